import type { Locale } from '@casino/contracts';

/** SPEC §2.8 language entries: lang, text (own name, never translated), icon (flag id). */
export interface LanguageEntry {
  lang: Locale;
  text: string;
  icon: 'us' | 'fr' | 'tn' | 'ru';
}

export const LANGUAGES: readonly LanguageEntry[] = [
  { lang: 'fr-fr', text: 'Français', icon: 'fr' },
  { lang: 'en-US', text: 'English', icon: 'us' },
  // Tunisian flag: the operator's terms are in TND (SPEC §1).
  { lang: 'ar-ar', text: 'العربية', icon: 'tn' },
  { lang: 'ru', text: 'Русский', icon: 'ru' },
];
