import type { Settings, SportsbookIntegration } from '@casino/contracts';

/** SPEC §3 Menu item / Menu group, and the §2.3 profile menu. */
export type MenuLabel =
  | 'personalDetails'
  | 'changePassword'
  | 'kyc'
  | 'limits'
  | 'selfExclusion'
  | 'bookmakersSettings'
  | 'transactions'
  | 'cashier'
  | 'deposit'
  | 'withdraw'
  | 'replenishment'
  | 'bonusTransfer'
  | 'promoCode'
  | 'bonuses'
  | 'betHistory'
  | 'betHistory2'
  | 'slotsHistory'
  | 'spinHistory';

export type MenuGroupLabel = 'favoriteLinks' | 'accountSettings' | 'payments' | 'playerActivities';

export interface MenuItem {
  label: MenuLabel;
  route: string;
  /** Shown unless explicitly false. */
  isDisplay?: boolean;
  /** Mobile only: hidden on desktop. */
  notDesktop?: boolean;
}

export interface MenuGroup {
  label: MenuGroupLabel;
  icon: 'star' | 'settings' | 'wallet' | 'history';
  items: MenuItem[];
}

export interface MenuFlags {
  isTransferToBonusBalanceOn: boolean;
  /** The native sportsbook (integration sft) is enabled: its bet history and the bookmaker settings show. */
  sftEnabled: boolean;
  /** The second sportsbook (integration dgt) is enabled: its bet history shows. */
  dgtEnabled: boolean;
}

/** The flags from GET /api/settings/; while settings load (undefined), everything they gate stays hidden. */
export function menuFlags(
  settings: Pick<Settings, 'isTransferToBonusBalanceOn' | 'sportsbooks'> | undefined,
): MenuFlags {
  const enabled = (id: SportsbookIntegration) =>
    settings?.sportsbooks.some((book) => book.id === id && book.enabled) ?? false;
  return {
    isTransferToBonusBalanceOn: settings?.isTransferToBonusBalanceOn ?? false,
    sftEnabled: enabled('sft'),
    dgtEnabled: enabled('dgt'),
  };
}

// Pages not built yet stay hidden through isDisplay:false; each names the issue that adds it.
const PAGE_READY = {
  transactions: true,
  cashier: true,
  deposit: true,
  withdraw: true,
  replenishment: true,
  slotsHistory: true,
  spinHistory: true,
  bonusTransfer: true,
} as const;

/**
 * The menu for the current settings: the bet histories follow their sportsbook's integration, the
 * bookmaker settings the native one (phone only), bonusTransfer needs isTransferToBonusBalanceOn.
 * The second sportsbook opens in its phone view ('m') off desktop, its other view ('af') on desktop.
 */
export function buildProfileMenu(flags: MenuFlags, isDesktop = true): MenuGroup[] {
  const betHistory: MenuItem = { label: 'betHistory', route: '/profile/bet-history/sft', isDisplay: flags.sftEnabled };
  const betHistory2: MenuItem = {
    label: 'betHistory2',
    route: `/sport/dgt/${isDesktop ? 'af' : 'm'}/BetsHistory?unique=1`,
    isDisplay: flags.dgtEnabled,
  };
  return [
    { label: 'favoriteLinks', icon: 'star', items: [betHistory, betHistory2] },
    {
      label: 'accountSettings',
      icon: 'settings',
      items: [
        {
          label: 'bookmakersSettings',
          route: '/profile/bookmakers-settings',
          notDesktop: true,
          isDisplay: flags.sftEnabled,
        },
        { label: 'personalDetails', route: '/profile/user-info' },
        { label: 'changePassword', route: '/profile/change-password' },
        { label: 'kyc', route: '/profile/kyc-verifiaction' },
        { label: 'limits', route: '/profile/limits' },
        { label: 'selfExclusion', route: '/profile/self-exclusion' },
      ],
    },
    {
      label: 'payments',
      icon: 'wallet',
      items: [
        { label: 'cashier', route: '/profile/cashier', isDisplay: PAGE_READY.cashier },
        { label: 'deposit', route: '/profile/DEPOSIT', isDisplay: PAGE_READY.deposit },
        { label: 'withdraw', route: '/profile/withdraw', isDisplay: PAGE_READY.withdraw },
        { label: 'replenishment', route: '/profile/replenishment', isDisplay: PAGE_READY.replenishment },
        {
          label: 'bonusTransfer',
          route: '/profile/exchange-bonus-balance',
          isDisplay: PAGE_READY.bonusTransfer && flags.isTransferToBonusBalanceOn,
        },
        { label: 'bonuses', route: '/profile/bonus' },
        { label: 'promoCode', route: '/profile/promocode' },
      ],
    },
    {
      label: 'playerActivities',
      icon: 'history',
      items: [
        betHistory,
        betHistory2,
        { label: 'transactions', route: '/profile/transactions', isDisplay: PAGE_READY.transactions },
        { label: 'slotsHistory', route: '/profile/slots-history', isDisplay: PAGE_READY.slotsHistory },
        { label: 'spinHistory', route: '/profile/spin-history', isDisplay: PAGE_READY.spinHistory },
      ],
    },
  ];
}

export function isItemVisible(item: MenuItem, isDesktop: boolean): boolean {
  if (item.isDisplay === false) return false;
  return !(item.notDesktop && isDesktop);
}

/** Drops hidden items, then groups left with nothing to show. */
export function visibleMenu(groups: readonly MenuGroup[], isDesktop: boolean): MenuGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => isItemVisible(item, isDesktop)) }))
    .filter((group) => group.items.length > 0);
}
