import { LOCALE_LANG, type Locale } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { ChevronDownIcon } from '@casino/ui/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/languages';
import { Flag } from './flag';
import { GlobeIcon } from './ui/page-icons';

/** Side-menu language list that slides open and closed (SPEC §2.8). */
export function LanguageList({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = LANGUAGES.find((l) => l.lang === value) ?? LANGUAGES[0]!;
  return (
    <div data-testid="language-list">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={listId}
        className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-fog-300 hover:bg-white/5"
      >
        <GlobeIcon size={18} />
        <span className="flex-1 text-start">{t('common.language')}</span>
        <Flag icon={current.icon} size={20} />
        <ChevronDownIcon size={16} className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={listId}
        className={cn(
          'grid transition-[grid-template-rows] duration-300 ease-out',
          open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
        )}
      >
        <ul className="overflow-hidden" inert={!open}>
          {LANGUAGES.map((language) => (
            <li key={language.lang}>
              <button
                type="button"
                lang={LOCALE_LANG[language.lang]}
                aria-pressed={language.lang === value}
                onClick={() => onChange(language.lang)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg py-2 ps-10 pe-3 text-start text-sm',
                  language.lang === value ? 'text-gold-200' : 'text-fog-400 hover:text-fog-100',
                )}
              >
                <Flag icon={language.icon} size={20} />
                {language.text}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
