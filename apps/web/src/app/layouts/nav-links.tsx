import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ChipsIcon, LiveIcon, RocketIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

// Only sections that exist get an entry; the sportsbook joins with its issue.
const NAV_ITEMS = [
  { to: '/slots/casino', label: 'nav.casino', Icon: ChipsIcon },
  { to: '/slots/live-casino', label: 'nav.liveCasino', Icon: LiveIcon },
  { to: '/virtual-games', label: 'nav.virtual', Icon: RocketIcon },
] as const;

export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} data-testid="main-nav">
      <ul className={cn('flex gap-1', vertical && 'flex-col')}>
        {NAV_ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              title={vertical ? undefined : t(label)}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors',
                  vertical ? 'py-2.5' : 'h-10',
                  isActive ? 'bg-gold-400/10 text-gold-300' : 'text-fog-300 hover:bg-white/5 hover:text-fog-100',
                )
              }
            >
              <Icon size={18} className="shrink-0" />
              {/* A narrow desktop header keeps the icons only: the user block and Deposit need the room. */}
              <span className={vertical ? undefined : 'max-[1199px]:sr-only'}>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
