import { describe, expect, it } from 'vitest';
import { buildProfileMenu, isItemVisible, visibleMenu, type MenuGroup } from './menu';

describe('profile menu visibility', () => {
  it('shows an item unless isDisplay is false', () => {
    expect(isItemVisible({ label: 'personalDetails', route: '/a' }, true)).toBe(true);
    expect(isItemVisible({ label: 'personalDetails', route: '/a', isDisplay: true }, true)).toBe(true);
    expect(isItemVisible({ label: 'personalDetails', route: '/a', isDisplay: false }, false)).toBe(false);
  });

  it('hides notDesktop items on desktop only', () => {
    const item = { label: 'bookmakersSettings', route: '/b', notDesktop: true } as const;
    expect(isItemVisible(item, true)).toBe(false);
    expect(isItemVisible(item, false)).toBe(true);
  });

  it('hides a group with no displayed items', () => {
    const groups: MenuGroup[] = [
      { label: 'payments', icon: 'wallet', items: [{ label: 'bonusTransfer', route: '/x', isDisplay: false }] },
      {
        label: 'accountSettings',
        icon: 'settings',
        items: [
          { label: 'bookmakersSettings', route: '/b', notDesktop: true },
          { label: 'changePassword', route: '/c' },
        ],
      },
      { label: 'favoriteLinks', icon: 'star', items: [{ label: 'betHistory', route: '/d', notDesktop: true }] },
    ];
    const desktop = visibleMenu(groups, true);
    expect(desktop.map((g) => g.label)).toEqual(['accountSettings']);
    expect(desktop[0]?.items.map((i) => i.label)).toEqual(['changePassword']);
    const mobile = visibleMenu(groups, false);
    expect(mobile.map((g) => g.label)).toEqual(['accountSettings', 'favoriteLinks']);
    expect(mobile[0]?.items.map((i) => i.label)).toEqual(['bookmakersSettings', 'changePassword']);
  });

  it('today shows only the pages that exist: account settings, the cashier pages, transactions and slots history', () => {
    for (const isDesktop of [true, false]) {
      for (const on of [true, false]) {
        const menu = visibleMenu(buildProfileMenu({ isTransferToBonusBalanceOn: on }), isDesktop);
        expect(menu.map((g) => g.label)).toEqual(['accountSettings', 'payments', 'playerActivities']);
        expect(menu[0]?.items.map((i) => i.label)).toEqual(['personalDetails', 'changePassword']);
        expect(menu[1]?.items.map((i) => i.label)).toEqual(['cashier', 'deposit', 'withdraw', 'replenishment']);
        expect(menu[2]?.items.map((i) => i.label)).toEqual(['transactions', 'slotsHistory']);
      }
    }
  });

  it('bonusTransfer follows the isTransferToBonusBalanceOn setting', () => {
    const item = (on: boolean) =>
      buildProfileMenu({ isTransferToBonusBalanceOn: on })
        .find((g) => g.label === 'payments')
        ?.items.find((i) => i.label === 'bonusTransfer');
    // Off in settings: hidden regardless of the page being ready.
    expect(item(false)?.isDisplay).toBe(false);
  });
});
