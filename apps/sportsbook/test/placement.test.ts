import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEVERAL_SPORTS } from '../src/modules/tickets/placement.service.js';
import { requestId, selections } from './selections.js';
import { buildWorld, type World } from './world.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.close());

describe('ticket placement through the seamless wallet', () => {
  it('places a prematch single: the stake leaves the platform balance once, the ticket waits', async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1);
    const response = await p.place({ request_id: requestId(), type: 'single', stake: 12.5, legs: [leg] });
    expect(response.statusCode, response.body).toBe(200);
    const bet = response.json();
    expect(bet).toMatchObject({ status: 'Wait', amountIn: 12.5, amountOut: 0, ticketType: 'single', balance: 87.5 });
    expect(bet.ticketCode).toMatch(/^SB[0-9A-Z]{6}$/);
    expect(await p.balance()).toBe(8_750);
    const history = (await p.get('/api/c/betshistory?status=open')).json();
    expect(history.count).toBe(1);
    expect(history.results[0].cashOut).toBeGreaterThan(0);
    const sub = (await p.get(`/api/c/${bet.id}/subbet`)).json();
    expect(sub.events[0]).toMatchObject({ sport: 'football', subticketId: `${bet.id}-0` });
    expect(sub.outcomes[0]).toMatchObject({ market: '1x2', outcomeId: 'home', status: 'Wait', odd: leg!.odds });
    // Named in the player's language: the market, and the pick by its team.
    expect(sub.outcomes[0].marketName).not.toBe('1x2');
    expect(sub.events[0].name.startsWith(sub.outcomes[0].outcomeName)).toBe(true);
  });

  it("names the ticket's sport to the platform's wallet as its game, for the reports by sport", async () => {
    const p = await w.player(10_000);
    const [football, secondFootball] = await selections(w, 2);
    const [handball] = await selections(w, 1, { sport: 'handball' });
    expect((await p.place({ request_id: requestId(), type: 'single', stake: 1, legs: [football] })).statusCode).toBe(
      200,
    );
    const mixed = [secondFootball, handball];
    expect((await p.place({ request_id: requestId(), type: 'accumulator', stake: 1, legs: mixed })).statusCode).toBe(
      200,
    );
    const { rows } = await sql<{ game_id: string }>`SELECT game_id FROM provider_rounds
      WHERE provider = 'sportsbook' AND user_id = ${p.id}`.execute(w.platform.db);
    expect(rows.map((row) => row.game_id).sort()).toEqual(['football', SEVERAL_SPORTS]);
  });

  it('refuses two legs of one event, odds that moved, and a stake the balance does not cover', async () => {
    const p = await w.player(500);
    const [leg] = await selections(w, 1);
    const same = await p.place({
      request_id: requestId(),
      type: 'accumulator',
      stake: 1,
      legs: [leg, { ...leg, outcome_id: 'away' }],
    });
    expect(same.json()).toMatchObject({ code: 'error_block_bet_data' });
    const moved = await p.place({
      request_id: requestId(),
      type: 'single',
      stake: 1,
      legs: [{ ...leg, odds: leg!.odds + 0.5 }],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'coefs_changed', legs: [{ odds: leg!.odds }] });
    const higher = await p.place({
      request_id: requestId(),
      type: 'single',
      stake: 1,
      accept_odds: 'any',
      legs: [{ ...leg, odds: leg!.odds + 0.5 }],
    });
    expect(higher.statusCode).toBe(200);
    expect(higher.json().coef).toBe(leg!.odds);
    const poor = await p.place({ request_id: requestId(), type: 'single', stake: 10, legs: [leg] });
    expect(poor.json()).toMatchObject({ code: 'not_enough_money' });
    expect(await p.balance()).toBe(400);
    expect((await p.get('/api/c/betshistory')).json().count).toBe(1);
  });

  it('cannot be cancelled by the player', async () => {
    const p = await w.player();
    const [leg] = await selections(w, 1);
    const bet = (await p.place({ request_id: requestId(), type: 'single', stake: 1, legs: [leg] })).json();
    const cancel = await p.post(`/api/c/ticket/${bet.id}/cancel`);
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().code).toBe('permission_denied');
    const other = await w.player();
    expect((await other.post(`/api/c/ticket/${bet.id}/cancel`)).statusCode).toBe(404);
    expect((await other.get(`/api/c/${bet.id}/subbet`)).statusCode).toBe(404);
  });

  it('100 concurrent placements of one request id make one ticket and take one stake', async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1);
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => p.place({ request_id: id, type: 'single', stake: 2, legs: [leg] })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().code === 'error_exist_bet')).toBe(true);
    expect(await p.balance()).toBe(9_800);
    expect((await p.get('/api/c/betshistory')).json().count).toBe(1);
  });

  it('200 concurrent tickets against a balance covering k of them: exactly k are accepted', async () => {
    const k = 23;
    const p = await w.player(k * 150);
    const legs = await selections(w, 5);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        p.place({ request_id: requestId(), type: 'single', stake: 1.5, legs: [legs[i % legs.length]] }),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 200);
    expect(accepted).toHaveLength(k);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().code === 'not_enough_money')).toBe(true);
    expect(await p.balance()).toBe(0);
    expect((await p.get('/api/c/betshistory?page_size=100')).json().count).toBe(k);
    expect((await w.reconcile()).ok).toBe(true);
  });
});
