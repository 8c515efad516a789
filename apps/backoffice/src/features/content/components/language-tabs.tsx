import { LOCALES, type Locale } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/languages';
import { langOf } from '../lib/direction';

/** The four languages of a text, each marked written or not yet (the site then shows the English one). */
export function LanguageTabs({
  value,
  written,
  onChange,
}: {
  value: Locale;
  written: ReadonlySet<Locale>;
  onChange: (language: Locale) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={t('content.language')} className="flex flex-wrap gap-2">
      {LOCALES.map((language) => {
        const name = LANGUAGES.find((entry) => entry.lang === language)?.text ?? language;
        return (
          <button
            key={language}
            type="button"
            role="tab"
            aria-selected={language === value}
            onClick={() => onChange(language)}
            className={cn(
              'flex h-9 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors',
              language === value
                ? 'border-gold-400/60 bg-gold-400/10 text-gold-200'
                : 'border-white/10 text-fog-300 hover:bg-white/5',
            )}
          >
            <span lang={langOf(language)}>{name}</span>
            <span
              aria-label={t(written.has(language) ? 'content.written' : 'content.notWritten')}
              title={t(written.has(language) ? 'content.written' : 'content.notWritten')}
              className={cn('size-2 rounded-full', written.has(language) ? 'bg-success-400' : 'bg-fog-500/50')}
            />
          </button>
        );
      })}
    </div>
  );
}
