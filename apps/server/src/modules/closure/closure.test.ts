import type { AccountClosure, PaymentItem } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, login, newSession, post, refresh } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { addOnlineSystems, cashier, keyedPayouts, created, PAYMENTS, userWithRole } from '../../../test/payments.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

let t: TestApp;
let casino: Awaited<ReturnType<typeof createProvider>>;
let online: string;
beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  casino = await createProvider(t, 'closure-casino');
  online = await addOnlineSystems(t);
});
afterAll(async () => {
  // No cent lost or made: every balance is the sum of its transfers, every currency sums to zero.
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

type Player = Awaited<ReturnType<typeof signUpAndIn>>;
const balances = async (userId: number) => (await t.services.wallet.getPlayerBalances(userId))!;
const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/accounts/user', headers: auth });
const closeAccount = (p: Player, password = p.registration.password) =>
  post(t, '/api/protection/closure/', { password }, { headers: p.auth });
const payoutsOf = (userId: number) => keyedPayouts(t, userId);
let bets = 0;
const bet = (userId: number) => casino.bet(userId, `cl-${++bets}`, 1);

/** A player who paid 50 EUR in by card (ending 4242) and played: the closed loop sends their money back to that card. */
async function cardPlayer(): Promise<Player> {
  const p = await signUpAndIn(t);
  const deposit = created(await cashier(t).deposit(p.auth, online, 50));
  await t.services.payments.applyOutcome('test-online', { paymentId: deposit.id, outcome: 'success' });
  // What a card processor's callback records with the success (callback.service): the card's last 4 digits.
  await t.db.updateTable('payments').set({ source: '4242' }).where('id', '=', deposit.id).execute();
  await casino.launch(p.user.id);
  return p;
}

describe('closing an account on request', () => {
  it('queues the whole cash, held, to the last deposit’s card for an operator, forfeits the bonus and ends every session', async () => {
    const p = await cardPlayer();
    const other = await newSession(t, p.registration.username, p.registration.password);
    await t.services.wallet.grantBonus({
      key: `cl-bonus-${p.user.id}`,
      userId: p.user.id,
      amount: 700,
      kind: 'IncreasedBySO',
    });
    expect((await bet(p.user.id)).status).toBe(200);
    const before = await balances(p.user.id);
    expect(before.cash).toBeGreaterThan(0);
    expect(before.bonus).toBe(700);

    expectError(await closeAccount(p, 'wrong-password'), 400, 'incorrect_old_password');
    expect((await me(p.auth)).statusCode).toBe(200);

    const closed = await closeAccount(p);
    expect(closed.statusCode, closed.body).toBe(201);
    const answer = closed.json<AccountClosure>();
    expect(answer).toMatchObject({ reason: 'request', closedAt: t.clock.now().toISOString() });
    expect(answer.payout).toMatchObject({ currency: 'EUR', amount: before.cash / 100 });
    expect(answer.payout.payouts).toHaveLength(1);
    expect(answer.payout.payouts[0]).toMatchObject({
      paymentSystem: online,
      paymentType: 'payout',
      amount: before.cash / 100,
      status: 27,
      // The payments' WAIT_FOR_ADMIN, as a large withdrawal's.
      statusMessage: expect.stringContaining('administrator’s confirmation'),
      destination: '••••4242',
    });
    // Held at once: nothing left to stake or to withdraw twice; the bonus is gone (the terms).
    expect(await balances(p.user.id)).toMatchObject({ cash: 0, held: before.cash + before.held, bonus: 0 });

    // Signed out everywhere: both sessions' access and refresh tokens.
    expectError(await me(p.auth), 403, 'account_closed');
    expect((await refresh(t, p.refresh)).statusCode).toBe(401);
    expect((await refresh(t, other.refresh)).statusCode).toBe(401);
    const live = await t.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', p.user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    // The game left open stakes nothing more.
    expect((await bet(p.user.id)).body).toMatchObject({ code: 'player_blocked' });
    // Sign-in says why, with the right password only.
    expectError(await login(t, p.registration.username, p.registration.password), 403, 'account_closed');
    expect((await login(t, p.registration.username, 'wrong-password')).statusCode).toBe(401);

    // In the operator's queue, which pays it: the held money leaves, nothing comes back.
    const operator = await userWithRole(t, 'O');
    const queue = await cashier(t).get(`${PAYMENTS}/payout/manual_list/`, operator.auth);
    const id = answer.payout.payouts[0]!.id;
    expect(queue.json<{ results: PaymentItem[] }>().results.map((item) => item.id)).toContain(id);
    expect((await cashier(t).act(operator.auth, 'payout', id, 'manual_success')).json()).toMatchObject({ status: 30 });
    expect(await balances(p.user.id)).toMatchObject({ cash: 0, held: before.held, bonus: 0 });
  });

  it('queues one payout however often it is asked, at once or again', async () => {
    const p = await signUpAndIn(t);
    await fund(t, p.user.id, 12_345);
    const [first, second] = await Promise.all([closeAccount(p), closeAccount(p)]);
    // The second either finds the closure done, or arrives after it and finds the session closed.
    const statuses = [first.statusCode, second.statusCode].sort();
    expect([
      [201, 201],
      [201, 403],
    ]).toContainEqual(statuses);
    const again = await t.services.closure.closeOnRequest(p.user.id, p.registration.password, '127.0.0.1');
    const payouts = await payoutsOf(p.user.id);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amount: 12_345, status: 27, system_slug: 'bank-transfer', destination: null });
    expect(again.payout.payouts.map((item) => item.id)).toEqual([payouts[0]!.id]);
    expect(await balances(p.user.id)).toMatchObject({ cash: 0, held: 12_345 });
  });

  it('splits a balance above the largest single transaction into payouts of at most that', async () => {
    const p = await signUpAndIn(t);
    await fund(t, p.user.id, 12_345);
    const limit = (maxTransaction: number) =>
      t.services.settings.updateStored((stored) => ({ ...stored, limits: { ...stored.limits, maxTransaction } }));
    const before = (await t.services.settings.readStored()).limits.maxTransaction;
    await limit(5_000);
    try {
      const closed = await closeAccount(p);
      expect(closed.statusCode, closed.body).toBe(201);
      expect(closed.json<AccountClosure>().payout.amount).toBe(123.45);
    } finally {
      await limit(before);
    }
    const payouts = await payoutsOf(p.user.id);
    expect(payouts.map((row) => [row.amount, row.request_key, row.status])).toEqual([
      [5_000, `closure:${p.user.id}:1`, 27],
      [5_000, `closure:${p.user.id}:2`, 27],
      [2_345, `closure:${p.user.id}:3`, 27],
    ]);
    expect(await balances(p.user.id)).toMatchObject({ cash: 0, held: 12_345 });
  });

  it('queues nothing for a zero balance, and the account is closed all the same', async () => {
    const p = await signUpAndIn(t);
    const closed = await closeAccount(p);
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json<AccountClosure>().payout).toEqual({ currency: 'EUR', amount: 0, payouts: [] });
    expect(await payoutsOf(p.user.id)).toEqual([]);
    expectError(await login(t, p.registration.username, p.registration.password), 403, 'account_closed');
  });
});
