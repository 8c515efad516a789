import { describe, expect, it } from 'vitest';
import { DGT_DEVICE_VIEWS, DGT_VIEW_PAGES, resolveDgtRoute, type DgtRequest } from './dgt-route';

const resolve = (request: Partial<DgtRequest>) =>
  resolveDgtRoute({ view: undefined, page: undefined, id: undefined, search: '', device: 'desktop', ...request });

describe('resolveDgtRoute', () => {
  it('allows one view per device kind: m on a phone, af on a desktop', () => {
    expect(DGT_DEVICE_VIEWS).toEqual({ phone: ['m'], desktop: ['af'] });
  });

  it('shows a valid address: af is the Asian layout, m the mobile one', () => {
    expect(resolve({ view: 'af', page: 'Live' })).toEqual({
      kind: 'show',
      view: 'af',
      page: 'Live',
      layout: 'asian',
      route: { page: 'live' },
      unique: false,
    });
    expect(resolve({ view: 'm', page: 'Prematch', device: 'phone' })).toMatchObject({
      kind: 'show',
      layout: 'mobile',
      route: { page: 'prematch' },
    });
  });

  it('maps every allowed page to the client page', () => {
    const pages = (view: 'af' | 'm', device: 'desktop' | 'phone') =>
      DGT_VIEW_PAGES[view].map((page) => {
        const result = resolve({ view, page, id: page === 'Event' ? '42' : undefined, device });
        return result.kind === 'show' ? result.route : result;
      });
    expect(pages('af', 'desktop')).toEqual([
      { page: 'home' },
      { page: 'live' },
      { page: 'prematch' },
      { page: 'event', event: '42' },
      { page: 'my-bets' },
    ]);
    expect(pages('m', 'phone').at(-1)).toEqual({ page: 'betslip' });
  });

  it('sends an unknown view, or none, to Home in the default view of the device', () => {
    expect(resolve({ view: 'x', page: 'Live' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Home' });
    expect(resolve({ view: 'x', page: 'Live', device: 'phone' })).toEqual({
      kind: 'redirect',
      to: '/sport/dgt/m/Home',
    });
    expect(resolve({})).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Home' });
    expect(resolve({ view: 'AF', page: 'Live' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Home' });
  });

  it("swaps the other device's view for this one, keeping the page and id", () => {
    expect(resolve({ view: 'af', page: 'Live', device: 'phone' })).toEqual({
      kind: 'redirect',
      to: '/sport/dgt/m/Live',
    });
    expect(resolve({ view: 'm', page: 'Event', id: '77', device: 'desktop' })).toEqual({
      kind: 'redirect',
      to: '/sport/dgt/af/Event/77',
    });
  });

  it("sends a page the view does not list to Home in the same view (Betslip is the phone view's only)", () => {
    expect(resolve({ view: 'af', page: 'Casino' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Home' });
    expect(resolve({ view: 'af', page: 'Betslip' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Home' });
    expect(resolve({ view: 'm', page: 'Betslip', device: 'desktop' })).toEqual({
      kind: 'redirect',
      to: '/sport/dgt/af/Home',
    });
    expect(resolve({ view: 'm', page: 'Betslip', device: 'phone' })).toMatchObject({ kind: 'show', page: 'Betslip' });
  });

  it('lands on Home when the page is missing, and writes a page name in its own case', () => {
    expect(resolve({ view: 'af' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Home' });
    expect(resolve({ view: 'af', page: 'betshistory' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/BetsHistory' });
  });

  it('needs an event id for Event, and takes none for the other pages', () => {
    expect(resolve({ view: 'af', page: 'Event' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Home' });
    expect(resolve({ view: 'af', page: 'Event', id: 'abc' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Home' });
    expect(resolve({ view: 'af', page: 'Event', id: '1234567890123456' })).toEqual({
      kind: 'redirect',
      to: '/sport/dgt/af/Home',
    });
    expect(resolve({ view: 'af', page: 'Live', id: '5' })).toEqual({ kind: 'redirect', to: '/sport/dgt/af/Live' });
  });

  it('reads the unique flag and keeps the query string through every redirect', () => {
    expect(resolve({ view: 'af', page: 'BetsHistory', search: '?unique=1' })).toMatchObject({
      kind: 'show',
      route: { page: 'my-bets' },
      unique: true,
    });
    expect(resolve({ view: 'af', page: 'BetsHistory', search: '?unique=0' })).toMatchObject({ unique: false });
    expect(resolve({ view: 'af', page: 'BetsHistory', search: '?unique=1', device: 'phone' })).toEqual({
      kind: 'redirect',
      to: '/sport/dgt/m/BetsHistory?unique=1',
    });
    expect(resolve({ view: 'zz', search: '?unique=1' })).toEqual({
      kind: 'redirect',
      to: '/sport/dgt/af/Home?unique=1',
    });
  });

  it('never redirects an address it accepts (no loop)', () => {
    for (const device of ['phone', 'desktop'] as const) {
      for (const view of ['m', 'af', 'x', undefined]) {
        for (const page of ['Home', 'Live', 'Event', 'Betslip', 'BetsHistory', 'nope', undefined]) {
          for (const id of [undefined, '9', 'bad']) {
            const first = resolve({ view, page, id, device });
            if (first.kind === 'show') continue;
            const [, , , nextView, nextPage, nextId] = first.to.split('/');
            expect(resolve({ view: nextView, page: nextPage, id: nextId, device }).kind, first.to).toBe('show');
          }
        }
      }
    }
  });
});
