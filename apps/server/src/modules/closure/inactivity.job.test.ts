import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, expectError, login } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { addOnlineSystems, keyedPayouts } from '../../../test/payments.js';
import { insertPlayer, signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

// A file of its own: the job looks at every account of the database, and the clock moves by years.
let t: TestApp;
let casino: Awaited<ReturnType<typeof createProvider>>;
beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  casino = await createProvider(t, 'idle-casino');
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

const MONTH = 31 * DAY;
const balances = async (userId: number) => (await t.services.wallet.getPlayerBalances(userId))!;
const userOf = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const payoutsOf = (userId: number) => keyedPayouts(t, userId);

/** A player inserted straight in the database, with cash, last seen `monthsAgo` months before the app's clock. */
async function idlePlayer(monthsAgo: number, cash = 1_000) {
  const id = await insertPlayer(t);
  if (cash) await fund(t, id, cash);
  const seen = new Date(t.clock.now().getTime() - monthsAgo * MONTH);
  await t.db.updateTable('users').set({ last_seen_at: seen }).where('id', '=', id).execute();
  return id;
}

describe('the inactivity job', () => {
  it('closes an account idle for 24 months and queues its balance, and leaves one active within them', async () => {
    const online = await addOnlineSystems(t);
    // Each signs in now; then, 2 months on, all but `idle` do something.
    const [idle, signsIn, plays, pays] = [
      await signUpAndIn(t),
      await signUpAndIn(t),
      await signUpAndIn(t),
      await signUpAndIn(t),
    ];
    for (const p of [idle, signsIn, plays, pays]) await fund(t, p.user.id, 2_500);
    t.clock.advance(2 * MONTH);
    expect((await login(t, signsIn.registration.username, signsIn.registration.password)).statusCode).toBe(200);
    await casino.launch(plays.user.id);
    expect((await casino.bet(plays.user.id, 'idle-bet-1', 1)).status).toBe(200);
    // The game's transactions are stamped by the database's clock, not the app's: set to the app's.
    await sql`UPDATE provider_transactions SET created_at = ${t.clock.now()} WHERE user_id = ${plays.user.id}`.execute(
      t.db,
    );
    // Its session long expired: the cashier's service stands in for a payment made without a sign-in noted.
    expect(await t.services.payments.createDeposit(pays.user.id, { payment_system: online, amount: 10 })).toMatchObject(
      {
        status: 20,
      },
    );

    // 23 months after the last activity of three of them, 25 after the first's sign-in.
    t.clock.advance(23 * MONTH);
    expect(await t.services.inactivity.run()).toBe(1);

    const closed = await userOf(idle.user.id);
    expect(closed).toMatchObject({ closed_reason: 'inactive', closed_at: t.clock.now() });
    const payouts = await payoutsOf(idle.user.id);
    expect(payouts).toEqual([
      expect.objectContaining({ amount: 2_500, status: 27, system_slug: 'bank-transfer', direction: 'payout' }),
    ]);
    const events = await t.services.payments.events(payouts[0]!.id);
    expect(events.map((event) => [event.to_status, event.actor, event.reason])).toEqual([
      [10, 'system', null],
      [20, 'system', 'account_inactive'],
      [27, 'system', 'account_inactive'],
    ]);
    expect(await balances(idle.user.id)).toMatchObject({ cash: 0, held: 2_500 });
    expectError(await login(t, idle.registration.username, idle.registration.password), 403, 'account_closed');

    for (const p of [signsIn, plays, pays]) {
      expect((await userOf(p.user.id)).closed_at).toBeNull();
      expect(await payoutsOf(p.user.id)).toEqual([]);
    }
    expect((await balances(signsIn.user.id)).cash).toBe(2_500);
    expect((await login(t, pays.registration.username, pays.registration.password)).statusCode).toBe(200);
  });

  it('queues exactly one payout per account when run again, or twice at once', async () => {
    const accounts = [await idlePlayer(25, 1_111), await idlePlayer(30, 2_222), await idlePlayer(26, 0)];
    const recent = await idlePlayer(23);
    const [first, second] = await Promise.all([t.services.inactivity.run(), t.services.inactivity.run()]);
    // Each account closed by one run or the other, never both.
    expect(first + second).toBe(3);
    expect(await t.services.inactivity.run()).toBe(0);
    for (const [index, id] of accounts.entries()) {
      expect((await userOf(id)).closed_reason).toBe('inactive');
      const payouts = await payoutsOf(id);
      expect(payouts).toHaveLength(index === 2 ? 0 : 1);
      expect(await balances(id)).toMatchObject({ cash: 0, held: [1_111, 2_222, 0][index] });
    }
    expect((await userOf(recent)).closed_at).toBeNull();
    expect(await balances(recent)).toMatchObject({ cash: 1_000, held: 0 });
  });
});
