import type { SlotsHistoryPage } from '@casino/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError } from '../../../test/api.js';
import { type GamesWorld, setUpGames } from '../../../test/games.js';
import { createProvider } from '../../../test/provider.js';
import { LOCAL_STUDIO_WALLET_SECRET } from '../../config.js';

let w: GamesWorld;
let studio: Awaited<ReturnType<typeof createProvider>>;
let player: { id: number; auth: Record<string, string> };
let other: { id: number; auth: Record<string, string> };

async function round(userId: number, id: string, game: string, bet: number, win: number | null, closed = true) {
  const base = { round_id: id, player_id: String(userId) };
  const placed = await studio.call('bet', { ...base, transaction_id: `${id}-bet`, game_id: game, amount: bet });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  if (win !== null) {
    const paid = await studio.call('win', {
      ...base,
      transaction_id: `${id}-win`,
      bet_transaction_id: `${id}-bet`,
      amount: win,
      round_closed: closed,
    });
    expect(paid.status).toBe(200);
  }
}

beforeAll(async () => {
  w = await setUpGames();
  studio = await createProvider(w.t, 'studio', LOCAL_STUDIO_WALLET_SECRET);
  player = await w.user('P', 5_000);
  other = await w.user('P', 5_000);
  for (const p of [player, other]) await studio.launch(p.id, 'lucky-clover');
  await round(player.id, 'h1', 'lucky-clover', 1, 2.5);
  await round(player.id, 'h2', 'neon-nights', 2, 0);
  await round(player.id, 'h3', 'lucky-clover', 1, null);
  await round(player.id, 'h4', 'lucky-clover', 1, null);
  await studio.call('rollback', {
    transaction_id: 'h4-rb',
    round_id: 'h4',
    player_id: String(player.id),
    bet_transaction_id: 'h4-bet',
  });
  await round(other.id, 'o1', 'lucky-clover', 3, 0);
  // Spread the rounds over days: h1 three days ago, h2 yesterday, the rest today.
  const backdate = (id: string, days: number) =>
    sql`UPDATE provider_rounds SET created_at = now() - make_interval(days => ${days}) WHERE round_id = ${id}`.execute(
      w.t.db,
    );
  await backdate('h1', 3);
  await backdate('h2', 1);
});
afterAll(async () => w.close());

const history = async (auth: Record<string, string>, query = '') => {
  const response = await w.t.app.inject({ method: 'GET', url: `/api/backoffice/betshistory/${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SlotsHistoryPage>();
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('slots history', () => {
  it('shows each of the player’s rounds with balances, amounts and status, newest first', async () => {
    const page = await history(player.auth);
    expect(page.count).toBe(4);
    expect(page.results.map((r) => [r.gameId, r.status, r.betAmount, r.winAmount])).toEqual([
      ['lucky-clover', 'Cancelled', 0, 0],
      ['lucky-clover', 'Wait', 1, 0],
      ['neon-nights', 'Loser', 2, 0],
      ['lucky-clover', 'Winner', 1, 2.5],
    ]);
    const won = page.results[3]!;
    expect(won).toMatchObject({
      provider: 'studio',
      freeSpin: false,
      balance: { before: 50, after: 51.5, currency: 'EUR' },
    });
    expect(page.results[2]!.balance).toEqual({ before: 51.5, after: 49.5, currency: 'EUR' });
  });

  it('calls a round won only when its wins exceed its stake', async () => {
    const third = await w.user('P', 5_000);
    await studio.launch(third.id, 'lucky-clover');
    await round(third.id, 'less', 'lucky-clover', 15, 10);
    await round(third.id, 'even', 'lucky-clover', 2, 2);
    await round(third.id, 'more', 'lucky-clover', 2, 2.01);
    expect((await history(third.auth)).results.map((r) => [r.id, r.status])).toEqual([
      ['studio:more', 'Winner'],
      ['studio:even', 'Loser'],
      ['studio:less', 'Loser'],
    ]);
  });

  it('shows only the signed-in player’s rounds, and never to a guest', async () => {
    const theirs = await history(other.auth);
    expect(theirs.results.map((r) => r.id)).toEqual(['studio:o1']);
    expectError(await w.t.app.inject({ method: 'GET', url: '/api/backoffice/betshistory/' }), 401, 'not_authenticated');
  });

  it('filters by days, from the start of date_from to the end of date_to', async () => {
    expect((await history(player.auth, `?date_from=${day(0)}`)).count).toBe(2);
    expect((await history(player.auth, `?date_from=${day(-1)}&date_to=${day(-1)}`)).results[0]?.gameId).toBe(
      'neon-nights',
    );
    expect((await history(player.auth, `?date_to=${day(-2)}`)).count).toBe(1);
    expect((await history(player.auth, `?date_from=${day(1)}`)).count).toBe(0);
  });

  it('filters by producer and pages', async () => {
    await w.t.db
      .insertInto('game_producers')
      .values({ code: 'indie', name: 'Indie', integrations: ['studio'] })
      .execute();
    await w.t.db.updateTable('games').set({ producer: 'indie' }).where('game_id', '=', 'neon-nights').execute();
    expect((await history(player.auth, '?producer=indie')).results.map((r) => r.id)).toEqual(['studio:h2']);
    expect((await history(player.auth, '?producer=studio')).count).toBe(3);
    expect((await history(player.auth, '?producer=nobody')).count).toBe(0);
    const second = await history(player.auth, '?page=2&page_size=3');
    expect(second).toMatchObject({ count: 4, page: 2, page_size: 3 });
    expect(second.results.map((r) => r.id)).toEqual(['studio:h1']);
  });

  it('refuses bad filters with field errors', async () => {
    const get = (query: string) =>
      w.t.app.inject({ method: 'GET', url: `/api/backoffice/betshistory/${query}`, headers: player.auth });
    expectFieldError(await get('?date_from=2024-02-30'), 'date_from', 'invalid_date');
    expectFieldError(await get('?date_to=yesterday'), 'date_to', 'invalid_date');
    expectFieldError(await get('?page_size=101'), 'page_size', 'too_long');
    expectFieldError(await get('?page=0'), 'page', 'too_short');
    expectFieldError(await get('?producer=%3Cscript%3E'), 'producer', 'invalid');
  });
});
