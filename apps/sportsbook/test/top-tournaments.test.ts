import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTS } from '../src/feed/feed.sports.js';
import { requestId, selections } from './selections.js';
import { buildWorld, type World } from './world.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.close());

const top = async (query: string) => {
  const response = await w.app.inject({ method: 'GET', url: `/api/feed/tournaments/top${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { tournaments: { id: string; sport: number | string; prematch: number }[] }).tournaments;
};

describe('GET /api/feed/tournaments/top', () => {
  it("lists a new book's top divisions first, one per sport, in menu order", async () => {
    const list = await top(`?limit=${SPORTS.length}`);
    expect(list.map((tournament) => tournament.id)).toEqual(SPORTS.map((sport) => `${sport.key}-0-0`));
    expect(list.every((tournament) => tournament.prematch > 0)).toBe(true);
    expect(await top('?sport=1&limit=3')).toEqual([
      expect.objectContaining({ id: 'football-0-0', sport: 1 }),
      expect.objectContaining({ id: 'football-1-0' }),
      expect.objectContaining({ id: 'football-2-0' }),
    ]);
  });

  it('puts the tournaments most players bet on this week first, counted again every five minutes', async () => {
    // Two players on one tournament, one on another, away from the first division.
    const legs = await selections(w, 12);
    const tournamentOf = (eventId: string) => w.services.book.event(eventId)!.tournamentId;
    const [busy, quiet] = [...new Set(legs.map((leg) => tournamentOf(leg.event_id)))].filter(
      (id) => id !== 'football-0-0',
    );
    const on = (id: string | undefined) => legs.find((leg) => tournamentOf(leg.event_id) === id)!;
    for (const [leg, players] of [
      [on(busy), 2],
      [on(quiet), 1],
    ] as const) {
      for (let i = 0; i < players; i++) {
        const player = await w.player(1_000);
        for (const stake of [1, 2]) {
          const placed = await player.place({ request_id: requestId(), type: 'single', stake, legs: [leg] });
          expect(placed.statusCode, placed.body).toBe(200);
        }
      }
    }
    expect((await top('?sport=1&limit=1'))[0]!.id).toBe('football-0-0');
    w.clock.advance(5 * 60_000);
    expect((await top('?sport=1&limit=3')).map((tournament) => tournament.id)).toEqual([busy, quiet, 'football-0-0']);
    // A week on, those bets no longer count.
    w.clock.advance(7 * 24 * 3_600_000);
    expect((await top('?sport=1&limit=1'))[0]!.id).toBe('football-0-0');
  });

  it('refuses a limit out of range and an unknown sport', async () => {
    for (const query of ['?limit=0', '?limit=51', '?sport=999']) {
      const response = await w.app.inject({ method: 'GET', url: `/api/feed/tournaments/top${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
