import { describe, expect, it } from 'vitest';
import { pathOfRoute, routeOfPath } from './sportsbook-paths';

const read = (path: string) => {
  const url = new URL(path, 'http://site');
  return routeOfPath(url.pathname, url.searchParams);
};
const never = () => false;

describe('the native sportsbook addresses', () => {
  it('open prematch and live on football and the top tournaments on every sport', () => {
    expect(read('/sportsbook')).toEqual({ page: 'home' });
    expect(read('/sportsbook/prematch')).toEqual({ page: 'prematch', sport: '1' });
    expect(read('/sportsbook/live')).toEqual({ page: 'live', sport: '1' });
    expect(read('/sportsbook/top-tourneys')).toEqual({ page: 'top' });
    expect(read('/sportsbook/top-tourneys/0')).toEqual({ page: 'top' });
    expect(read('/sportsbook/top-tourneys/5')).toEqual({ page: 'top', sport: '5' });
  });

  it('read a sport, a tournament, an event and the phone pages', () => {
    expect(read('/sportsbook/live/5')).toEqual({ page: 'live', sport: '5' });
    expect(read('/sportsbook/prematch/e_sport')).toEqual({ page: 'prematch', sport: 'e_sport' });
    expect(read('/sportsbook/tourneys/2?tournament=nba')).toEqual({ page: 'prematch', sport: '2', tournament: 'nba' });
    expect(read('/sportsbook/tourneys/live?tournament=atp')).toEqual({ page: 'live', sport: '1', tournament: 'atp' });
    expect(read('/sportsbook/tourneys/live/5?tournament=atp')).toEqual({ page: 'live', sport: '5', tournament: 'atp' });
    expect(read('/sportsbook/event/line/42')).toEqual({ page: 'event', event: '42' });
    expect(read('/sportsbook/event/live/42')).toEqual({ page: 'event', event: '42' });
    expect(read('/sportsbook/all-sports')).toEqual({ page: 'sports' });
    expect(read('/sportsbook/betslip')).toEqual({ page: 'betslip' });
  });

  it('send what it cannot read to the start page or the default sport', () => {
    expect(read('/sportsbook/casino/1')).toEqual({ page: 'home' });
    expect(read('/sportsbook/live/<script>')).toEqual({ page: 'live', sport: '1' });
    expect(read('/sportsbook/event/line/abc')).toEqual({ page: 'home' });
    expect(read('/sportsbook/tourneys/1?tournament=a%20b')).toEqual({ page: 'prematch', sport: '1' });
  });

  it('keep the tickets in the profile', () => {
    expect(read('/profile/bet-history/sft')).toEqual({ page: 'my-bets' });
    expect(read('/profile/bet-history/sft?bets=settled')).toEqual({ page: 'my-bets', bets: 'settled' });
    expect(read('/profile/bet-detail/sft?id=77')).toEqual({ page: 'ticket', ticket: '77' });
    expect(read('/profile/bet-detail/sft?id=x')).toEqual({ page: 'my-bets' });
  });

  it('write every route back to the address it was read from', () => {
    for (const path of [
      '/sportsbook',
      '/sportsbook/top-tourneys/0',
      '/sportsbook/top-tourneys/2',
      '/sportsbook/prematch/1',
      '/sportsbook/live/5',
      '/sportsbook/tourneys/2?tournament=nba',
      '/sportsbook/tourneys/live/5?tournament=atp',
      '/sportsbook/event/line/42',
      '/sportsbook/all-sports',
      '/sportsbook/betslip',
      '/profile/bet-history/sft',
      '/profile/bet-history/sft?bets=all',
      '/profile/bet-detail/sft?id=77',
    ])
      expect(pathOfRoute(read(path), never)).toBe(path);
    expect(pathOfRoute({ page: 'event', event: '42' }, (id) => id === '42')).toBe('/sportsbook/event/live/42');
  });
});
