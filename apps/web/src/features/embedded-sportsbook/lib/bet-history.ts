import { LOCALE_LANG, LOCALES, type Locale } from '@casino/contracts';

/** SPEC §2.6 / §9: the bet-history frame keeps the client on every ticket's history. */
export const ALL_MY_BETS_HASH = '#all-my-bets';
export const HASH_RESET_MS = 300;

/**
 * The {lang} segment of /bet-history-frame/…: a site locale in any case ("fr-FR"), or its
 * language alone ("fr"); anything else is `fallback` (the site's current language).
 */
export function betHistoryLocale(lang: string | undefined, fallback: Locale): Locale {
  const lower = lang?.toLowerCase() ?? '';
  return (
    LOCALES.find((locale) => locale.toLowerCase() === lower) ??
    LOCALES.find((locale) => LOCALE_LANG[locale] === lower) ??
    fallback
  );
}
