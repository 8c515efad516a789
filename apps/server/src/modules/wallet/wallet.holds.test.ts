import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';
import { reconcile } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('holds', () => {
  it('settles a hold exactly once when a post and a void race', async () => {
    for (let round = 0; round < 10; round += 1) {
      const player = await insertPlayer(t);
      await fund(t, player, 1_000);
      const { holdId } = await t.services.wallet.reserve({
        key: `h-${player}`,
        userId: player,
        amount: 600,
        purpose: 'payout',
      });
      const results = await Promise.allSettled([
        t.services.wallet.postHold({ key: `p-${player}`, holdId, to: 'payment_clearing' }),
        t.services.wallet.voidHold({ key: `v-${player}`, holdId }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const balances = (await t.services.wallet.getPlayerBalances(player))!;
      expect(balances.held).toBe(0);
      expect(balances.cash).toBe(results[0].status === 'fulfilled' ? 400 : 1_000);
    }
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('never reserves more than the cash when two payouts race', async () => {
    const player = await insertPlayer(t);
    await fund(t, player, 1_000);
    const results = await Promise.allSettled([
      t.services.wallet.reserve({ key: `a-${player}`, userId: player, amount: 700, purpose: 'payout' }),
      t.services.wallet.reserve({ key: `b-${player}`, userId: player, amount: 700, purpose: 'payout' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await t.services.wallet.getPlayerBalances(player)).toMatchObject({ cash: 300, held: 700 });
  });

  it('refuses amounts above the maximum transaction and the maximum balance', async () => {
    const player = await insertPlayer(t);
    await expect(
      t.services.wallet.deposit({ key: `big-${player}`, userId: player, amount: 1_000_001, paymentRef: 'x' }),
    ).rejects.toMatchObject({ code: 'transaction_limit' });
    await fund(t, player, 700_000);
    // The terms cap the balance at 25 000 TND, about 7 462 EUR.
    await expect(
      t.services.wallet.deposit({ key: `over-${player}`, userId: player, amount: 50_000, paymentRef: 'x' }),
    ).rejects.toMatchObject({ code: 'transaction_limit' });
    expect((await t.services.wallet.getPlayerBalances(player))?.cash).toBe(700_000);
  });
});

describe('reconcile', () => {
  it('reports a cached balance that no longer matches its transfers, and a broken hold', async () => {
    const player = await insertPlayer(t);
    await fund(t, player, 1_000);
    expect((await reconcile(t.db)).ok).toBe(true);
    await sql`UPDATE wallet_accounts SET balance = balance + 1 WHERE user_id = ${player} AND kind = 'cash'`.execute(
      t.db,
    );
    const report = await reconcile(t.db);
    expect(report.ok).toBe(false);
    expect(report.balanceMismatches).toEqual([
      expect.objectContaining({ user_id: player, kind: 'cash', balance: 1_001, derived: 1_000 }),
    ]);
    await sql`UPDATE wallet_accounts SET balance = balance - 1 WHERE user_id = ${player} AND kind = 'cash'`.execute(
      t.db,
    );
    await sql`UPDATE wallet_accounts SET balance = 5 WHERE user_id = ${player} AND kind = 'held'`.execute(t.db);
    const held = await reconcile(t.db);
    expect(held.holdMismatches).toEqual([expect.objectContaining({ user_id: player, held: 5, open: 0 })]);
    await sql`UPDATE wallet_accounts SET balance = 0 WHERE user_id = ${player} AND kind = 'held'`.execute(t.db);
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('refuses to let any balance go negative even by a direct update', async () => {
    const player = await insertPlayer(t);
    await expect(
      sql`UPDATE wallet_accounts SET balance = -1 WHERE user_id = ${player} AND kind = 'cash'`.execute(t.db),
    ).rejects.toThrow(/wallet_balance_not_negative/);
  });
});
