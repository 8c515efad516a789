import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export const SECTIONS = ['grants', 'promo-codes', 'settings', 'wheel', 'jackpots'] as const;
export type Section = (typeof SECTIONS)[number];

/** The screen's parts, as tabs; each has its own address under /bonuses/. */
export function SectionNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('bonuses.sections')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-white/5 px-1">
        {SECTIONS.map((section) => (
          <li key={section}>
            <NavLink
              to={`/bonuses/${section}`}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-semibold transition-colors',
                  isActive
                    ? 'border-gold-400 text-fog-100'
                    : 'border-transparent text-fog-400 hover:border-white/20 hover:text-fog-100',
                )
              }
            >
              {t(`bonuses.section.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
