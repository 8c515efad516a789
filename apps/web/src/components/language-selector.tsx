import { LOCALE_LANG, type Locale } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { CheckIcon, ChevronDownIcon } from '@casino/ui/icons';
import { useEscape } from '@casino/ui/use-escape';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/languages';
import { Flag } from './flag';
import { useAutoClose } from './use-auto-close';

/** Desktop header flag selector. */
export function LanguageSelector({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const menu = useAutoClose(ref);
  useEscape(menu.open, menu.close);
  const current = LANGUAGES.find((l) => l.lang === value) ?? LANGUAGES[0]!;

  return (
    <div
      ref={ref}
      className="relative"
      data-testid="language-selector"
      onMouseLeave={menu.onMouseLeave}
      onMouseEnter={menu.onMouseEnter}
    >
      <button
        type="button"
        onClick={menu.toggle}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-label={`${t('common.language')}: ${current.text}`}
        className="flex h-10 items-center gap-2 rounded-xl border border-white/5 bg-ink-800/80 px-3 text-sm text-fog-300 hover:border-gold-400/40 hover:text-fog-100"
      >
        <Flag icon={current.icon} />
        <ChevronDownIcon size={16} className={cn('transition-transform', menu.open && 'rotate-180')} />
      </button>
      {menu.open && (
        <ul role="menu" aria-label={t('common.language')} className="card absolute end-0 top-full z-50 mt-2 w-48 p-1.5">
          {LANGUAGES.map((language) => (
            <li key={language.lang} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={language.lang === value}
                lang={LOCALE_LANG[language.lang]}
                onClick={() => {
                  onChange(language.lang);
                  menu.close();
                }}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm',
                  language.lang === value ? 'bg-gold-400/10 text-gold-200' : 'text-fog-300 hover:bg-white/5',
                )}
              >
                <Flag icon={language.icon} />
                <span className="flex-1">{language.text}</span>
                {language.lang === value && <CheckIcon size={16} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
