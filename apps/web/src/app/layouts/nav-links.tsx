import type { Settings, SportsbookIntegration } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { ChipsIcon, LiveIcon, LiveSportIcon, RocketIcon, SportIcon } from '@casino/ui/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { settingsQuery } from '@/features/settings/api/get-settings';
import { useLocale } from '@/lib/i18n';
import { useIsDesktop } from '@/lib/use-media-query';

export interface NavItem {
  to: string;
  label: `nav.${'sport' | 'liveSport' | 'sport2' | 'liveSport2' | 'casino' | 'liveCasino' | 'virtual'}`;
  Icon: typeof SportIcon;
  /** The second sportsbook's entries, which share the first one's icons. */
  second?: boolean;
  /** The paths of the entry's section. */
  section: RegExp;
  /** The sportsbook the entry needs on. */
  needs?: SportsbookIntegration;
}

const NATIVE_LIVE = '(live|event/live|tourneys/live)(/|$)';

/** SPEC §2.6 main navigation: sport betting, live betting, the second sportsbook's sport and live, casino, live casino, virtuals. */
const ITEMS: NavItem[] = [
  {
    to: '/sportsbook/prematch/1',
    label: 'nav.sport',
    Icon: SportIcon,
    needs: 'sft',
    section: new RegExp(`^/sportsbook(/?$|/(?!${NATIVE_LIVE})(prematch|top-tourneys|tourneys|event/line)(/|$))`),
  },
  {
    to: '/sportsbook/live/1',
    label: 'nav.liveSport',
    Icon: LiveSportIcon,
    needs: 'sft',
    section: new RegExp(`^/sportsbook/${NATIVE_LIVE}`),
  },
  {
    to: 'Prematch',
    label: 'nav.sport2',
    Icon: SportIcon,
    needs: 'dgt',
    second: true,
    section: /^\/sport\/dgt\/[^/]+\/(Prematch|Home)/,
  },
  {
    to: 'Live',
    label: 'nav.liveSport2',
    Icon: LiveSportIcon,
    needs: 'dgt',
    second: true,
    section: /^\/sport\/dgt\/[^/]+\/Live/,
  },
  { to: '/slots/casino', label: 'nav.casino', Icon: ChipsIcon, section: /^\/slots\/casino(\/|$)/ },
  { to: '/slots/live-casino', label: 'nav.liveCasino', Icon: LiveIcon, section: /^\/slots\/live-casino(\/|$)/ },
  { to: '/virtual-games', label: 'nav.virtual', Icon: RocketIcon, section: /^\/virtual-games(\/|$)/ },
];

export interface NavFlags {
  /** null while the settings load: the sportsbooks then stay out, the casino entries show. */
  sportsbooks: Partial<Record<SportsbookIntegration, boolean>> | null;
  /** The second sportsbook has a phone view ('m') and another ('af'). */
  isDesktop: boolean;
}

export function navFlags(settings: Pick<Settings, 'sportsbooks'> | undefined, isDesktop: boolean): NavFlags {
  return {
    sportsbooks: settings ? Object.fromEntries(settings.sportsbooks.map((book) => [book.id, book.enabled])) : null,
    isDesktop,
  };
}

/** The entries to show: a disabled sportsbook has none; the second one opens in the device's view. */
export function navItems({ sportsbooks, isDesktop }: NavFlags): NavItem[] {
  return ITEMS.filter((item) => !item.needs || sportsbooks?.[item.needs] === true).map((item) =>
    item.second ? { ...item, to: `/sport/dgt/${isDesktop ? 'af' : 'm'}/${item.to}` } : item,
  );
}

export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A language change reloads the settings: meanwhile the entries stay as they were instead of blinking.
  const settings = useQuery({ ...settingsQuery(useLocale()), placeholderData: keepPreviousData });
  const isDesktop = useIsDesktop();
  const items = navItems(navFlags(settings.data, isDesktop));
  // The header keeps the icons only where the row of labels would not fit (styles.css, .nav-label).
  const row = vertical ? undefined : items.length > 3 ? 'wide' : 'short';
  return (
    <nav
      aria-label={t('nav.main')}
      data-testid="main-nav"
      data-row={row}
      className={vertical ? undefined : 'min-w-0 flex-1'}
    >
      <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'w-max')}>
        {items.map(({ to, label, Icon, second, section }) => {
          const active = section.test(pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                title={vertical ? undefined : t(label)}
                className={cn(
                  'flex items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  vertical ? 'py-2.5' : 'h-10',
                  active ? 'bg-gold-400/10 text-gold-300' : 'text-fog-300 hover:bg-white/5 hover:text-fog-100',
                )}
              >
                <span className="relative shrink-0">
                  <Icon size={18} />
                  {second && !vertical && (
                    // Without labels the second sportsbook's icons, the same as the first one's, carry a "2".
                    <span
                      aria-hidden="true"
                      className="nav-badge absolute -end-1.5 -bottom-1 hidden rounded-sm bg-ink-900 px-px text-[9px] leading-none font-bold"
                    >
                      2
                    </span>
                  )}
                </span>
                <span className={vertical ? undefined : 'nav-label'}>{t(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
