import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { promoteAndSignIn } from '../../../test/staff.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

/** Free bets granted by the platform, played through the seamless wallet (decision 027). */
let t: TestApp;
let provider: Awaited<ReturnType<typeof createProvider>>;
let other: Awaited<ReturnType<typeof createProvider>>;

beforeAll(async () => {
  t = await build();
  provider = await createProvider(t, 'sportsbook');
  other = await createProvider(t, 'other-book');
});
afterAll(async () => {
  expect(await reconcile(t.db)).toMatchObject({ ok: true, strandedStakes: [] });
  await t.close();
});

async function newPlayer(balanceMinor = 10_000) {
  const { user } = await signUpAndIn(t);
  await provider.launch(user.id);
  if (balanceMinor) await fund(t, user.id, balanceMinor);
  return user.id;
}
const balancesOf = async (player: number) => (await t.services.wallet.getPlayerBalances(player))!;
const grant = (userId: number, amount = 500, options: { provider?: string; validMs?: number } = {}) =>
  t.services.seamless.grantFreeBet({
    userId,
    provider: options.provider ?? provider.code,
    amount,
    expiresAt: new Date(t.clock.now().getTime() + (options.validMs ?? 24 * HOUR)),
  });
const freeBet = (player: number, tx: string, freeBetId: number, amount = 5, round = `r-${tx}`, via = provider) =>
  via.call('bet', {
    transaction_id: tx,
    round_id: round,
    player_id: String(player),
    game_id: 'sportsbook',
    amount,
    free_bet_id: freeBetId,
  });
const statusOf = async (id: number) =>
  t.db.selectFrom('free_bets').select(['status', 'used_by_transaction']).where('id', '=', id).executeTakeFirstOrThrow();

describe('granting', () => {
  it('lets an operator grant a free bet, and no one else', async () => {
    const player = await signUpAndIn(t);
    const staff = await signUpAndIn(t);
    const operator = (await promoteAndSignIn(t, staff, 'O')).headers;
    const expiresAt = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString();
    const body = { user_id: player.user.id, provider: provider.code, amount: 2.5, expires_at: expiresAt };
    const post = (payload: object, headers: Record<string, string> = operator) =>
      t.app.inject({ method: 'POST', url: '/api/backoffice/free-bets', payload, headers });

    const granted = await post(body);
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json()).toMatchObject({
      id: expect.any(Number),
      user_id: player.user.id,
      provider: provider.code,
      amount: 2.5,
      currency: 'EUR',
      status: 'available',
      expires_at: expiresAt,
    });
    expect((await post(body, player.auth)).statusCode).toBe(403);
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await post({ ...body, user_id: staff.user.id })).json()).toMatchObject({ code: 'not_found' });
    expect((await post({ ...body, user_id: 999_999 })).statusCode).toBe(404);
    expect((await post({ ...body, provider: 'nobody' })).json()).toMatchObject({ code: 'provider_not_found' });
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    expect((await post({ ...body, expires_at: past })).statusCode).toBe(400);
    expect((await post({ ...body, amount: 0 })).statusCode).toBe(400);
  });

  it('lists the available free bets in authenticate and balance, for their provider only', async () => {
    const player = await newPlayer();
    const soon = await grant(player, 500, { validMs: 2 * HOUR });
    const later = await grant(player, 1250);
    await grant(player, 700, { provider: other.code });
    const token = await provider.launch(player);
    const listed = [
      { id: soon.id, amount: 5, expires_at: new Date(soon.expires_at).toISOString() },
      { id: later.id, amount: 12.5, expires_at: new Date(later.expires_at).toISOString() },
    ];
    expect(await provider.call('authenticate', { token })).toMatchObject({
      status: 200,
      body: { player_id: String(player), balance: 100, free_bets: listed },
    });
    expect((await provider.call('balance', { player_id: String(player) })).body).toMatchObject({
      balance: 100,
      cash: 100,
      free_bets: listed,
    });
    // An expired one is no longer listed.
    t.clock.advance(3 * HOUR);
    expect((await provider.call('balance', { player_id: String(player) })).body.free_bets).toEqual([
      { id: later.id, amount: 12.5, expires_at: new Date(later.expires_at).toISOString() },
    ]);
  });
});

describe('a bet with a free bet', () => {
  it('moves no money, uses the free bet, and a second bet on it is refused', async () => {
    const player = await newPlayer();
    const { id } = await grant(player);
    expect(await freeBet(player, 'fb-wrong-amount', id, 4)).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect((await statusOf(id)).status).toBe('available');
    expect(await freeBet(player, 'fb-1', id)).toMatchObject({
      status: 200,
      body: { transaction_id: 'fb-1', amount: 0, balance: 100, cash: 100 },
    });
    expect(await statusOf(id)).toEqual({ status: 'used', used_by_transaction: 'fb-1' });
    expect((await provider.call('balance', { player_id: String(player) })).body.free_bets).toEqual([]);
    // Its retry is answered as the first time; another bet on it is refused.
    expect((await freeBet(player, 'fb-1', id)).status).toBe(200);
    expect(await freeBet(player, 'fb-2', id)).toMatchObject({
      status: 409,
      body: { code: 'free_bet_unavailable' },
    });
    expect((await balancesOf(player)).cash).toBe(10_000);
  });

  it('accepts exactly one of 20 concurrent bets on one free bet', async () => {
    const player = await newPlayer();
    const { id } = await grant(player);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => freeBet(player, `fb-race-${i}`, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'free_bet_unavailable')).toHaveLength(19);
    const winner = results.findIndex((r) => r.status === 200);
    expect(await statusOf(id)).toEqual({ status: 'used', used_by_transaction: `fb-race-${winner}` });
    expect((await balancesOf(player)).cash).toBe(10_000);
  });

  it('pays its win without the stake into cash, and a correction takes from there', async () => {
    const player = await newPlayer(1000);
    await t.services.wallet.grantBonus({ key: `fb-bonus-${player}`, userId: player, amount: 500, kind: 'Cashback' });
    const { id } = await grant(player, 1000);
    await freeBet(player, 'fb-win', id, 10);
    expect(await provider.win(player, 'fb-win-pay', 'fb-win', 18.5, 'r-fb-win', true)).toMatchObject({
      status: 200,
      body: { amount: 18.5, cash: 28.5, bonus: 5, balance: 33.5 },
    });
    const corrected = await provider.call('correct', {
      transaction_id: 'fb-win-correct',
      round_id: 'r-fb-win',
      player_id: String(player),
      bet_transaction_id: 'fb-win',
      amount: 20,
    });
    expect(corrected).toMatchObject({ status: 200, body: { amount: 18.5, cash: 10, bonus: 5 } });
    // A settled free bet cannot be rolled back: the free bet stays used.
    expect(await provider.rollback(player, 'fb-win-rb', 'fb-win', 'r-fb-win')).toMatchObject({
      status: 409,
      body: { code: 'bet_settled' },
    });
    expect((await statusOf(id)).status).toBe('used');
  });

  it('is given back by a rollback, which moves no money, and can be used again', async () => {
    const player = await newPlayer();
    const { id } = await grant(player);
    await freeBet(player, 'fb-void', id);
    expect(await provider.rollback(player, 'fb-void-rb', 'fb-void')).toMatchObject({
      status: 200,
      body: { amount: 0, balance: 100 },
    });
    expect(await statusOf(id)).toEqual({ status: 'available', used_by_transaction: null });
    // A second rollback gives nothing more back.
    expect((await provider.rollback(player, 'fb-void-rb-2', 'fb-void')).body).toMatchObject({ amount: 0 });
    expect(await freeBet(player, 'fb-again', id)).toMatchObject({ status: 200, body: { amount: 0 } });
    expect(await statusOf(id)).toEqual({ status: 'used', used_by_transaction: 'fb-again' });
    expect((await balancesOf(player)).cash).toBe(10_000);
  });

  it('refuses an expired free bet, and one given back after its expiry stays expired', async () => {
    const player = await newPlayer();
    const short = await grant(player, 500, { validMs: HOUR });
    const played = await grant(player, 500, { validMs: HOUR });
    await freeBet(player, 'fb-before-expiry', played.id);
    t.clock.advance(2 * HOUR);
    expect(await freeBet(player, 'fb-expired', short.id)).toMatchObject({
      status: 409,
      body: { code: 'free_bet_unavailable' },
    });
    await provider.rollback(player, 'fb-late-rb', 'fb-before-expiry');
    expect(await statusOf(played.id)).toEqual({ status: 'expired', used_by_transaction: null });
    expect((await freeBet(player, 'fb-after', played.id)).body).toMatchObject({ code: 'free_bet_unavailable' });
  });

  it("refuses another provider's free bet and another player's", async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    await other.launch(alice);
    const forOther = await grant(alice, 500, { provider: other.code });
    expect(await freeBet(alice, 'fb-other-provider', forOther.id)).toMatchObject({
      status: 409,
      body: { code: 'free_bet_unavailable' },
    });
    const alices = await grant(alice);
    expect(await freeBet(bob, 'fb-bob', alices.id)).toMatchObject({
      status: 409,
      body: { code: 'free_bet_unavailable' },
    });
    expect(await freeBet(bob, 'fb-unknown', 987_654)).toMatchObject({
      status: 409,
      body: { code: 'free_bet_unavailable' },
    });
    // Both are still there for their own provider and player.
    expect((await freeBet(alice, 'fb-other-ok', forOther.id, 5, 'r-fb-other-ok', other)).status).toBe(200);
    expect((await freeBet(alice, 'fb-alice-ok', alices.id)).status).toBe(200);
  });

  it('refuses a bet naming a free bet and a free-spin session at once', async () => {
    const player = await newPlayer();
    const { id } = await grant(player);
    const both = await provider.call('bet', {
      transaction_id: 'fb-both',
      round_id: 'r-fb-both',
      player_id: String(player),
      game_id: 'sportsbook',
      amount: 5,
      free_bet_id: id,
      free_spin_session_id: 1,
    });
    expect(both).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect((await statusOf(id)).status).toBe('available');
  });

  it('leaves the ledger reconciled: a free-bet stake is never stranded', async () => {
    const player = await newPlayer();
    const { id } = await grant(player);
    // A round closed by another bet's win while the free bet has no outcome: it staked nothing.
    await freeBet(player, 'fb-no-outcome', id, 5, 'r-shared');
    await provider.bet(player, 'cash-in-shared', 2, 'r-shared');
    await provider.win(player, 'win-shared', 'cash-in-shared', 0, 'r-shared', true);
    expect(await reconcile(t.db)).toMatchObject({ ok: true, strandedStakes: [] });
  });
});
