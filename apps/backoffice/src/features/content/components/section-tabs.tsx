import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const SECTIONS = ['slides', 'promotions', 'articles'] as const;

/** The screen's three parts, each its own address under /content/. */
export function SectionTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('content.sectionsLabel')} className="flex flex-wrap gap-1 border-b border-white/5">
      {SECTIONS.map((section) => (
        <NavLink
          key={section}
          to={`/content/${section}`}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
              isActive ? 'border-gold-400 text-gold-200' : 'border-transparent text-fog-400 hover:text-fog-100',
            )
          }
        >
          {t(`content.sections.${section}`)}
        </NavLink>
      ))}
    </nav>
  );
}
