import { DEFAULT_LOCALE, type Locale } from '@casino/contracts';

/**
 * The language amounts and dates are written in when a caller does not name one. i18n.ts keeps
 * it equal to the page's language; it lives here, apart from i18next, so that money.ts and
 * date.ts stay plain functions that any code (a test, a journey, a worker) can import.
 */
let active: Locale = DEFAULT_LOCALE;

/** The page's language, for formatters called without one. */
export function formatLocale(): Locale {
  return active;
}

/** Called by i18n.ts whenever the page's language is set or changed. */
export function setFormatLocale(locale: Locale): void {
  active = locale;
}
