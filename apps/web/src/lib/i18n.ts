import { LOCALE_LANG, LOCALES, RTL_LOCALES, pickLocale, type Locale } from '@casino/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { setFormatLocale } from './format-locale';
import { readPersisted, writePersisted } from './persistence';

type Messages = Record<string, unknown>;

/**
 * Each locale is two chunks. The shell part (header, menus, lobby, games, errors) is loaded
 * before the first render; the pages part (sign-in and sign-up forms, profile, cashier,
 * transactions, slots history, terms) only when a page or panel that shows it is opened,
 * so the first page carries one small file (the budget in bench/web-bundle.mjs).
 * Nothing comes from a server other than our own static files.
 */
export type MessagePart = 'shell' | 'pages';

const LOADERS: Record<Locale, Record<MessagePart, () => Promise<{ default: Messages }>>> = {
  'en-US': { shell: () => import('@/locales/en-US.json'), pages: () => import('@/locales/en-US.pages.json') },
  'fr-fr': { shell: () => import('@/locales/fr-fr.json'), pages: () => import('@/locales/fr-fr.pages.json') },
  'ar-ar': { shell: () => import('@/locales/ar-ar.json'), pages: () => import('@/locales/ar-ar.pages.json') },
  ru: { shell: () => import('@/locales/ru.json'), pages: () => import('@/locales/ru.pages.json') },
};

/** Parts some page has needed so far: a language change loads all of them before switching. */
const neededParts = new Set<MessagePart>(['shell']);
const loading = new Map<string, Promise<void>>();

const LANGUAGE_KEY = 'language';

/** i18next canonicalises 'fr-fr' to 'fr-FR'; lower-casing every code keeps lookups exact. */
const i18nCode = (locale: Locale) => locale.toLowerCase();

export function toLocale(code: string | undefined): Locale | undefined {
  const lower = code?.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower);
}

/** The persisted choice, else the browser's language among the four, else French. */
export function initialLocale(): Locale {
  const stored = toLocale(readPersisted<string>(LANGUAGE_KEY) ?? undefined);
  if (stored) return stored;
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return pickLocale(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

export function currentLocale(): Locale {
  return toLocale(i18n.language) ?? initialLocale();
}

export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.includes(locale);
}

/** The one place that sets <html lang/dir> (components never set direction themselves) and the formats' language. */
function applyDocumentLanguage(locale: Locale): void {
  setFormatLocale(locale);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_LANG[locale];
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

/** Adds one part of a locale to its bundle; both parts share the 'translation' namespace. */
function ensureLoaded(locale: Locale, part: MessagePart): Promise<void> {
  const key = `${locale}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[locale][part]().then((messages) => {
      i18n.addResourceBundle(i18nCode(locale), 'translation', messages.default, true, true);
    });
    // A failed chunk fetch may be retried on the next navigation.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads the pages part of the current language; awaited by the routes and panels that show it. */
export async function loadPageMessages(): Promise<void> {
  neededParts.add('pages');
  await initI18n();
  await ensureLoaded(currentLocale(), 'pages');
}

export async function changeLocale(locale: Locale): Promise<void> {
  writePersisted(LANGUAGE_KEY, locale);
  // Switch only when every part on screen is there in the new language: no key flashes.
  await Promise.all([...neededParts].map((part) => ensureLoaded(locale, part)));
  await i18n.changeLanguage(i18nCode(locale));
}

/** Current locale as a React value (re-renders on change). */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return toLocale(instance.language) ?? 'fr-fr';
}

let ready: Promise<void> | null = null;

/** Loads the starting language, then initialises i18next; awaited before the first render. */
export function initI18n(): Promise<void> {
  ready ??= (async () => {
    const locale = initialLocale();
    await i18n.use(initReactI18next).init({
      resources: {},
      lng: i18nCode(locale),
      // Every locale is complete (locales.test.ts), so there is nothing to fall back to.
      fallbackLng: false,
      lowerCaseLng: true,
      load: 'currentOnly',
      initAsync: false,
      showSupportNotice: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
    await ensureLoaded(locale, 'shell');
    applyDocumentLanguage(locale);
    i18n.on('languageChanged', (code) => {
      const changed = toLocale(code);
      if (changed) applyDocumentLanguage(changed);
    });
  })();
  return ready;
}

export { i18n };
