import { FeedEvent, FeedEventList, FeedSportList, FeedTournamentList } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from './feed.labels.markets.js';
import { testClock, testDatabase } from '../stream/stream.testing.js';

describe('the feed routes', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let app: Awaited<ReturnType<Awaited<ReturnType<typeof testDatabase>>['instance']>>['app'];
  const clock = testClock();
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    database = await testDatabase();
    ({ app } = await database.instance(clock));
  });
  afterAll(async () => database?.close());

  it('lists every sport with its prematch and live counts, named in the language', async () => {
    const response = await get('/api/feed/sports?lang=fr');
    expect(response.statusCode).toBe(200);
    const { sports } = FeedSportList.parse(response.json());
    expect(sports).toHaveLength(11);
    expect(sports.find((sport) => sport.key === 'ice-hockey')).toMatchObject({ id: 4, name: 'Hockey sur glace' });
    expect(sports.find((sport) => sport.key === 'e-sport')?.id).toBe('e_sport');
    expect(sports.reduce((sum, sport) => sum + sport.live, 0)).toBeGreaterThanOrEqual(20);
    expect(sports.reduce((sum, sport) => sum + sport.prematch, 0)).toBeGreaterThanOrEqual(300);
  });

  it('lists categories and tournaments with their counts', async () => {
    const response = await get('/api/feed/tournaments?sport=1');
    const { categories, tournaments } = FeedTournamentList.parse(response.json());
    expect(categories).toHaveLength(12);
    expect(categories[0]).toMatchObject({ name: 'England', country: 'GB', sport: 1 });
    expect(tournaments).toHaveLength(24);
    expect(tournaments.every((tournament) => tournament.sport === 1 && tournament.prematch > 0)).toBe(true);
    const sum = categories.reduce((total, category) => total + category.prematch, 0);
    expect(sum).toBe(tournaments.reduce((total, tournament) => total + tournament.prematch, 0));
    expect((await get('/api/feed/tournaments?sport=chess')).statusCode).toBe(400);
  });

  it('lists prematch events by kick-off, each with its main market', async () => {
    const response = await get('/api/feed/events?state=prematch&limit=100');
    expect(response.statusCode).toBe(200);
    const { events, total } = FeedEventList.parse(response.json());
    expect(events).toHaveLength(100);
    expect(total).toBeGreaterThanOrEqual(2_000);
    const starts = events.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((start) => start > clock.now().getTime())).toBe(true);
    for (const event of events) {
      expect(event.state).toBe('prematch');
      expect(event.live).toBeUndefined();
      expect(event.main?.status).toBe('open');
      expect(event.main!.outcomes.every((outcome) => outcome.odds >= 1.01)).toBe(true);
      expect(event.markets).toBeGreaterThan(1);
    }
    const football = events.find((event) => event.sport === 1)!;
    expect(football.main!.outcomes.map((outcome) => outcome.name)).toEqual([football.home, 'Draw', football.away]);

    const soon = FeedEventList.parse((await get('/api/feed/events?state=prematch&sport=football&hours=12')).json());
    expect(soon.events.every((event) => event.sportKey === 'football')).toBe(true);
    expect(soon.events.every((event) => Date.parse(event.startsAt) <= clock.now().getTime() + 12 * 3_600_000)).toBe(
      true,
    );
  });

  it('lists the live events (at least 20 at any time), with their score and clock', async () => {
    const response = await get('/api/feed/events?state=live&limit=500');
    const { events } = FeedEventList.parse(response.json());
    expect(events.length).toBeGreaterThanOrEqual(20);
    for (const event of events) {
      expect(['live', 'suspended']).toContain(event.state);
      expect(event.live?.phase).toBe('in-play');
      expect(Date.parse(event.startsAt)).toBeLessThanOrEqual(clock.now().getTime());
    }
    const ru = FeedEventList.parse((await get('/api/feed/events?state=live&sport=5&lang=ru')).json());
    for (const event of ru.events) expect(event.live!.clock).toMatch(/сет|Завершён/);
  });

  it('shows one event with every market offered, grouped, in the language', async () => {
    const { events } = FeedEventList.parse((await get('/api/feed/events?state=prematch&sport=1&limit=1')).json());
    const response = await get(`/api/feed/events/${events[0]!.id}?lang=ar-ar`);
    expect(response.statusCode).toBe(200);
    const event = FeedEvent.parse(response.json());
    expect(event.groups.map((group) => group.id)).toEqual(['main', 'totals', 'handicaps', 'score', 'halves']);
    expect(event.groups[0]!.name).toBe('الرئيسية');
    const order = event.all.map((market) => GROUPS.indexOf(market.group as (typeof GROUPS)[number]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(event.all.every((market) => market.status === 'open' || market.status === 'suspended')).toBe(true);
    const total = event.all.find((market) => market.id === 'total:2.5')!;
    expect(total).toMatchObject({ type: 'total', line: 2.5, name: 'مجموع الأهداف', group: 'totals' });
    expect(total.outcomes.map((outcome) => outcome.name)).toEqual(['أكثر من 2.5', 'أقل من 2.5']);
    expect(event.markets).toBe(event.all.filter((market) => market.status === 'open').length);

    const live = FeedEventList.parse((await get('/api/feed/events?state=live&sport=1&limit=1')).json()).events[0]!;
    const inPlay = FeedEvent.parse((await get(`/api/feed/events/${live.id}`)).json());
    expect(inPlay.live?.phase).toBe('in-play');
    expect(inPlay.all.length).toBeGreaterThan(0);
  });

  it('shows a finished event with its state and no market', async () => {
    const { events } = FeedEventList.parse((await get('/api/feed/events?state=live&sport=1&limit=1')).json());
    clock.advance(3 * 3_600_000);
    const response = await get(`/api/feed/events/${events[0]!.id}`);
    clock.advance(-3 * 3_600_000);
    const event = FeedEvent.parse(response.json());
    expect(event.state).toBe('finished');
    expect(event.live?.phase).toBe('finished');
    expect(event.all).toEqual([]);
  });

  it('answers 404 event_not_found for an id that names no event', async () => {
    for (const id of ['999999999999999', '0', 'abc', '012']) {
      const response = await get(`/api/feed/events/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('event_not_found');
    }
  });
});
