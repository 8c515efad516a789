import type { Dictionary, Key } from './locales/en-US';

/** The client's four languages, named as the site names them; Arabic is written right to left. */
export const LOCALES = ['en-US', 'fr-fr', 'ar-ar', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export type { Key };

const LANG: Record<Locale, string> = { 'en-US': 'en', 'fr-fr': 'fr', 'ar-ar': 'ar', ru: 'ru' };

/** The locale a launch asks for ("fr-fr", also "fr" or "FR-FR"), else the browser's among the four, else French. */
export function pickLocale(asked: string | null, browser: readonly string[] = []): Locale {
  for (const tag of [asked ?? '', ...browser]) {
    const lang = tag.toLowerCase().split(/[-_]/)[0];
    const match = LOCALES.find((locale) => LANG[locale] === lang);
    if (match) return match;
  }
  return 'fr-fr';
}

const LOADERS: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  'en-US': () => import('./locales/en-US'),
  'fr-fr': () => import('./locales/fr-fr'),
  'ar-ar': () => import('./locales/ar-ar'),
  ru: () => import('./locales/ru'),
};

let current: Locale = 'en-US';
let words: Dictionary | null = null;

/**
 * Loads the locale's texts and, standalone, sets the page's language and direction once:
 * `<html dir="rtl" lang="ar">` (inside the site, the site has set them already).
 */
export async function loadLocale(locale: Locale, applyToDocument = true): Promise<void> {
  words = (await LOADERS[locale]()).default;
  current = locale;
  if (!applyToDocument) return;
  document.documentElement.lang = LANG[locale];
  document.documentElement.dir = locale === 'ar-ar' ? 'rtl' : 'ltr';
}

/** For tests and the fake API: texts set directly. */
export function setDictionary(locale: Locale, dictionary: Dictionary): void {
  words = dictionary;
  current = locale;
}

export const locale = (): Locale => current;

/** The text of a key with its {placeholders} filled. */
export function t(key: Key, values: Record<string, string | number> = {}): string {
  const text = words?.[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The text of a key that may not exist (an error code, a group): the key's text, else the fallback. */
export function tMaybe(key: string, fallback: string, values: Record<string, string | number> = {}): string {
  if (!words || !(key in words)) return fallback;
  return t(key as Key, values);
}
