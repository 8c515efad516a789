import { LOCALE_LANG, RTL_LOCALES, type Locale } from '@casino/contracts';

/** The writing direction of a language, as the site sets it on its page. */
export const directionOf = (language: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.includes(language) ? 'rtl' : 'ltr');

/** The HTML `lang` of a language (the site's). */
export const langOf = (language: Locale): string => LOCALE_LANG[language];
