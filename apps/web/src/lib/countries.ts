import { COUNTRY_CODES, LOCALE_LANG, type Locale } from '@casino/contracts';

// Names come from Intl.DisplayNames, so there is nothing to translate.

/** Country options sorted by their name in the given locale. */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const lang = LOCALE_LANG[locale];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

export function countryName(code: string, locale: Locale): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([LOCALE_LANG[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
