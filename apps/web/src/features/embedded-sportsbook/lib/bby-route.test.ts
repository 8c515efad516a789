import { describe, expect, it } from 'vitest';
import { BBY_SPORTS, bbyRoute } from './bby-route';

describe('BBY_SPORTS', () => {
  it('is the SPEC §2.6 mapping', () => {
    expect(BBY_SPORTS).toEqual({
      football: '1',
      basketball: '2',
      baseball: '3',
      iceHockey: '4',
      tennis: '5',
      handball: '6',
      floorball: '7',
      golf: '9',
      boxing: '10',
      rugby: '12',
      aussieRules: '13',
      bandy: '15',
      americanFootball: '16',
      cycling: '17',
      specials: '18',
      snooker: '19',
      tableTennis: '20',
      cricket: '21',
      volleyball: '23',
      eSport: 'e_sport',
    });
  });
});

describe('bbyRoute', () => {
  it('reads the page and the sport in either order', () => {
    expect(bbyRoute('football/live')).toEqual({ page: 'live', sport: '1' });
    expect(bbyRoute('/live/tennis')).toEqual({ page: 'live', sport: '5' });
    expect(bbyRoute('/prematch/eSport/')).toEqual({ page: 'prematch', sport: 'e_sport' });
    expect(bbyRoute('line/cricket')).toEqual({ page: 'prematch', sport: '21' });
  });

  it('maps every sport name, in any case and with - or _', () => {
    for (const [name, id] of Object.entries(BBY_SPORTS)) {
      expect(bbyRoute(`live/${name}`), name).toEqual({ page: 'live', sport: id });
    }
    expect(bbyRoute('live/ice-hockey')).toEqual({ page: 'live', sport: '4' });
    expect(bbyRoute('live/TABLE_TENNIS')).toEqual({ page: 'live', sport: '20' });
    expect(bbyRoute('live/e-sport')).toEqual({ page: 'live', sport: 'e_sport' });
  });

  it('opens a sport alone on its prematch list', () => {
    expect(bbyRoute('basketball')).toEqual({ page: 'prematch', sport: '2' });
  });

  it('is home for nothing, or for nothing it knows', () => {
    expect(bbyRoute(null)).toEqual({ page: 'home' });
    expect(bbyRoute('')).toEqual({ page: 'home' });
    expect(bbyRoute('/')).toEqual({ page: 'home' });
    expect(bbyRoute('curling/somewhere')).toEqual({ page: 'home' });
    expect(bbyRoute('constructor/__proto__')).toEqual({ page: 'home' });
  });

  it('opens an event by its id, and ignores an event word without one', () => {
    expect(bbyRoute('event/123456')).toEqual({ page: 'event', event: '123456' });
    expect(bbyRoute('football/event/99')).toEqual({ page: 'event', event: '99' });
    expect(bbyRoute('event/abc')).toEqual({ page: 'home' });
    expect(bbyRoute('event/abc/live')).toEqual({ page: 'live' });
  });

  it('opens my bets, the betslip and the sports list, without a sport', () => {
    expect(bbyRoute('bets')).toEqual({ page: 'my-bets' });
    expect(bbyRoute('my-bets/football')).toEqual({ page: 'my-bets' });
    expect(bbyRoute('betslip')).toEqual({ page: 'betslip' });
    expect(bbyRoute('sports')).toEqual({ page: 'sports' });
  });

  it('takes the first page word and the first sport', () => {
    expect(bbyRoute('live/prematch/tennis/football')).toEqual({ page: 'live', sport: '5' });
  });

  it('decodes the words and survives a broken escape', () => {
    expect(bbyRoute('live%2Ftennis')).toEqual({ page: 'live', sport: '5' });
    expect(bbyRoute('live/tennis/%E0%A4%A')).toEqual({ page: 'live', sport: '5' });
  });
});
