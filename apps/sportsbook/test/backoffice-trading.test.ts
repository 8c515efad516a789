import { FeedEvent, TradingEventDetail, TradingEventList } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../server/test/staff.js';
import { requestId, selections } from './selections.js';
import { buildSite } from './site.js';
import { buildWorld, type World } from './world.js';

/**
 * The back office's sportsbook trading (/api/backoffice/sportsbook/…) against the real
 * sportsbook over HTTP: the platform calls its operator API with its key, for its super admin.
 */
const P = '/api/backoffice/sportsbook';
let w: World;
let site: Awaited<ReturnType<typeof buildSite>>;
let headers: Record<string, string>;
beforeAll(async () => {
  w = await buildWorld();
  await w.app.listen({ host: '127.0.0.1', port: 0 });
  site = await buildSite(w);
  ({ headers } = await signedInStaff(site.platform, 'SA'));
});
afterAll(async () => {
  await site?.close();
  await w?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  site.app.inject({ method, url: `${P}${url}`, headers, ...(payload ? { payload } : {}) });
const feedState = async (id: string) =>
  FeedEvent.parse((await w.app.inject({ method: 'GET', url: `/api/feed/events/${id}` })).json()).state;
const homeWins = {
  kind: 'score',
  periods: [
    { home: 2, away: 0 },
    { home: 1, away: 0 },
  ],
};

describe('sportsbook trading through the platform', () => {
  it("lists the sportsbook's events and shows one, named in the console's language", async () => {
    const list = await call('GET', '/events/?state=upcoming&sport=ice-hockey&limit=5&lang=fr-fr');
    expect(list.statusCode, list.body).toBe(200);
    const { events, total, sports } = TradingEventList.parse(list.json());
    expect(events).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
    expect(events.every((event) => event.sportName === 'Hockey sur glace' && event.state === 'upcoming')).toBe(true);
    expect(sports).toHaveLength(11);
    const one = await call('GET', `/events/${events[0]!.id}/?lang=fr-fr`);
    const detail = TradingEventDetail.parse(one.json());
    expect(detail).toMatchObject({ id: events[0]!.id, resultShape: { kind: 'score', periods: 3 } });
    expect(detail.markets.length).toBeGreaterThan(1);
  });

  it("passes the sportsbook's refusals on with their code and status", async () => {
    const missing = await call('GET', '/events/127/');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'event_not_found']);
    const chess = await call('GET', '/events/?sport=chess');
    expect([chess.statusCode, chess.json().code]).toEqual([400, 'invalid_request']);
    const [leg] = await selections(w, 1);
    // A football result has two halves: three is a shape the platform lets through and the book refuses.
    const halves = { kind: 'score', periods: [...homeWins.periods, { home: 0, away: 0 }] };
    const wrong = await call('POST', `/events/${leg!.event_id}/result/`, { result: halves });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'invalid_request']);
    expect(wrong.json().message).toContain('2 periods');
    const nowhere = await call('POST', '/events/127/void/', {});
    expect([nowhere.statusCode, nowhere.json().code]).toEqual([404, 'event_not_found']);
  });

  it('suspends an event: the public feed shows it suspended; the audit log keeps its state before', async () => {
    const [leg] = await selections(w, 1);
    const id = leg!.event_id;
    expect(await feedState(id)).toBe('prematch');
    const suspended = await call('POST', `/events/${id}/suspend/`, {});
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ suspended: true });
    expect(await feedState(id)).toBe('suspended');

    const entry = await site.platform.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', `POST ${P}/events/:id/suspend/`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ role: 'SA', status: 200, target: `events ${id}` });
    expect(entry.before).toMatchObject({ state: 'upcoming', override: { suspended: false }, liability: 0 });
    expect(entry.after).toMatchObject({ suspended: true });

    const market = await call('POST', `/events/${id}/resume/`, {});
    expect(market.json()).toMatchObject({ suspended: false, suspendedMarkets: [] });
    expect(await feedState(id)).toBe('prematch');
  });

  it("enters a result: the player's ticket settles on it; the liability is gone", async () => {
    const p = await site.player(10_000);
    const [leg] = await selections(w, 1);
    const placed = await p.post('/ticket/placement', {
      request_id: requestId(),
      type: 'single',
      stake: 10,
      legs: [leg],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const liability = await call('GET', `/liability/?event_id=${leg!.event_id}`);
    expect(liability.json()).toMatchObject([{ event_id: leg!.event_id, markets: [{ market_id: '1x2' }] }]);

    const entered = await call('POST', `/events/${leg!.event_id}/result/`, { result: homeWins });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({ result: homeWins, revision: 1 });
    await w.settleAll();
    const settled = (await p.get('/betshistory?status=settled')).json();
    expect(settled.results).toMatchObject([{ id: placed.json().id, status: 'Winner' }]);
    const payout = Math.floor((1_000 * Math.round(leg!.odds * 1000)) / 1000);
    expect(await p.balance()).toBe(10_000 - 1_000 + payout);
    expect((await call('GET', `/liability/?event_id=${leg!.event_id}`)).json()).toEqual([]);
  });

  it("reads and changes the book's settings", async () => {
    const before = (await call('GET', '/settings/')).json();
    expect(before).toMatchObject({ margin: expect.any(Number), maxStake: expect.any(Number) });
    const changed = await call('PUT', '/settings/', { maxStake: 750 });
    expect([changed.statusCode, changed.json().maxStake]).toEqual([200, 750]);
    expect((await call('GET', '/settings/')).json().maxStake).toBe(750);
    await call('PUT', '/settings/', { maxStake: before.maxStake });
  });
});
