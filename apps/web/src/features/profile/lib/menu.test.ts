import { describe, expect, it } from 'vitest';
import { buildProfileMenu, isItemVisible, menuFlags, visibleMenu, type MenuFlags, type MenuGroup } from './menu';

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

  const flags = (overrides: Partial<MenuFlags> = {}): MenuFlags => ({
    isTransferToBonusBalanceOn: false,
    sftEnabled: false,
    dgtEnabled: false,
    ...overrides,
  });
  const labels = (groups: MenuGroup[]) => groups.map((g) => [g.label, g.items.map((i) => i.label)]);

  it('without sportsbooks shows account settings, the cashier pages, transactions, slots and spin history', () => {
    for (const isDesktop of [true, false]) {
      for (const on of [true, false]) {
        const menu = visibleMenu(buildProfileMenu(flags({ isTransferToBonusBalanceOn: on }), isDesktop), isDesktop);
        // The bonus transfer joins the payments only while the setting is on.
        const payments = [
          'cashier',
          'deposit',
          'withdraw',
          'replenishment',
          ...(on ? ['bonusTransfer'] : []),
          'bonuses',
          'promoCode',
        ];
        expect(labels(menu)).toEqual([
          ['accountSettings', ['personalDetails', 'changePassword', 'kyc', 'limits', 'selfExclusion']],
          ['payments', payments],
          ['playerActivities', ['transactions', 'slotsHistory', 'spinHistory']],
        ]);
      }
    }
  });

  it('with both sportsbooks shows the bet histories as favourites and activities (SPEC §2.3 groups)', () => {
    const all = flags({ sftEnabled: true, dgtEnabled: true });
    expect(labels(visibleMenu(buildProfileMenu(all, false), false))).toEqual([
      ['favoriteLinks', ['betHistory', 'betHistory2']],
      [
        'accountSettings',
        ['bookmakersSettings', 'personalDetails', 'changePassword', 'kyc', 'limits', 'selfExclusion'],
      ],
      ['payments', ['cashier', 'deposit', 'withdraw', 'replenishment', 'bonuses', 'promoCode']],
      ['playerActivities', ['betHistory', 'betHistory2', 'transactions', 'slotsHistory', 'spinHistory']],
    ]);
    // The bookmaker settings are a phone entry.
    expect(labels(visibleMenu(buildProfileMenu(all, true), true))).toEqual([
      ['favoriteLinks', ['betHistory', 'betHistory2']],
      ['accountSettings', ['personalDetails', 'changePassword', 'kyc', 'limits', 'selfExclusion']],
      ['payments', ['cashier', 'deposit', 'withdraw', 'replenishment', 'bonuses', 'promoCode']],
      ['playerActivities', ['betHistory', 'betHistory2', 'transactions', 'slotsHistory', 'spinHistory']],
    ]);
  });

  it('each bet history follows its own sportsbook', () => {
    const onlySft = visibleMenu(buildProfileMenu(flags({ sftEnabled: true }), false), false);
    expect(onlySft[0]).toMatchObject({ label: 'favoriteLinks', items: [{ label: 'betHistory' }] });
    expect(onlySft[1]?.items[0]?.label).toBe('bookmakersSettings');
    const onlyDgt = visibleMenu(buildProfileMenu(flags({ dgtEnabled: true }), false), false);
    expect(onlyDgt[0]).toMatchObject({ label: 'favoriteLinks', items: [{ label: 'betHistory2' }] });
    expect(onlyDgt[1]?.items.map((i) => i.label)).toEqual([
      'personalDetails',
      'changePassword',
      'kyc',
      'limits',
      'selfExclusion',
    ]);
    expect(onlyDgt[3]?.items.map((i) => i.label)).toEqual([
      'betHistory2',
      'transactions',
      'slotsHistory',
      'spinHistory',
    ]);
  });

  it('links the bet histories and the bookmaker settings to their pages', () => {
    const route = (label: string, isDesktop: boolean) =>
      buildProfileMenu(flags({ sftEnabled: true, dgtEnabled: true }), isDesktop)
        .flatMap((g) => g.items)
        .find((i) => i.label === label)?.route;
    expect(route('betHistory', true)).toBe('/profile/bet-history/sft');
    expect(route('betHistory2', true)).toBe('/sport/dgt/af/BetsHistory?unique=1');
    // Off desktop the second sportsbook only accepts its phone view.
    expect(route('betHistory2', false)).toBe('/sport/dgt/m/BetsHistory?unique=1');
    expect(
      buildProfileMenu(flags())
        .flatMap((g) => g.items)
        .find((i) => i.label === 'betHistory2')?.route,
    ).toBe('/sport/dgt/af/BetsHistory?unique=1');
    expect(route('bookmakersSettings', false)).toBe('/profile/bookmakers-settings');
  });

  it('reads the flags from the settings, all off while they load', () => {
    expect(menuFlags(undefined)).toEqual(flags());
    const settings = {
      isTransferToBonusBalanceOn: true,
      sportsbooks: [
        { id: 'sft', enabled: true, url: 'http://sft', styleUrl: null },
        { id: 'alt', enabled: true, url: 'http://alt', styleUrl: null },
        { id: 'dgt', enabled: false, url: 'http://dgt', styleUrl: null },
        { id: 'bby', enabled: false, url: 'http://bby', styleUrl: null },
      ],
    } satisfies Parameters<typeof menuFlags>[0];
    expect(menuFlags(settings)).toEqual({ isTransferToBonusBalanceOn: true, sftEnabled: true, dgtEnabled: false });
    expect(menuFlags({ isTransferToBonusBalanceOn: false, sportsbooks: [] })).toEqual(flags());
    expect(
      menuFlags({
        isTransferToBonusBalanceOn: false,
        sportsbooks: [{ id: 'dgt', enabled: true, url: '', styleUrl: null }],
      }),
    ).toEqual(flags({ dgtEnabled: true }));
  });

  it('bonusTransfer follows the isTransferToBonusBalanceOn setting', () => {
    const item = (on: boolean) =>
      buildProfileMenu(flags({ isTransferToBonusBalanceOn: on }))
        .find((g) => g.label === 'payments')
        ?.items.find((i) => i.label === 'bonusTransfer');
    // Off in settings: hidden regardless of the page being ready.
    expect(item(false)?.isDisplay).toBe(false);
    // On: shown, and it opens the exchange page (SPEC §2.3 exchange-bonus-balance).
    expect(item(true)).toEqual({ label: 'bonusTransfer', route: '/profile/exchange-bonus-balance', isDisplay: true });
  });
});
