import { mkdtemp, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from '@casino/service-kit/backup';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { contents, createDatabase, documentsOf, PNG, useBackupWorld } from '../../test/backup-world.js';
import { insertPlayer } from '../../test/players.js';
import { loadConfig } from '../config.js';
import { providerDatabaseUrlOf } from '../local-provider.js';
import { createDocumentStore } from '../modules/kyc/index.js';
import { reconcile } from '../modules/wallet/index.js';
import { createServices } from '../services.js';
import { backupPlatform, restorePlatform } from './backup.js';
import { createDb } from './database.js';

// `npm run backup` and `npm run restore` (decision 048): the round trip and its refusals.
const w = useBackupWorld();

it('restores every database and document into empty ones, where the ledger reconciles and numbering continues', async () => {
  const backup = await backupPlatform({
    databaseUrl: w.t.databaseUrl,
    documentsDir: documentsOf(w.dataDir),
    into: path.join(w.work, 'backups'),
  });
  expect(backup.manifest.databases.map((database) => database.name)).toEqual(['platform', 'studio', 'sportsbook']);
  expect(backup.manifest.files[0]!.files).toHaveLength(1);
  // Private: the directories 0700, the files 0600.
  expect((await stat(backup.path)).mode & 0o777).toBe(0o700);
  for (const entry of await readdir(backup.path, { recursive: true, withFileTypes: true })) {
    const mode = (await stat(path.join(entry.parentPath, entry.name))).mode & 0o777;
    expect(mode, entry.name).toBe(entry.isDirectory() ? 0o700 : 0o600);
  }

  const target = w.freshPlatformUrl();
  await createDatabase(target);
  const targetDir = await mkdtemp(path.join(w.work, 'data-'));
  const summary = await restorePlatform({
    databaseUrl: target,
    documentsDir: documentsOf(targetDir),
    from: backup.path,
    force: false,
  });
  expect(summary.databases.map((database) => database.name)).toEqual(['platform', 'studio', 'sportsbook']);

  // Every table of the three databases holds the same rows, and there were rows to compare.
  const source = await contents(w.t.databaseUrl);
  const restored = await contents(target);
  expect(Object.keys(source).length).toBeGreaterThan(40);
  expect(restored).toEqual(source);
  for (const table of ['users', 'wallet_transfers', 'provider_transactions', 'provider_rounds', 'kyc_documents'])
    expect(source[table]!.rows, table).toBeGreaterThan(0);
  for (const suffix of ['studio', 'sportsbook']) {
    const backedUp = await contents(providerDatabaseUrlOf(w.t.databaseUrl, suffix));
    expect(await contents(providerDatabaseUrlOf(target, suffix))).toEqual(backedUp);
  }
  expect((await contents(providerDatabaseUrlOf(target, 'studio'))).studio_sessions!.rows).toBe(2);

  // The identity documents came back beside their rows.
  const restoredDb = createDb(target, 4);
  try {
    const store = createDocumentStore(documentsOf(targetDir));
    const documents = await restoredDb.selectFrom('kyc_documents').select('storage_key').execute();
    expect(documents).toHaveLength(1);
    expect(await store.get(documents[0]!.storage_key)).toEqual(PNG);

    // The ledger adds up, as `npm run reconcile` checks it.
    const report = await reconcile(restoredDb);
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
    expect(report.currencies).toEqual((await reconcile(w.t.db)).currencies);

    // Numbering continues past every number used: a new player and a new deposit fit in.
    const config = loadConfig({ APP_MODE: 'local', PUBLIC_URL: 'http://casino.test', WEB_DIST: '/nonexistent' });
    const services = createServices({ config, db: restoredDb, jwtSecret: 'x'.repeat(40) });
    const before = await restoredDb
      .selectFrom('wallet_transfers')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const player = await insertPlayer({ db: restoredDb, services });
    await services.wallet.deposit({ key: 'after-restore', userId: player, amount: 1_000, paymentRef: 'test' });
    const users = await restoredDb
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(player).toBe(users.id);
    const after = await restoredDb
      .selectFrom('wallet_transfers')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(Number(after.id)).toBeGreaterThan(Number(before.id));
    const { rows: drawn } = await sql<{ next: string }>`SELECT nextval('crypto_derivation_seq')::text AS next`.execute(
      restoredDb,
    );
    const { rows: used } = await sql<{
      last: string;
    }>`SELECT last_value::text AS last FROM crypto_derivation_seq`.execute(w.t.db);
    expect(Number(drawn[0]!.next)).toBe(Number(used[0]!.last) + 1);
    expect((await reconcile(restoredDb)).ok).toBe(true);
  } finally {
    await restoredDb.destroy();
  }

  // A second restore onto it is refused and changes nothing…
  const holding = await contents(target);
  const refused = await restorePlatform({
    databaseUrl: target,
    documentsDir: documentsOf(targetDir),
    from: backup.path,
    force: false,
  }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(BackupError);
  expect(refused).toMatchObject({ code: 'not_empty' });
  expect((refused as Error).message).toContain('already holds tables');
  expect((refused as Error).message).toContain('already holds files');
  expect(await contents(target)).toEqual(holding);

  // …unless forced, which replaces what it holds with the backup.
  await restorePlatform({ databaseUrl: target, documentsDir: documentsOf(targetDir), from: backup.path, force: true });
  expect(await contents(target)).toEqual(source);
  expect(await readdir(documentsOf(targetDir), { recursive: true })).toHaveLength(2);
}, 180_000);
