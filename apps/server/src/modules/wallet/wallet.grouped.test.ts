import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGroupCommit } from '../../db/group-commit.js';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';
import { reconcile } from './index.js';

/** Wallet operations run as grouped jobs (decision 007), as the seamless API runs them. */
let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

it('keeps the rest of a group whole when a job that created an account is rolled back to its savepoint', async () => {
  const groups = createGroupCommit(t.db, { lanes: 1 });
  const player = await insertPlayer(t);
  await fund(t, player, 500);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const opener = groups.run({ key: 0, work: () => gate });
  // A provider never used before: the first stake creates its account and then fails, so
  // its savepoint takes that row away again; the next stakes must not use the vanished row.
  const stake = (key: string, amount: number, failAfter = false) =>
    groups.run<object>({
      key: player,
      work: async (tx) => {
        const placed = await t.services.wallet.placeBet(
          { key, userId: player, provider: 'brand-new-studio', round: key, bet: key, amount },
          tx,
        );
        if (failAfter) throw new Error('failed after the stake');
        return placed;
      },
      recover: async (_tx, error) => ({ refused: (error as { code?: string }).code ?? (error as Error).message }),
    });
  const results = [stake('fails', 100, true), stake('fits', 300), stake('too-much-now', 300)];
  release();
  await opener;
  expect(await Promise.all(results)).toMatchObject([
    { refused: 'failed after the stake' },
    { split: { cash: 300, bonus: 0 } },
    { refused: 'not_enough_money' },
  ]);
  expect((await t.services.wallet.getPlayerBalances(player))?.cash).toBe(200);
  expect((await reconcile(t.db)).ok).toBe(true);
});
