import { cn } from '@casino/ui/cn';
import { ChipsIcon, GridIcon, LiveIcon, RocketIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** Lobby sections that have games; a section without any stays out of the tabs. */
export function LobbyTabs({ available }: { available: { live: boolean; virtual: boolean } }) {
  const { t } = useTranslation();
  const tabs = [
    { to: '/slots/casino', label: t('casino.sections.casino'), Icon: ChipsIcon, show: true },
    { to: '/slots/live-casino', label: t('casino.sections.live-casino'), Icon: LiveIcon, show: available.live },
    { to: '/virtual-games', label: t('casino.sections.virtual'), Icon: RocketIcon, show: available.virtual },
    { to: '/slots/all', label: t('casino.sections.all'), Icon: GridIcon, show: true },
  ];
  return (
    <nav aria-label={t('casino.sections.label')} data-testid="lobby-tabs" className="min-w-0">
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 [scrollbar-width:none]">
        {tabs
          .filter((tab) => tab.show)
          .map(({ to, label, Icon }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                    isActive
                      ? 'bg-gold-400/15 text-gold-200 ring-1 ring-gold-400/40'
                      : 'text-fog-300 hover:bg-white/5 hover:text-fog-100',
                  )
                }
              >
                <Icon size={17} />
                {label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
