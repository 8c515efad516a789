import type { IconProps } from '@casino/ui/icons';
import { cn } from '@casino/ui/cn';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HomeIcon } from '@/components/icons';
import type { Screen } from '../screens';

function Entry({
  to,
  label,
  icon: Icon,
  end,
}: {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  end?: boolean;
}) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) =>
          cn(
            'relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
            isActive
              ? 'bg-gold-400/10 text-gold-200 before:absolute before:inset-y-1.5 before:start-0 before:w-0.5 before:rounded-full before:bg-gold-400'
              : 'text-fog-300 hover:bg-white/5 hover:text-fog-100',
          )
        }
      >
        <Icon size={18} className="shrink-0" />
        {label}
      </NavLink>
    </li>
  );
}

/** The screens the staff member's role opens, and home. */
export function SideNav({ screens }: { screens: readonly Screen[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('app.navigation')}
      className="border-b border-white/[0.07] bg-ink-900/60 md:sticky md:top-header md:h-[calc(100dvh-var(--spacing-header))] md:w-56 md:shrink-0 md:overflow-y-auto md:border-e md:border-b-0 lg:w-60"
    >
      <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:p-3" data-testid="side-nav">
        <Entry to="/" end label={t('app.home')} icon={HomeIcon} />
        {screens.map((screen) => (
          <Entry
            key={screen.name}
            to={`/${screen.path}`}
            label={t(`screens.${screen.name}.title`)}
            icon={screen.icon}
          />
        ))}
      </ul>
    </nav>
  );
}
