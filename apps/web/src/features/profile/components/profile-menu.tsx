import { cn } from '@casino/ui/cn';
import { HistoryIcon, SportIcon, StarIcon, UserIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { IdCardIcon, LockIcon, LogoutIcon, SettingsIcon, WalletIcon } from '@/components/ui/page-icons';
import { formatMoney } from '@/lib/money';
import { buildProfileMenu, visibleMenu, type MenuFlags, type MenuGroup } from '../lib/menu';

const GROUP_ICONS: Record<MenuGroup['icon'], typeof StarIcon> = {
  star: StarIcon,
  settings: SettingsIcon,
  wallet: WalletIcon,
  history: HistoryIcon,
};
const ITEM_ICONS: Partial<Record<string, typeof StarIcon>> = {
  personalDetails: IdCardIcon,
  changePassword: LockIcon,
  kyc: IdCardIcon,
  limits: WalletIcon,
  selfExclusion: LockIcon,
  transactions: HistoryIcon,
  cashier: WalletIcon,
  deposit: WalletIcon,
  withdraw: WalletIcon,
  replenishment: HistoryIcon,
  bonusTransfer: WalletIcon,
  slotsHistory: HistoryIcon,
  spinHistory: HistoryIcon,
  betHistory: SportIcon,
  betHistory2: SportIcon,
  bookmakersSettings: SettingsIcon,
};

export interface MenuAccount {
  username: string;
  balance: number;
  bonusBalance: number;
  currency: string;
}

/** SPEC §2.3 profile menu; on mobile it opens with the player's name and balances. */
export function ProfileMenu({
  flags,
  isDesktop,
  account,
  onNavigate,
  onLogout,
  loggingOut = false,
}: {
  flags: MenuFlags;
  isDesktop: boolean;
  account?: MenuAccount | null | undefined;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}) {
  const { t } = useTranslation();
  const groups = visibleMenu(buildProfileMenu(flags, isDesktop), isDesktop);
  return (
    <nav aria-label={t('menu.title')} data-testid="profile-menu" className="flex flex-col gap-4">
      {!isDesktop && account && (
        // The balances open the balance page (SPEC §2.2 /balance).
        <NavLink
          to="/balance"
          onClick={onNavigate}
          className="card flex items-center gap-3 p-4 hover:border-gold-400/40"
          data-testid="profile-menu-account"
        >
          <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950">
            <UserIcon />
          </span>
          <div className="flex min-w-0 flex-col leading-tight">
            {/* Whole, on as many lines as it takes: the header's button cuts a long name. */}
            <p className="max-w-full font-semibold wrap-anywhere text-fog-100" data-testid="profile-menu-username">
              <bdi>{account.username}</bdi>
            </p>
            <p className="text-sm text-gold-300">{formatMoney(account.balance, account.currency)}</p>
            <p className="text-xs text-fog-400">
              {t('common.bonusBalance')}: {formatMoney(account.bonusBalance, account.currency)}
            </p>
          </div>
        </NavLink>
      )}
      {groups.map((group) => {
        const GroupIcon = GROUP_ICONS[group.icon];
        return (
          <section key={group.label} aria-labelledby={`menu-group-${group.label}`}>
            <h3
              id={`menu-group-${group.label}`}
              className="mb-2 flex items-center gap-2 px-2 text-xs font-semibold tracking-widest text-fog-500 uppercase"
            >
              <GroupIcon size={14} />
              {t(`menu.groups.${group.label}`)}
            </h3>
            <ul className="flex flex-col gap-1">
              {group.items.map((item) => {
                const ItemIcon = ITEM_ICONS[item.label] ?? StarIcon;
                return (
                  <li key={item.label}>
                    <NavLink
                      to={item.route}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        cn(
                          'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                          isActive
                            ? 'border-s-2 border-gold-400 bg-gold-400/10 text-gold-200'
                            : 'text-fog-300 hover:bg-white/5 hover:text-fog-100',
                        )
                      }
                    >
                      <ItemIcon size={18} />
                      {t(`menu.items.${item.label}`)}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <div className="border-t border-white/5 pt-3">
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          data-testid="logout-button"
          className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-danger-400 hover:bg-danger-500/10 disabled:opacity-60"
        >
          <LogoutIcon size={18} />
          {t('auth.signOut')}
        </button>
      </div>
    </nav>
  );
}
