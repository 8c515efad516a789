import { LOCALE_LANG, LOCALES, RTL_LOCALES, pickLocale, type Locale } from '@casino/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readStored, writeStored } from './storage';

type Messages = Record<string, unknown>;

/** One small file per language, loaded when it is needed (the starting one before the first render). */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('@/locales/en-US.json'),
  'fr-fr': () => import('@/locales/fr-fr.json'),
  'ar-ar': () => import('@/locales/ar-ar.json'),
  ru: () => import('@/locales/ru.json'),
};
/**
 * Each screen may keep its texts beside it (src/features/<name>/locales/<lang>.json, under its own
 * top-level key): loaded with the language, merged over the console's. Text only, no code.
 */
const SCREEN_TEXTS = import.meta.glob<{ default: Messages }>('../features/*/locales/*.json');
const screenTexts = (locale: Locale) =>
  Object.entries(SCREEN_TEXTS)
    .filter(([file]) => file.endsWith(`/${locale}.json`))
    .map(([, load]) => load());
const loading = new Map<Locale, Promise<void>>();

/** i18next canonicalises 'fr-fr' to 'fr-FR'; lower-casing every code keeps lookups exact. */
const i18nCode = (locale: Locale) => locale.toLowerCase();

export function toLocale(code: string | undefined): Locale | undefined {
  const lower = code?.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower);
}

/** The console's own stored choice, else the browser's language among the four, else French. */
export function initialLocale(): Locale {
  const stored = toLocale(readStored<string>(STORAGE_KEYS.language) ?? undefined);
  if (stored) return stored;
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return pickLocale(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

export function currentLocale(): Locale {
  return toLocale(i18n.language) ?? initialLocale();
}

/** The one place that sets <html lang dir>: components never set a direction themselves. */
function applyDocumentLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_LANG[locale];
  document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

function ensureLoaded(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = Promise.all([LOADERS[locale](), ...screenTexts(locale)]).then((files) => {
      for (const messages of files)
        i18n.addResourceBundle(i18nCode(locale), 'translation', messages.default, true, true);
    });
    // A failed chunk fetch may be retried on the next change.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeStored(STORAGE_KEYS.language, locale);
  await ensureLoaded(locale);
  await i18n.changeLanguage(i18nCode(locale));
}

/** The current locale as a React value (re-renders on change). */
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
    await ensureLoaded(locale);
    applyDocumentLanguage(locale);
    i18n.on('languageChanged', (code) => {
      const changed = toLocale(code);
      if (changed) applyDocumentLanguage(changed);
    });
  })();
  return ready;
}

export { i18n };
