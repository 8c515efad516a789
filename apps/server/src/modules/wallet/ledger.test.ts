import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { reconcile } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

it('recreates a system account whose first creation rolled back', async () => {
  const player = await insertPlayer(t);
  // The exchange creates the bonus-funding account, then fails: its creation rolls back too.
  await expect(
    t.services.wallet.exchangeBonus({ key: `x-${player}`, userId: player, amount: 5, cashAmount: 5, maxCash: 1 }),
  ).rejects.toMatchObject({ code: 'insufficient_funds_on_bonus_balance' });
  await t.services.wallet.grantBonus({ key: `g-${player}`, userId: player, amount: 5, kind: 'Cashback' });
  expect(await t.services.wallet.getPlayerBalances(player)).toMatchObject({ bonus: 5 });
  expect((await reconcile(t.db)).ok).toBe(true);
});

it('refuses a reused key with other content, and replays the first result for the same content', async () => {
  const player = await insertPlayer(t);
  const first = await t.services.wallet.grantBonus({ key: `k-${player}`, userId: player, amount: 7, kind: 'Cashback' });
  const again = await t.services.wallet.grantBonus({ key: `k-${player}`, userId: player, amount: 7, kind: 'Cashback' });
  expect(again).toEqual({ ...first, replayed: true });
  await expect(
    t.services.wallet.grantBonus({ key: `k-${player}`, userId: player, amount: 8, kind: 'Cashback' }),
  ).rejects.toMatchObject({ code: 'already_exists', statusCode: 409 });
  expect(await t.services.wallet.getPlayerBalances(player)).toMatchObject({ bonus: 7 });
});

it('keeps transfers append-only, even against direct SQL', async () => {
  const player = await insertPlayer(t);
  await t.services.wallet.grantBonus({ key: `a-${player}`, userId: player, amount: 3, kind: 'Cashback' });
  await expect(sql`UPDATE wallet_transfers SET amount = 1`.execute(t.db)).rejects.toThrow(/append-only/);
  await expect(sql`DELETE FROM wallet_transfers`.execute(t.db)).rejects.toThrow(/append-only/);
});
