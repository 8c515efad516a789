import type { Locale } from '@casino/contracts';

/** The four languages, each named in itself (never translated), in the player site's order. */
export const LANGUAGES: readonly { lang: Locale; text: string }[] = [
  { lang: 'fr-fr', text: 'Français' },
  { lang: 'en-US', text: 'English' },
  { lang: 'ar-ar', text: 'العربية' },
  { lang: 'ru', text: 'Русский' },
];
