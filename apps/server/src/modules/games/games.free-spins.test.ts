import type { FreeSpinInfo, GameSessionResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, expectError, expectFieldError } from '../../../test/api.js';
import { type GamesWorld, setUpGames } from '../../../test/games.js';
import { createProvider } from '../../../test/provider.js';
import { LOCAL_STUDIO_WALLET_SECRET } from '../../config.js';
import { reconcile } from '../wallet/index.js';

let w: GamesWorld;
let studio: Awaited<ReturnType<typeof createProvider>>;
let operator: { id: number; auth: Record<string, string> };

beforeAll(async () => {
  w = await setUpGames();
  studio = await createProvider(w.t, 'studio', LOCAL_STUDIO_WALLET_SECRET);
  operator = await w.user('SO');
});
afterAll(async () => {
  // Free spins moved no money of their own, and their wins went through the ledger.
  expect((await reconcile(w.t.db)).ok).toBe(true);
  await w.close();
});

const grantUrl = '/api/backoffice/freespins/';
async function grant(userId: number, extra: object = {}): Promise<FreeSpinInfo> {
  const response = await w.t.app.inject({
    method: 'POST',
    url: grantUrl,
    headers: operator.auth,
    payload: { user_id: userId, provider: 'studio', game_id: 'lucky-clover', count: 3, bet: 0.5, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FreeSpinInfo>();
}
async function info(auth: Record<string, string>, id: number) {
  const response = await w.t.app.inject({ method: 'GET', url: `/api/slots/studio/freespin/${id}/`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FreeSpinInfo>();
}
let txs = 0;
function spin(userId: number, session: number, extra: { game?: string; amount?: number; tx?: string } = {}) {
  txs += 1;
  const tx = extra.tx ?? `fs-${txs}`;
  return studio.call('bet', {
    transaction_id: tx,
    round_id: `round-${tx}`,
    player_id: String(userId),
    game_id: extra.game ?? 'lucky-clover',
    amount: extra.amount ?? 0,
    free_spin_session_id: session,
  });
}
const balances = async (userId: number) => (await w.t.services.wallet.getPlayerBalances(userId))!;

describe('granting free spins', () => {
  it('is for operators only, checked on the server', async () => {
    const player = await w.user();
    const payload = { user_id: player.id, provider: 'studio', game_id: 'lucky-clover', count: 3, bet: 0.5 };
    expectError(await w.t.app.inject({ method: 'POST', url: grantUrl, payload }), 401, 'not_authenticated');
    const self = await w.t.app.inject({ method: 'POST', url: grantUrl, headers: player.auth, payload });
    expectError(self, 403, 'permission_denied');
  });

  it('refuses bad grants', async () => {
    const player = await w.user();
    const post = (payload: object) =>
      w.t.app.inject({
        method: 'POST',
        url: grantUrl,
        headers: operator.auth,
        payload: { user_id: player.id, provider: 'studio', game_id: 'lucky-clover', count: 3, bet: 0.5, ...payload },
      });
    expectFieldError(await post({ count: 0 }), 'count', 'too_short');
    expectFieldError(await post({ count: 1.5 }), 'count', 'invalid');
    expectFieldError(await post({ count: undefined }), 'count', 'required');
    expectFieldError(await post({ valid_hours: 10_000 }), 'valid_hours', 'too_long');
    expectFieldError(await post({ user_id: -3 }), 'user_id', 'invalid');
    expectFieldError(await post({ bet: -1 }), 'bet', 'invalid');
    expectError(await post({ user_id: 999_999 }), 404, 'not_found');
    expectError(await post({ user_id: operator.id }), 404, 'not_found');
    expectError(await post({ game_id: 'no-such-game' }), 404, 'game_not_found');
    expectError(await post({ provider: 'elsewhere' }), 404, 'provider_not_found');
    expectError(await post({ game_id: 'european-roulette' }), 409, 'free_spins_unavailable');
    expectError(await post({ bet: 1000 }), 400, 'transaction_limit');
  });

  it('gives the player a session they alone can see', async () => {
    const player = await w.user();
    const other = await w.user();
    const granted = await grant(player.id);
    expect(granted).toMatchObject({
      provider: 'studio',
      game_id: 'lucky-clover',
      session_end: false,
      freespin_left: 3,
      freespin_total: 3,
      bet: 0.5,
      prize: { amount: 0, currency: 'EUR' },
    });
    const list = await w.t.app.inject({ method: 'GET', url: '/api/slots/freespins/', headers: player.auth });
    expect(list.json<FreeSpinInfo[]>().map((s) => [s.id, s.game_name])).toEqual([[granted.id, expect.any(String)]]);
    const theirs = await w.t.app.inject({ method: 'GET', url: '/api/slots/freespins/', headers: other.auth });
    expect(theirs.json()).toEqual([]);
    const peek = await w.t.app.inject({
      method: 'GET',
      url: `/api/slots/studio/freespin/${granted.id}/`,
      headers: other.auth,
    });
    expectError(peek, 404, 'not_found');
    expectError(
      await w.t.app.inject({ method: 'GET', url: `/api/slots/studio/freespin/${granted.id}/` }),
      401,
      'not_authenticated',
    );
  });
});

describe('playing free spins through the seamless wallet', () => {
  it('launches with the free spins in the authenticate answer, uses them without money, pays wins to bonus', async () => {
    const player = await w.user('P', 1_000);
    const granted = await grant(player.id);
    const opened = await w.t.app.inject({
      method: 'POST',
      url: '/api/slots/studio/session/freespin/',
      headers: player.auth,
      payload: { free_spin_session_id: granted.id, lang: 'en' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const token = new URL(opened.json<GameSessionResponse>().session_url).searchParams.get('token')!;
    const auth = await studio.call('authenticate', { token });
    expect(auth.body).toMatchObject({
      game_id: 'lucky-clover',
      free_spins: { session_id: granted.id, left: 3, bet: 0.5 },
    });

    const before = await balances(player.id);
    const first = await spin(player.id, granted.id, { tx: `first-${granted.id}` });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ amount: 0, balance: 10 });
    // A retry of the same spin is answered again and takes no second spin.
    expect((await spin(player.id, granted.id, { tx: `first-${granted.id}` })).body).toEqual(first.body);
    expect((await info(player.auth, granted.id)).freespin_left).toBe(2);

    const win = await studio.call('win', {
      transaction_id: `first-win-${granted.id}`,
      round_id: `round-first-${granted.id}`,
      player_id: String(player.id),
      bet_transaction_id: `first-${granted.id}`,
      amount: 4.2,
      round_closed: true,
    });
    expect(win.status).toBe(200);
    const after = await balances(player.id);
    expect(after.cash).toBe(before.cash);
    expect(after.bonus).toBe(before.bonus + 420);
    expect((await info(player.auth, granted.id)).prize).toEqual({ amount: 4.2, currency: 'EUR' });

    const history = await w.t.app.inject({ method: 'GET', url: '/api/backoffice/betshistory/', headers: player.auth });
    expect(history.json<{ results: unknown[] }>().results[0]).toMatchObject({
      freeSpin: true,
      betAmount: 0,
      winAmount: 4.2,
      status: 'Winner',
    });
  });

  it('refuses a free spin with money, on another game, or of another player’s session', async () => {
    const player = await w.user();
    const other = await w.user();
    await studio.launch(other.id, 'lucky-clover');
    const granted = await grant(player.id);
    await studio.launch(player.id, 'lucky-clover');
    expect((await spin(player.id, granted.id, { amount: 0.5 })).body.code).toBe('invalid_request');
    expect((await spin(player.id, granted.id, { game: 'neon-nights' })).body.code).toBe('free_spins_unavailable');
    expect((await spin(other.id, granted.id)).body.code).toBe('free_spins_unavailable');
    expect((await info(player.auth, granted.id)).freespin_left).toBe(3);
  });

  it('stops at zero, and ends the session', async () => {
    const player = await w.user();
    await studio.launch(player.id, 'lucky-clover');
    const granted = await grant(player.id, { count: 2 });
    expect((await spin(player.id, granted.id)).status).toBe(200);
    expect((await spin(player.id, granted.id)).status).toBe(200);
    const third = await spin(player.id, granted.id);
    expect([third.status, third.body.code]).toEqual([409, 'free_spins_unavailable']);
    expect(await info(player.auth, granted.id)).toMatchObject({ freespin_left: 0, session_end: true });
    const reopen = await w.t.app.inject({
      method: 'POST',
      url: '/api/slots/studio/session/freespin/',
      headers: player.auth,
      payload: { free_spin_session_id: granted.id },
    });
    expectError(reopen, 409, 'free_spins_unavailable');
  });

  it('gives the spin of a rolled-back free-spin bet back', async () => {
    const player = await w.user();
    await studio.launch(player.id, 'lucky-clover');
    const granted = await grant(player.id, { count: 1 });
    await spin(player.id, granted.id, { tx: `rb-${granted.id}` });
    const rolled = await studio.call('rollback', {
      transaction_id: `rb-undo-${granted.id}`,
      round_id: `round-rb-${granted.id}`,
      player_id: String(player.id),
      bet_transaction_id: `rb-${granted.id}`,
    });
    expect(rolled.status).toBe(200);
    expect((await info(player.auth, granted.id)).freespin_left).toBe(1);
  });

  it('lets exactly one of many spins racing for the last free spin through', async () => {
    const player = await w.user();
    await studio.launch(player.id, 'lucky-clover');
    const granted = await grant(player.id, { count: 1 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => spin(player.id, granted.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'free_spins_unavailable')).toHaveLength(11);
    expect((await info(player.auth, granted.id)).freespin_left).toBe(0);
  });

  it('expires: no spin after the session’s end', async () => {
    const player = await w.user();
    await studio.launch(player.id, 'lucky-clover');
    const granted = await grant(player.id, { valid_hours: 24 });
    expect(new Date(granted.expires_at).getTime() - w.t.clock.now().getTime()).toBe(DAY);
    // Moving the clock would expire the tokens too: the session's end is moved instead.
    await w.t.db
      .updateTable('free_spin_sessions')
      .set({ expires_at: new Date(w.t.clock.now().getTime() - 1_000) })
      .where('id', '=', granted.id)
      .execute();
    expect((await spin(player.id, granted.id)).body.code).toBe('free_spins_unavailable');
    expect(await info(player.auth, granted.id)).toMatchObject({ freespin_left: 3, session_end: true });
  });

  it('exiting ends the session and its game, and no spin is taken after', async () => {
    const player = await w.user();
    const granted = await grant(player.id);
    const opened = await w.t.app.inject({
      method: 'POST',
      url: '/api/slots/studio/session/freespin/',
      headers: player.auth,
      payload: { free_spin_session_id: granted.id },
    });
    expect(opened.statusCode).toBe(201);
    const exit = `/api/slots/studio/freespin/${granted.id}/exit/`;
    expectError(await w.t.app.inject({ method: 'POST', url: exit, headers: (await w.user()).auth }), 404, 'not_found');
    const exited = await w.t.app.inject({ method: 'POST', url: exit, headers: player.auth });
    expect(exited.json<FreeSpinInfo>()).toMatchObject({ session_end: true, freespin_left: 3 });
    expect((await spin(player.id, granted.id)).body.code).toBe('free_spins_unavailable');
    // The frame's game session ended with it: the game opens again for real play.
    const real = await w.t.app.inject({
      method: 'POST',
      url: '/api/slots/studio/session/',
      headers: player.auth,
      payload: { game_id: 'lucky-clover' },
    });
    expect(real.statusCode, real.body).toBe(201);
  });
});
