import { SEAMLESS } from '@casino/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

let t: TestApp;
let provider: Awaited<ReturnType<typeof createProvider>>;

beforeAll(async () => {
  t = await build();
  provider = await createProvider(t);
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

async function newPlayer(balanceMinor = 10_000) {
  const { user } = await signUpAndIn(t);
  await provider.launch(user.id);
  if (balanceMinor) await fund(t, user.id, balanceMinor);
  return user.id;
}
const cashOf = async (player: number) => (await t.services.wallet.getPlayerBalances(player))!.cash;

describe('rounds out of order', () => {
  it('keeps a rollback that arrives before its bet and refuses the late bet', async () => {
    const player = await newPlayer();
    const early = await provider.rollback(player, 'rb-early', 'bet-late');
    expect(early).toMatchObject({ status: 200, body: { amount: 0, balance: 100 } });
    expect(await provider.bet(player, 'bet-late', 10)).toMatchObject({
      status: 409,
      body: { code: 'bet_rolled_back' },
    });
    expect(await cashOf(player)).toBe(10_000);
    // The refusal is the answer to that transaction id from now on.
    expect(await provider.bet(player, 'bet-late', 10)).toMatchObject({
      status: 409,
      body: { code: 'bet_rolled_back' },
    });
  });

  it('refuses a win after a rollback, and a second rollback moves nothing', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'b1', 10);
    expect(await provider.rollback(player, 'rb1', 'b1')).toMatchObject({
      status: 200,
      body: { amount: 10, balance: 100 },
    });
    expect(await provider.win(player, 'w1', 'b1', 30)).toMatchObject({
      status: 409,
      body: { code: 'bet_rolled_back' },
    });
    expect(await provider.rollback(player, 'rb2', 'b1')).toMatchObject({
      status: 200,
      body: { amount: 0, balance: 100 },
    });
    expect(await cashOf(player)).toBe(10_000);
  });

  it('refuses a win for an unknown bet and a rollback of a bet that already won', async () => {
    const player = await newPlayer();
    expect(await provider.win(player, 'w-unknown', 'no-such-bet', 5)).toMatchObject({
      status: 404,
      body: { code: 'bet_not_found' },
    });
    await provider.bet(player, 'b2', 10);
    await provider.win(player, 'w2', 'b2', 15);
    expect(await provider.rollback(player, 'rb-late', 'b2')).toMatchObject({
      status: 409,
      body: { code: 'bet_settled' },
    });
    expect(await cashOf(player)).toBe(10_000 - 1000 + 1500);
  });

  it('refuses a bet on a closed round', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'b3', 1, 'round-3');
    await provider.win(player, 'w3', 'b3', 0, 'round-3', true);
    expect(await provider.bet(player, 'b4', 1, 'round-3')).toMatchObject({
      status: 409,
      body: { code: 'round_closed' },
    });
  });

  it('refuses a bet above the balance with the balance in the answer', async () => {
    const player = await newPlayer(500);
    expect(await provider.bet(player, 'too-much', 5.01)).toMatchObject({
      status: 400,
      body: { code: 'not_enough_money', balance: 5, currency: 'EUR' },
    });
    expect(await cashOf(player)).toBe(500);
  });
});

describe("another player's bet", () => {
  it("refuses a rollback naming it, and the bet stays its player's to pay or refund", async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    await provider.bet(alice, 'repro-bet-1', 2);
    await provider.bet(alice, 'repro-bet-2', 3);
    for (const [tx, bet] of [
      ['bob-rb-1', 'repro-bet-1'],
      ['bob-rb-2', 'repro-bet-2'],
    ] as const) {
      expect(await provider.rollback(bob, tx, bet)).toMatchObject({ status: 404, body: { code: 'bet_not_found' } });
      // Its retry gets the same refusal.
      expect(await provider.rollback(bob, tx, bet)).toMatchObject({ status: 404, body: { code: 'bet_not_found' } });
    }
    expect(await provider.win(alice, 'alice-win-1', 'repro-bet-1', 5)).toMatchObject({
      status: 200,
      body: { amount: 5 },
    });
    expect(await provider.rollback(alice, 'alice-rb-2', 'repro-bet-2')).toMatchObject({
      status: 200,
      body: { amount: 3 },
    });
    expect(await cashOf(alice)).toBe(10_000 - 200 + 500);
    expect(await cashOf(bob)).toBe(10_000);
  });

  it('refuses a win naming it, which neither pays nor closes its round', async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    await provider.bet(alice, 'a-bet', 2, 'a-round');
    // Bob remembered an early rollback of that id: still not his bet.
    await provider.rollback(bob, 'bob-early', 'a-bet-2');
    await provider.bet(alice, 'a-bet-2', 1, 'a-round');
    for (const [tx, bet] of [
      ['bob-w', 'a-bet'],
      ['bob-w-2', 'a-bet-2'],
    ] as const) {
      expect(await provider.win(bob, tx, bet, 50, 'a-round', true)).toMatchObject({
        status: 404,
        body: { code: 'bet_not_found' },
      });
    }
    expect((await provider.bet(alice, 'a-bet-3', 1, 'a-round')).status).toBe(200);
    expect(await provider.win(alice, 'a-w', 'a-bet', 4, 'a-round')).toMatchObject({
      status: 200,
      body: { amount: 4 },
    });
    expect(await cashOf(alice)).toBe(10_000 - 400 + 400);
    expect(await cashOf(bob)).toBe(10_000);
  });

  it('lets an early rollback bind to the player it named: the later bet of another player is not blocked', async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    expect(await provider.rollback(bob, 'bob-early-rb', 'shared-id')).toMatchObject({
      status: 200,
      body: { amount: 0 },
    });
    expect(await provider.bet(alice, 'shared-id', 2)).toMatchObject({ status: 200, body: { amount: 2 } });
    // Now that the bet is Alice's, Bob may neither refund nor pay it; his first answer stays his.
    expect(await provider.rollback(bob, 'bob-late-rb', 'shared-id')).toMatchObject({
      status: 404,
      body: { code: 'bet_not_found' },
    });
    expect(await provider.rollback(bob, 'bob-early-rb', 'shared-id')).toMatchObject({
      status: 200,
      body: { amount: 0 },
    });
    expect(await provider.rollback(alice, 'alice-rb', 'shared-id')).toMatchObject({
      status: 200,
      body: { amount: 2 },
    });
    expect(await cashOf(alice)).toBe(10_000);
    expect(await cashOf(bob)).toBe(10_000);
  });
});

describe('cash and bonus', () => {
  it('stakes cash first, then bonus, and pays a win back in the same proportions', async () => {
    const player = await newPlayer(600);
    await t.services.wallet.grantBonus({ key: `bonus-${player}`, userId: player, amount: 1000, kind: 'Cashback' });
    const bet = await provider.bet(player, 'mixed', 10); // 6 cash + 4 bonus
    expect(bet.body).toMatchObject({ cash: 0, bonus: 6, balance: 6 });
    const win = await provider.win(player, 'mixed-win', 'mixed', 20); // 12 cash + 8 bonus
    expect(win.body).toMatchObject({ cash: 12, bonus: 14, balance: 26 });
    await provider.bet(player, 'mixed-2', 26);
    const back = await provider.rollback(player, 'mixed-2-rb', 'mixed-2');
    expect(back.body).toMatchObject({ cash: 12, bonus: 14 });
  });
});

describe('limits', () => {
  it('refuses a stake below the minimum bet, zero included, outside free spins', async () => {
    const player = await newPlayer();
    for (const [tx, amount] of [
      ['zero', 0],
      ['tenth-of-a-cent', 0.001],
      ['tiny', 1e-7],
    ] as const) {
      expect(await provider.bet(player, tx, amount)).toMatchObject({
        status: 400,
        body: { code: 'transaction_limit', balance: 100 },
      });
      expect(await provider.win(player, `${tx}-win`, tx, 5)).toMatchObject({
        status: 404,
        body: { code: 'bet_not_found' },
      });
    }
    expect((await provider.bet(player, 'min', 0.01)).status).toBe(200);
    expect(await cashOf(player)).toBe(10_000 - 1);
  });

  it('pays no win on a bet of nothing accepted before stakes had a minimum', async () => {
    const player = await newPlayer();
    await sql`INSERT INTO provider_transactions (provider, transaction_id, kind, user_id, round_id, amount,
        fingerprint, status_code, response)
      VALUES (${provider.code}, 'old-zero', 'bet', ${player}, 'r-old-zero', 0, 'f', 200, '{}')`.execute(t.db);
    expect(await provider.win(player, 'old-zero-win', 'old-zero', 5)).toMatchObject({
      status: 404,
      body: { code: 'bet_not_found' },
    });
    expect(await cashOf(player)).toBe(10_000);
  });

  it('refuses a stake above the maximum bet', async () => {
    const player = await newPlayer(0);
    await t.services.wallet.deposit({ key: `big-${player}`, userId: player, amount: 500_000, paymentRef: 'test' });
    expect(await provider.bet(player, 'huge', 3000.01)).toMatchObject({
      status: 400,
      body: { code: 'transaction_limit' },
    });
    expect((await provider.bet(player, 'max', 3000)).status).toBe(200);
  });
});

describe('who may call', () => {
  const payload = (player: number) => ({
    transaction_id: 'sig-1',
    round_id: 'r',
    player_id: String(player),
    game_id: 'g',
    amount: 1,
  });

  it('refuses a forged signature, another provider secret, an unknown provider and a stale timestamp', async () => {
    const player = await newPlayer();
    const other = await createProvider(t, 'other-studio');
    expect(await provider.call('bet', payload(player), { secret: 'wrong-secret' })).toMatchObject({
      status: 401,
      body: { code: 'invalid_signature' },
    });
    expect(
      await provider.call('bet', payload(player), { secret: 'secret-of-other-studio-0123456789abcdef' }),
    ).toMatchObject({ status: 401 });
    expect(await provider.call('bet', payload(player), { provider: 'nobody' })).toMatchObject({
      status: 401,
      body: { code: 'unknown_provider' },
    });
    const old = Math.floor(t.clock.now().getTime() / 1000) - SEAMLESS.maxSkewSeconds - 1;
    expect(await provider.call('bet', payload(player), { timestamp: old })).toMatchObject({
      status: 401,
      body: { code: 'stale_request' },
    });
    // A provider only reaches players who launched one of its games.
    expect(await other.call('balance', { player_id: String(player) })).toMatchObject({
      status: 404,
      body: { code: 'player_not_found' },
    });
    expect(await cashOf(player)).toBe(10_000);
  });

  it('refuses a body changed after signing, and a captured request replayed after the window', async () => {
    const player = await newPlayer();
    const body = JSON.stringify(payload(player));
    const headers = provider.signedHeaders(body);
    const tampered = await t.app.inject({
      method: 'POST',
      url: `${SEAMLESS.prefix}/bet`,
      headers,
      payload: body.replace('"amount":1', '"amount":99'),
    });
    expect(tampered.statusCode).toBe(401);
    const first = await t.app.inject({ method: 'POST', url: `${SEAMLESS.prefix}/bet`, headers, payload: body });
    expect(first.statusCode).toBe(200);
    t.clock.advance((SEAMLESS.maxSkewSeconds + 1) * 1000);
    const replayed = await t.app.inject({ method: 'POST', url: `${SEAMLESS.prefix}/bet`, headers, payload: body });
    expect(replayed.json()).toMatchObject({ code: 'stale_request' });
    expect(await cashOf(player)).toBe(9_900);
  });

  it("refuses another player's transaction ids and unknown players", async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    await provider.bet(alice, 'alice-bet', 10);
    expect(await provider.win(bob, 'bob-win', 'alice-bet', 50)).toMatchObject({
      status: 404,
      body: { code: 'bet_not_found' },
    });
    expect(await provider.rollback(bob, 'bob-rb', 'alice-bet')).toMatchObject({
      status: 404,
      body: { code: 'bet_not_found' },
    });
    expect(await provider.bet(bob, 'alice-bet', 10)).toMatchObject({
      status: 409,
      body: { code: 'transaction_conflict' },
    });
    expect(await provider.bet(999_999, 'ghost', 1)).toMatchObject({ status: 404, body: { code: 'player_not_found' } });
    expect(await cashOf(alice)).toBe(9_000);
    expect(await cashOf(bob)).toBe(10_000);
  });

  it('authenticates a launch token once issued and refuses unknown or expired ones', async () => {
    const player = await newPlayer();
    const token = await provider.launch(player, 'fruit-party');
    expect(await provider.call('authenticate', { token })).toMatchObject({
      status: 200,
      body: { player_id: String(player), currency: 'EUR', balance: 100, game_id: 'fruit-party' },
    });
    expect(await provider.call('authenticate', { token: 'x'.repeat(43) })).toMatchObject({
      status: 401,
      body: { code: 'invalid_token' },
    });
    t.clock.advance(13 * 3_600_000);
    expect(await provider.call('authenticate', { token })).toMatchObject({
      status: 401,
      body: { code: 'invalid_token' },
    });
  });

  it('answers invalid_request to a malformed body, never a 500', async () => {
    for (const body of [{}, { transaction_id: 'x' }, { ...payload(1), amount: -1 }, { ...payload(1), amount: 'ten' }]) {
      expect(await provider.call('bet', body)).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    }
    expect((await provider.send('bet', '{not json')).statusCode).toBe(400);
  });

  it('answers invalid_request to ids holding U+0000, a body over the limit and a body that is not JSON', async () => {
    const player = await newPlayer();
    for (const field of ['transaction_id', 'round_id', 'game_id'] as const) {
      const body = { ...payload(player), [field]: 'a\u0000b' };
      expect(await provider.call('bet', body)).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    }
    const rollback = {
      transaction_id: 'nul-rb',
      round_id: 'r',
      player_id: String(player),
      bet_transaction_id: '\u0000',
    };
    expect(await provider.call('rollback', rollback)).toMatchObject({ status: 400, body: { code: 'invalid_request' } });

    const balance = (body: string, contentType: string) => provider.send('balance', body, { contentType });
    const huge = JSON.stringify({ player_id: String(player), padding: 'x'.repeat(2_000_000) });
    const tooLarge = await balance(huge, 'application/json');
    expect([tooLarge.statusCode, tooLarge.json()]).toMatchObject([413, { code: 'invalid_request' }]);
    const text = await balance(JSON.stringify({ player_id: String(player) }), 'text/plain');
    expect([text.statusCode, text.json()]).toMatchObject([415, { code: 'invalid_request' }]);
    const charset = await balance(JSON.stringify({ player_id: String(player) }), 'application/json; charset=utf-8');
    expect(charset.statusCode).toBe(200);
    expect(await cashOf(player)).toBe(10_000);
  });
});
