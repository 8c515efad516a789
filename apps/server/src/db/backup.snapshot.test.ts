import path from 'node:path';
import { expect, it } from 'vitest';
import { useBackupWorld } from '../../test/backup-world.js';
import { createProvider, fund } from '../../test/provider.js';
import { insertPlayer } from '../../test/players.js';
import { reconcile } from '../modules/wallet/index.js';
import { backupPlatform, restorePlatform } from './backup.js';
import { createDb } from './database.js';

// A backup is one snapshot of each database (decision 048), also while money moves.
const w = useBackupWorld();

it('takes one consistent snapshot while money moves: the restored ledger reconciles', async () => {
  const provider = await createProvider(w.t, 'busy');
  await provider.catalogue();
  const players = await Promise.all([1, 2, 3, 4].map(() => insertPlayer(w.t)));
  for (const player of players) {
    await fund(w.t, player, 10_000);
    await provider.launch(player);
  }
  let moving = true;
  let moves = 0;
  // Four players bet, win and get deposits without a pause for as long as the backup runs.
  const workers = players.map(async (player, worker) => {
    for (let i = 0; moving; i += 1) {
      const bet = `busy-${worker}-${i}`;
      expect((await provider.bet(player, bet, 1)).status).toBe(200);
      expect((await provider.win(player, `${bet}-win`, bet, 1.5)).status).toBe(200);
      await fund(w.t, player, 50);
      moves += 1;
    }
  });
  const transfers = async () =>
    Number(
      (
        await w.t.db
          .selectFrom('wallet_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const working = Promise.all(workers);
  // (A worker that fails ends the wait with its error.)
  while (moves < 8) await Promise.race([working, new Promise((resolve) => setTimeout(resolve, 10))]);
  const movesAtStart = moves;
  const backup = await backupPlatform({
    databaseUrl: w.t.databaseUrl,
    documentsDir: null,
    into: path.join(w.work, 'busy'),
  });
  const movesDuring = moves - movesAtStart;
  moving = false;
  await working;
  expect(movesDuring).toBeGreaterThan(0);

  const target = w.freshPlatformUrl();
  await restorePlatform({ databaseUrl: target, documentsDir: null, from: backup.path, force: false });
  const restoredDb = createDb(target, 2);
  try {
    const report = await reconcile(restoredDb);
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
    const restoredTransfers = Number(
      (
        await restoredDb
          .selectFrom('wallet_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // The snapshot is of an instant during the run: later money is not in it.
    expect(restoredTransfers).toBeLessThan(await transfers());
  } finally {
    await restoredDb.destroy();
  }
  expect((await reconcile(w.t.db)).ok).toBe(true);
}, 180_000);
