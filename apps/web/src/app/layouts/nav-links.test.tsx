import type { Settings } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavLinks, navFlags, navItems, type NavFlags } from './nav-links';

const books = (sft: boolean, dgt: boolean): Pick<Settings, 'sportsbooks'> => ({
  sportsbooks: [
    { id: 'sft', enabled: sft, url: 'http://sft.test', styleUrl: null },
    { id: 'alt', enabled: true, url: 'http://alt.test', styleUrl: null },
    { id: 'dgt', enabled: dgt, url: 'http://dgt.test', styleUrl: null },
    { id: 'bby', enabled: true, url: 'http://bby.test', styleUrl: null },
  ],
});

const entries = (flags: NavFlags) => navItems(flags).map((item) => [item.label, item.to]);
const activeFor = (pathname: string) =>
  navItems(navFlags(books(true, true), true))
    .filter((item) => item.section.test(pathname))
    .map((item) => item.label);

describe('main navigation entries', () => {
  it('lists sport, live, the second sportsbook, casino, live casino and virtuals (SPEC §2.6)', () => {
    expect(entries(navFlags(books(true, true), true))).toEqual([
      ['nav.sport', '/sportsbook/prematch/1'],
      ['nav.liveSport', '/sportsbook/live/1'],
      ['nav.sport2', '/sport/dgt/af/Prematch'],
      ['nav.liveSport2', '/sport/dgt/af/Live'],
      ['nav.casino', '/slots/casino'],
      ['nav.liveCasino', '/slots/live-casino'],
      ['nav.virtual', '/virtual-games'],
    ]);
  });

  it('opens the second sportsbook in its phone view off desktop', () => {
    expect(entries(navFlags(books(false, true), false))).toEqual([
      ['nav.sport2', '/sport/dgt/m/Prematch'],
      ['nav.liveSport2', '/sport/dgt/m/Live'],
      ['nav.casino', '/slots/casino'],
      ['nav.liveCasino', '/slots/live-casino'],
      ['nav.virtual', '/virtual-games'],
    ]);
  });

  it('hides a disabled sportsbook, and every sportsbook while the settings load', () => {
    expect(entries(navFlags(books(true, false), true)).map(([label]) => label)).toEqual([
      'nav.sport',
      'nav.liveSport',
      'nav.casino',
      'nav.liveCasino',
      'nav.virtual',
    ]);
    const casinoOnly = ['nav.casino', 'nav.liveCasino', 'nav.virtual'];
    expect(entries(navFlags(books(false, false), true)).map(([label]) => label)).toEqual(casinoOnly);
    expect(entries(navFlags(undefined, true)).map(([label]) => label)).toEqual(casinoOnly);
    expect(entries(navFlags({ sportsbooks: [] }, false)).map(([label]) => label)).toEqual(casinoOnly);
  });

  it.each([
    ['/sportsbook', 'nav.sport'],
    ['/sportsbook/prematch', 'nav.sport'],
    ['/sportsbook/prematch/7', 'nav.sport'],
    ['/sportsbook/top-tourneys', 'nav.sport'],
    ['/sportsbook/top-tourneys/0', 'nav.sport'],
    ['/sportsbook/tourneys', 'nav.sport'],
    ['/sportsbook/tourneys/3', 'nav.sport'],
    ['/sportsbook/event/line/123', 'nav.sport'],
    ['/sportsbook/live', 'nav.liveSport'],
    ['/sportsbook/live/1', 'nav.liveSport'],
    ['/sportsbook/event/live/456', 'nav.liveSport'],
    ['/sportsbook/tourneys/live', 'nav.liveSport'],
    ['/sportsbook/tourneys/live/2', 'nav.liveSport'],
    ['/sport/dgt/af/Prematch', 'nav.sport2'],
    ['/sport/dgt/m/Prematch/42', 'nav.sport2'],
    ['/sport/dgt/af/Home', 'nav.sport2'],
    ['/sport/dgt/af/Live', 'nav.liveSport2'],
    ['/sport/dgt/m/Live', 'nav.liveSport2'],
    ['/slots/casino', 'nav.casino'],
    ['/slots/casino/top', 'nav.casino'],
    ['/slots/live-casino', 'nav.liveCasino'],
    ['/virtual-games', 'nav.virtual'],
  ])('%s is under %s', (pathname, label) => {
    expect(activeFor(pathname)).toEqual([label]);
  });

  it.each(['/sportsbook/lively', '/sport/dgt/af/BetsHistory', '/sport/alt/bets', '/profile/user-info', '/slots/all'])(
    '%s is under no entry',
    (pathname) => {
      expect(activeFor(pathname)).toEqual([]);
    },
  );
});

describe('NavLinks', () => {
  function renderAt(pathname: string, settings?: Partial<Settings>) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    if (settings) client.setQueryData(['settings', 'en-US'], settings);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[pathname]}>
          <NavLinks vertical />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return within(screen.getByTestId('main-nav'));
  }

  it('shows the casino entries only while the settings load', () => {
    const nav = renderAt('/slots/casino');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Casino',
      'Live casino',
      'Virtual games',
    ]);
    expect(nav.getByRole('link', { name: 'Casino' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds the enabled sportsbooks and marks the current section', () => {
    const nav = renderAt('/sportsbook/event/live/9', books(true, true));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/sportsbook/prematch/1',
      '/sportsbook/live/1',
      // jsdom matches no media query: a phone, so the second sportsbook's phone view.
      '/sport/dgt/m/Prematch',
      '/sport/dgt/m/Live',
      '/slots/casino',
      '/slots/live-casino',
      '/virtual-games',
    ]);
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/sportsbook/live/1']);
  });
});
