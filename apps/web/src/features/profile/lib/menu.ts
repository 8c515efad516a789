/** SPEC §3 Menu item / Menu group, and the §2.3 profile menu. */
export type MenuLabel =
  | 'personalDetails'
  | 'changePassword'
  | 'bookmakersSettings'
  | 'transactions'
  | 'cashier'
  | 'deposit'
  | 'withdraw'
  | 'replenishment'
  | 'bonusTransfer'
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
}

// Pages not built yet stay hidden through isDisplay:false; each names the issue that adds it.
const PAGE_READY = {
  betHistory: false, // issue "sportsbook: bet history"
  betHistory2: false, // issue "sportsbook: second provider bet history"
  transactions: true,
  cashier: true,
  deposit: true,
  withdraw: true,
  replenishment: true,
  slotsHistory: true,
  spinHistory: false, // issue "wheel game and spin history"
  bookmakersSettings: false, // issue "sportsbook: bookmaker settings"
  bonusTransfer: false, // issue "bonuses: exchange bonus balance"
} as const;

const betHistory: MenuItem = { label: 'betHistory', route: '/sport/alt/bets', isDisplay: PAGE_READY.betHistory };
const betHistory2: MenuItem = {
  label: 'betHistory2',
  route: '/sport/dgt/af/BetsHistory',
  isDisplay: PAGE_READY.betHistory2,
};

/** The menu for the current settings (bonusTransfer needs isTransferToBonusBalanceOn). */
export function buildProfileMenu(flags: MenuFlags): MenuGroup[] {
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
          isDisplay: PAGE_READY.bookmakersSettings,
        },
        { label: 'personalDetails', route: '/profile/user-info' },
        { label: 'changePassword', route: '/profile/change-password' },
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
