import type { BalancePayout } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, post } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { cashier, keyedPayouts, userWithRole } from '../../../test/payments.js';
import { signUpAndIn } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

type Player = Awaited<ReturnType<typeof signUpAndIn>>;
const balances = async (userId: number) => (await t.services.wallet.getPlayerBalances(userId))!;
const credentials = (p: Player) => ({ username: p.registration.username, password: p.registration.password });
const askPayout = (body: { username: string; password: string }, ip?: string) =>
  post(t, '/api/protection/balance-payout/', body, ip ? { ip } : {});
const balancePayouts = (userId: number) => keyedPayouts(t, userId, 'balance');

/** A player with `cash` minor units who self-excluded (and so cannot sign in). */
async function selfExcluded(cash: number): Promise<Player> {
  const p = await signUpAndIn(t);
  if (cash) await fund(t, p.user.id, cash);
  const excluded = await post(
    t,
    '/api/protection/self-exclusion/',
    { period: '6m', password: p.registration.password },
    { headers: p.auth },
  );
  expect(excluded.statusCode, excluded.body).toBe(201);
  return p;
}

describe('a self-excluded player’s balance', () => {
  it('is queued whole, held, for an operator, with the right credentials only, and once while it waits', async () => {
    const p = await selfExcluded(4_321);
    expectError(await askPayout({ ...credentials(p), password: 'wrong-password' }), 401, 'no_active_account');
    expectError(await askPayout({ username: 'nobody-at-all', password: 'x' }), 401, 'no_active_account');
    expect(await balancePayouts(p.user.id)).toEqual([]);

    const asked = await askPayout(credentials(p));
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = asked.json<BalancePayout>();
    expect(answer).toMatchObject({ currency: 'EUR', amount: 43.21 });
    expect(answer.payouts).toEqual([
      expect.objectContaining({ amount: 43.21, status: 27, paymentSystem: 'bank-transfer', paymentType: 'payout' }),
    ]);
    expect(await balances(p.user.id)).toMatchObject({ cash: 0, held: 4_321 });

    // Asked again, or twice at once, while it waits: the same payout.
    const again = await Promise.all([askPayout(credentials(p)), askPayout(credentials(p))]);
    for (const response of again) expect(response.json<BalancePayout>()).toEqual(answer);
    expect(await balancePayouts(p.user.id)).toHaveLength(1);

    // Refused by the operator (the money back on the balance), it may be asked for again.
    const operator = await userWithRole(t, 'O');
    const id = answer.payouts[0]!.id;
    expect((await cashier(t).act(operator.auth, 'payout', id, 'manual_fail')).json()).toMatchObject({ status: 40 });
    expect(await balances(p.user.id)).toMatchObject({ cash: 4_321, held: 0 });
    const second = await askPayout(credentials(p));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<BalancePayout>().payouts[0]!.id).not.toBe(id);
    expect((await balancePayouts(p.user.id)).map((row) => row.request_key)).toEqual([
      `balance:${p.user.id}:1:1`,
      `balance:${p.user.id}:2:1`,
    ]);
  });

  it('is refused with nothing to pay out, and to an account that can sign in and use the cashier', async () => {
    const empty = await selfExcluded(0);
    expectError(await askPayout(credentials(empty)), 409, 'nothing_to_pay_out');
    const open = await signUpAndIn(t);
    await fund(t, open.user.id, 1_000);
    expectError(await askPayout(credentials(open)), 409, 'account_not_excluded');
    expect(await balances(open.user.id)).toMatchObject({ cash: 1_000, held: 0 });
  });

  it('is asked for by a closed account too, for money that arrived after its closure', async () => {
    const p = await signUpAndIn(t);
    await fund(t, p.user.id, 2_000);
    await t.services.closure.closeOnRequest(p.user.id, p.registration.password, '127.0.0.1');
    // Pending: the closure's payout answers.
    const pending = await askPayout(credentials(p));
    expect(pending.json<BalancePayout>()).toMatchObject({ amount: 20 });
    // Paid, then a win of a bet placed before the closure lands: that is asked for on its own.
    const operator = await userWithRole(t, 'O');
    const id = pending.json<BalancePayout>().payouts[0]!.id;
    await cashier(t).act(operator.auth, 'payout', id, 'manual_success');
    await fund(t, p.user.id, 500);
    const late = await askPayout(credentials(p));
    expect(late.json<BalancePayout>()).toMatchObject({ amount: 5 });
    expect(await balances(p.user.id)).toMatchObject({ cash: 0, held: 500 });
  });
});

describe('the balance payout without a session', () => {
  it('is throttled as sign-ins are', async () => {
    const throttled = await build({
      throttle: { login: { free: 2, windowSeconds: 900, baseDelaySeconds: 60, maxDelaySeconds: 60 } },
    });
    try {
      const p = await signUpAndIn(throttled);
      await fund(throttled, p.user.id, 1_000);
      const ask = (password: string) =>
        post(throttled, '/api/protection/balance-payout/', { username: p.registration.username, password });
      await post(
        throttled,
        '/api/protection/self-exclusion/',
        { period: '6m', password: p.registration.password },
        { headers: p.auth },
      );
      expect((await ask('wrong-1')).statusCode).toBe(401);
      expect((await ask('wrong-2')).statusCode).toBe(401);
      // The free failures spent: blocked, even with the right password, so a guesser learns nothing.
      const blocked = await ask(p.registration.password);
      expectError(blocked, 429, 'too_many_requests');
      expect(blocked.headers['retry-after']).toBeDefined();
      throttled.clock.advance(61_000);
      expect((await ask(p.registration.password)).statusCode).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});
