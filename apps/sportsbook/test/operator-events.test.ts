import { TradingEventDetail, TradingEventList } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, selections } from './selections.js';
import { buildWorld, type World } from './world.js';

/** The trader's views of the operator API: the events list and one event's detail. */
let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.close());

const list = async (query: string) => {
  const response = await w.operator('GET', `/api/operator/events?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return TradingEventList.parse(response.json());
};
const detail = async (id: string, lang = 'en-US') => {
  const response = await w.operator('GET', `/api/operator/events/${id}?lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return TradingEventDetail.parse(response.json());
};

describe('the operator events list', () => {
  it('lists upcoming events soonest first, filtered by sport and searched by name, league or id', async () => {
    const upcoming = await list('state=upcoming&limit=200');
    expect(upcoming.events).toHaveLength(200);
    expect(upcoming.total).toBeGreaterThan(1_000);
    expect(upcoming.sports.map((sport) => sport.key)).toContain('ice-hockey');
    const starts = upcoming.events.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(upcoming.events.every((e) => e.state === 'upcoming' && !e.live && e.liability === 0)).toBe(true);
    expect(upcoming.events[0]!.override).toEqual({
      suspended: false,
      suspendedMarkets: [],
      status: null,
      statusSince: null,
      result: null,
      revision: 0,
    });

    const tennis = await list('state=upcoming&sport=tennis&limit=20');
    expect(tennis.events.every((event) => event.sport === 'tennis' && event.sportName === 'Tennis')).toBe(true);
    const byNumber = await list('state=upcoming&sport=5&limit=20');
    expect(byNumber.total).toBe(tennis.total);

    const first = upcoming.events[0]!;
    const part = first.name.slice(0, 12);
    const found = await list(`search=${encodeURIComponent(part.toUpperCase())}`);
    const named = (text: string) => text.toLowerCase().includes(part.toLowerCase());
    expect(found.events.every((event) => named(event.name) || named(event.league))).toBe(true);
    expect(found.events.map((event) => event.id)).toContain(first.id);
    expect((await list(`search=${first.id}`)).events.map((event) => event.id)).toContain(first.id);
    const league = await list(`state=upcoming&search=${encodeURIComponent(first.league)}&limit=5`);
    expect(league.events.every((event) => event.league === first.league)).toBe(true);

    const live = await list('state=live&limit=200');
    expect(live.events.length).toBeGreaterThanOrEqual(20);
    expect(live.events.every((event) => event.live && Date.parse(event.startsAt) <= w.clock.now().getTime())).toBe(
      true,
    );
  });

  it('refuses an unknown sport or state, and anyone without the key', async () => {
    expect((await w.operator('GET', '/api/operator/events?sport=chess')).json().code).toBe('invalid_request');
    expect((await w.operator('GET', '/api/operator/events?state=over')).statusCode).toBe(400);
    expect((await w.app.inject({ method: 'GET', url: '/api/operator/events' })).statusCode).toBe(403);
    expect((await w.app.inject({ method: 'GET', url: '/api/operator/events/1' })).statusCode).toBe(403);
  });

  it("shows an event's markets, what the operator suspended, and its liability by market, named", async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1);
    const placed = await p.place({ request_id: requestId(), type: 'single', stake: 10, legs: [leg] });
    expect(placed.statusCode, placed.body).toBe(200);
    const before = await detail(leg!.event_id);
    expect(before.resultShape).toEqual({ kind: 'score', periods: 2, overtime: 'never' });
    expect(before.result).toBeNull();
    expect(before.markets.find((market) => market.id === '1x2')).toMatchObject({
      name: 'Match result',
      status: 'open',
      suspendedByOperator: false,
    });
    const payout = Math.floor(10 * Math.round(leg!.odds * 1000)) / 1000;
    expect(before.liability).toBeCloseTo(payout, 2);
    expect(before.liabilityByMarket).toEqual([
      {
        market_id: '1x2',
        name: 'Match result',
        liability: before.liability,
        outcomes: [{ outcome_id: 'home', name: before.home, stakes: 10, payout: before.liability }],
      },
    ]);
    const listed = await list(`search=${leg!.event_id}`);
    expect(listed.events[0]).toMatchObject({ id: leg!.event_id, liability: before.liability });

    await w.operator('POST', `/api/operator/events/${leg!.event_id}/suspend`, { market_id: 'total:2.5' });
    const one = await detail(leg!.event_id, 'fr');
    expect(one.override.suspendedMarkets).toEqual(['total:2.5']);
    expect(one.markets.find((m) => m.id === 'total:2.5')).toMatchObject({
      status: 'suspended',
      suspendedByOperator: true,
    });
    expect(one.markets.find((m) => m.id === '1x2')).toMatchObject({ status: 'open', name: 'Résultat du match' });
    const whole = await w.operator('POST', `/api/operator/events/${leg!.event_id}/suspend`, {});
    expect(whole.json()).toMatchObject({ suspended: true, suspendedMarkets: ['total:2.5'] });
    expect((await detail(leg!.event_id)).markets.every((m) => m.suspendedByOperator && m.status === 'suspended')).toBe(
      true,
    );
    await w.operator('POST', `/api/operator/events/${leg!.event_id}/resume`, {});
    expect((await detail(leg!.event_id)).override).toMatchObject({ suspended: false, suspendedMarkets: [] });
  });

  it('moves an event through held, upcoming again, settled on a result entered, and void', async () => {
    const [leg] = await selections(w, 1);
    const id = leg!.event_id;
    const held = await w.operator('POST', `/api/operator/events/${id}/hold`, { status: 'postponed' });
    expect(held.json()).toMatchObject({ status: 'postponed', statusSince: w.clock.now().toISOString() });
    expect((await list('state=held')).events.map((event) => event.id)).toContain(id);
    await w.operator('POST', `/api/operator/events/${id}/reinstate`);
    expect((await list(`search=${id}`)).events[0]!.state).toBe('upcoming');

    const result = {
      kind: 'score',
      periods: [
        { home: 2, away: 0 },
        { home: 0, away: 1 },
      ],
    };
    expect((await w.operator('POST', `/api/operator/events/${id}/result`, { result })).json()).toMatchObject({
      result,
      revision: 1,
    });
    const settled = await list('state=settled');
    expect(settled.events.find((event) => event.id === id)?.override.result).toEqual(result);
    const after = await detail(id);
    expect([after.state, after.result, after.markets]).toEqual(['settled', result, []]);
    await w.operator('POST', `/api/operator/events/${id}/void`);
    expect(await detail(id)).toMatchObject({
      state: 'settled',
      result: null,
      override: { status: 'void', revision: 2 },
    });
  });

  it("answers event_not_found for an id that names no event; a finished event shows the feed's result", async () => {
    const missing = await w.operator('GET', '/api/operator/events/127');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'event_not_found']);
    const [leg] = await selections(w, 1);
    await w.finish(leg!.event_id);
    const finished = await detail(leg!.event_id);
    expect(finished.state).toBe('finished');
    expect(finished.result).toMatchObject({ kind: 'score' });
    expect(finished.scoreboard?.phase).toBe('finished');
    expect((await list('state=finished&limit=200')).events.map((event) => event.id)).toContain(leg!.event_id);
  });
});
