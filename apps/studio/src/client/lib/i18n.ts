import { DICTIONARY, type Key } from './i18n.dictionary';

/** The client's four languages; Arabic is written right to left. */
export type Lang = 'en' | 'fr' | 'ar' | 'ru';

let current: Lang = 'en';

export function setLang(lang: string) {
  current = (['en', 'fr', 'ar', 'ru'] as const).find((l) => l === lang) ?? 'en';
  document.documentElement.lang = current;
  document.documentElement.dir = current === 'ar' ? 'rtl' : 'ltr';
}

/** The language the launch asked for (money and times follow it, see money.ts). */
export const lang = (): Lang => current;

/** The text of a key with its {placeholders} filled; unknown error codes fall back to a generic text. */
export function t(key: Key | string, values: Record<string, string | number> = {}): string {
  const entry = (DICTIONARY as Record<string, Record<Lang, string>>)[key] ?? DICTIONARY.internal_error;
  return entry[current].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
