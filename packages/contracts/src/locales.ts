/** The site's languages. Locale codes are the spec's (§1); Russian is `ru`. */
export const LOCALES = ['en-US', 'fr-fr', 'ar-ar', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr-fr';
export const RTL_LOCALES: readonly Locale[] = ['ar-ar'];

/** The `lang` attribute (BCP 47) for each locale. */
export const LOCALE_LANG: Record<Locale, string> = {
  'en-US': 'en',
  'fr-fr': 'fr',
  'ar-ar': 'ar',
  ru: 'ru',
};

/** Picks the site locale from browser languages (e.g. navigator.languages), else French. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const lang = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((l) => LOCALE_LANG[l] === lang);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
