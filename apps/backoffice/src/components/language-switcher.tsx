import { LOCALE_LANG, type Locale } from '@casino/contracts';
import { ChevronDownIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/languages';
import { GlobeIcon } from './icons';

/** A compact language choice: a native select, so keyboards and screen readers know it already. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <label className="relative flex h-9 items-center rounded-lg border border-white/10 bg-ink-800/80 text-sm text-fog-300 focus-within:border-gold-400 hover:border-gold-400/40">
      <GlobeIcon size={16} className="pointer-events-none absolute start-2.5 text-fog-400" />
      <span className="sr-only">{t('app.language')}</span>
      <select
        value={locale}
        onChange={(event) => void changeLocale(event.target.value as Locale)}
        data-testid="language-switcher"
        className="h-full cursor-pointer appearance-none rounded-lg bg-transparent ps-8 pe-8 text-fog-100 outline-none"
      >
        {LANGUAGES.map((language) => (
          <option key={language.lang} value={language.lang} lang={LOCALE_LANG[language.lang]} className="bg-ink-800">
            {language.text}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={14} className="pointer-events-none absolute end-2.5 text-fog-400" />
    </label>
  );
}
