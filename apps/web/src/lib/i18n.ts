import { LOCALE_LANG, LOCALES, RTL_LOCALES, pickLocale, type Locale } from '@casino/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readPersisted, writePersisted } from './persistence';

type Messages = Record<string, unknown>;

/**
 * Each locale is its own chunk: the first page loads only the language it shows
 * (the other three would cost ~10 KB gzipped up front). Nothing comes from a server
 * other than our own static files.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('@/locales/en-US.json'),
  'fr-fr': () => import('@/locales/fr-fr.json'),
  'ar-ar': () => import('@/locales/ar-ar.json'),
  ru: () => import('@/locales/ru.json'),
};

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

/** The one place that sets <html lang/dir>: components never set direction themselves. */
function applyDocumentLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_LANG[locale];
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

async function ensureLoaded(locale: Locale): Promise<void> {
  const code = i18nCode(locale);
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const messages = await LOADERS[locale]();
  i18n.addResourceBundle(code, 'translation', messages.default);
}

export async function changeLocale(locale: Locale): Promise<void> {
  writePersisted(LANGUAGE_KEY, locale);
  await ensureLoaded(locale);
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
    const messages = await LOADERS[locale]();
    await i18n.use(initReactI18next).init({
      resources: { [i18nCode(locale)]: { translation: messages.default } },
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
    applyDocumentLanguage(locale);
    i18n.on('languageChanged', (code) => {
      const changed = toLocale(code);
      if (changed) applyDocumentLanguage(changed);
    });
  })();
  return ready;
}

export { i18n };
