import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BackupError, readManifest } from '@casino/service-kit/backup';
import { createPostgresDb } from '@casino/service-kit';
import { migrateToLatest as migrateSportsbook } from '@casino/sportsbook/migrations';
import { migrateToLatest as migrateStudio } from '@casino/studio/migrations';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { insertPlayer } from '../../test/players.js';
import { createProvider, fund } from '../../test/provider.js';
import { providerDatabaseUrlOf } from '../local-provider.js';
import { createDocumentStore } from '../modules/kyc/index.js';
import { reconcile } from '../modules/wallet/index.js';
import { loadConfig } from '../config.js';
import { createServices } from '../services.js';
import { backupPlatform, restorePlatform } from './backup.js';
import { createDb } from './database.js';

/**
 * `npm run backup` and `npm run restore` (decision 048) on real PostgreSQL: a platform with
 * players, deposits, bets, wins, a rollback, a bonus and an identity document, beside a
 * studio's and a sportsbook's database; backed up, restored elsewhere, and compared table by
 * table with a query of its own (not the backup's digest).
 */
const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let t: TestApp;
let dataDir: string;
let work: string;
const databases: string[] = [];

async function admin(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** A platform URL on the test server whose database does not exist yet (nor its providers'). */
function freshPlatformUrl(): string {
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/casino_restored_${randomBytes(5).toString('hex')}`;
  const made = url.toString();
  databases.push(nameOf(made), nameOf(providerDatabaseUrlOf(made, 'studio')));
  databases.push(nameOf(providerDatabaseUrlOf(made, 'sportsbook')));
  return made;
}

/**
 * Every table's row count and an MD5 of its rows (as text, sorted bytewise), except the
 * migrators' own: what "the same content" means here, computed without the backup's code.
 */
async function contents(url: string): Promise<Record<string, { rows: number; md5: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET TimeZone = 'UTC'`);
    const { rows: tables } = await client.query<{ name: string }>(`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`);
    const found: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables) {
      if (/^kysely_migration|_migrations(_lock)?$/.test(name)) continue;
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5
         FROM ${client.escapeIdentifier(name)} t`,
      );
      found[name] = rows[0]!;
    }
    return found;
  } finally {
    await client.end();
  }
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

/** Real activity through the platform's services and its seamless wallet. */
async function playSome(players: number[], provider: Awaited<ReturnType<typeof createProvider>>, round: string) {
  for (const [index, player] of players.entries()) {
    await fund(t, player, 10_000);
    await provider.launch(player);
    // Seamless amounts are in major units: 3.00 staked, 4.50 won, 2.00 staked and rolled back.
    expect((await provider.bet(player, `${round}-bet-${index}`, 3)).status).toBe(200);
    expect((await provider.win(player, `${round}-win-${index}`, `${round}-bet-${index}`, 4.5)).status).toBe(200);
    expect((await provider.bet(player, `${round}-bet2-${index}`, 2)).status).toBe(200);
    expect((await provider.rollback(player, `${round}-rb-${index}`, `${round}-bet2-${index}`)).status).toBe(200);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'casino-backup-data-'));
  work = await mkdtemp(path.join(tmpdir(), 'casino-backup-'));
  t = await build({ env: { DATA_DIR: dataDir } });
  const provider = await createProvider(t);
  await provider.catalogue();
  const players = [await insertPlayer(t), await insertPlayer(t), await insertPlayer(t, 'USD')];
  await playSome(players, provider, 'r1');
  await t.services.wallet.grantBonus({ key: 'backup-bonus', userId: players[0]!, amount: 700, kind: 'Cashback' });
  await t.services.kyc.upload(players[1]!, { kind: 'id_front', fileName: 'passport.png', content: PNG });
  // The sequence the platform draws crypto deposit addresses' indexes from, owned by no column.
  await sql`SELECT nextval('crypto_derivation_seq') FROM generate_series(1, 5)`.execute(t.db);

  // The studio's and the sportsbook's databases beside the platform's, as local mode makes them.
  for (const [suffix, migrate] of [
    ['studio', migrateStudio],
    ['sportsbook', migrateSportsbook],
  ] as const) {
    const url = providerDatabaseUrlOf(t.databaseUrl, suffix);
    databases.push(nameOf(url));
    await admin(`CREATE DATABASE ${pg.escapeIdentifier(nameOf(url))}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = createPostgresDb<any>(url, 2);
    try {
      await migrate(db);
      if (suffix === 'studio') {
        await sql`INSERT INTO studio_sessions (id, mode, player_key, game_id, currency, language, expires_at)
          VALUES ('s-1', 'real', 'p-1', 'fruits', 'EUR', 'en', now() + interval '1 hour'),
                 ('s-2', 'demo', 'p-2', 'fruits', 'EUR', 'fr', now() + interval '1 hour')`.execute(db);
        await sql`INSERT INTO studio_seeds (player_key, server_seed, server_seed_hash, client_seed)
          VALUES ('p-1', 'a', 'ha', 'c'), ('p-2', 'b', 'hb', 'd')`.execute(db);
      } else {
        await sql`UPDATE sb_settings SET margin = 0.0712345678901234`.execute(db);
        await sql`INSERT INTO sb_event_overrides (event_id, suspended, suspended_markets, result)
          VALUES ('e-1', true, '{1x2,"total \\"goals\\""}', '{"home": 2, "away": 1}'),
                 ('e-2', false, '{}', NULL)`.execute(db);
      }
    } finally {
      await db.destroy();
    }
  }
}, 120_000);

afterAll(async () => {
  try {
    await t?.close();
  } finally {
    for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }
});

const documentsOf = (dir: string) => path.join(dir, 'documents');

it('restores every database and document into empty ones, where the ledger reconciles and numbering continues', async () => {
  const backup = await backupPlatform({
    databaseUrl: t.databaseUrl,
    documentsDir: documentsOf(dataDir),
    into: path.join(work, 'backups'),
  });
  expect(backup.manifest.databases.map((database) => database.name)).toEqual(['platform', 'studio', 'sportsbook']);
  expect(backup.manifest.files[0]!.files).toHaveLength(1);
  // Private: the directories 0700, the files 0600.
  expect((await stat(backup.path)).mode & 0o777).toBe(0o700);
  for (const entry of await readdir(backup.path, { recursive: true, withFileTypes: true })) {
    const mode = (await stat(path.join(entry.parentPath, entry.name))).mode & 0o777;
    expect(mode, entry.name).toBe(entry.isDirectory() ? 0o700 : 0o600);
  }

  const target = freshPlatformUrl();
  await admin(`CREATE DATABASE ${pg.escapeIdentifier(nameOf(target))}`);
  const targetDir = await mkdtemp(path.join(work, 'data-'));
  const summary = await restorePlatform({
    databaseUrl: target,
    documentsDir: documentsOf(targetDir),
    from: backup.path,
    force: false,
  });
  expect(summary.databases.map((database) => database.name)).toEqual(['platform', 'studio', 'sportsbook']);

  // Every table of the three databases holds the same rows, and there were rows to compare.
  const source = await contents(t.databaseUrl);
  const restored = await contents(target);
  expect(Object.keys(source).length).toBeGreaterThan(40);
  expect(restored).toEqual(source);
  for (const table of ['users', 'wallet_transfers', 'provider_transactions', 'provider_rounds', 'kyc_documents'])
    expect(source[table]!.rows, table).toBeGreaterThan(0);
  for (const suffix of ['studio', 'sportsbook']) {
    const backedUp = await contents(providerDatabaseUrlOf(t.databaseUrl, suffix));
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
    expect(report.currencies).toEqual((await reconcile(t.db)).currencies);

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
    }>`SELECT last_value::text AS last FROM crypto_derivation_seq`.execute(t.db);
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

it('restores nothing from a damaged backup: an empty database stays empty, a forced one keeps its data', async () => {
  const backup = await backupPlatform({
    databaseUrl: t.databaseUrl,
    documentsDir: documentsOf(dataDir),
    into: path.join(work, 'damaged'),
  });
  // The last table of the platform no longer matches what the manifest says of it.
  const damaged = path.join(work, 'damaged-copy');
  await cp(backup.path, damaged, { recursive: true });
  const manifest = await readManifest(damaged);
  const platform = manifest.databases[0]!;
  const last = platform.tables.filter((table) => table.rows > 0).at(-1)!;
  last.sha256 = '0'.repeat(64);
  await writeFile(path.join(damaged, 'manifest.json'), JSON.stringify(manifest));

  const target = freshPlatformUrl();
  const targetDir = await mkdtemp(path.join(work, 'data-'));
  const failed = await restorePlatform({
    databaseUrl: target,
    documentsDir: documentsOf(targetDir),
    from: damaged,
    force: false,
  }).catch((error: unknown) => error);
  expect(failed).toMatchObject({ code: 'damaged' });
  expect((failed as Error).message).toContain(last.file);
  for (const url of [target, providerDatabaseUrlOf(target, 'studio'), providerDatabaseUrlOf(target, 'sportsbook')])
    expect(await tableCount(url)).toBe(0);
  expect(await readdir(targetDir)).toEqual([]);

  // Forced onto a restored platform: the failure leaves its previous data in place.
  await restorePlatform({ databaseUrl: target, documentsDir: documentsOf(targetDir), from: backup.path, force: false });
  const holding = await contents(target);
  await expect(
    restorePlatform({ databaseUrl: target, documentsDir: documentsOf(targetDir), from: damaged, force: true }),
  ).rejects.toMatchObject({ code: 'damaged' });
  expect(await contents(target)).toEqual(holding);
}, 180_000);

it('takes one consistent snapshot while money moves: the restored ledger reconciles', async () => {
  const provider = await createProvider(t, 'busy');
  await provider.catalogue();
  const players = await Promise.all([1, 2, 3, 4].map(() => insertPlayer(t)));
  for (const player of players) {
    await fund(t, player, 10_000);
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
      await fund(t, player, 50);
      moves += 1;
    }
  });
  const transfers = async () =>
    Number(
      (
        await t.db
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
    databaseUrl: t.databaseUrl,
    documentsDir: null,
    into: path.join(work, 'busy'),
  });
  const movesDuring = moves - movesAtStart;
  moving = false;
  await working;
  expect(movesDuring).toBeGreaterThan(0);

  const target = freshPlatformUrl();
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
  expect((await reconcile(t.db)).ok).toBe(true);
}, 180_000);

it('npm run backup and npm run restore: a round trip, then a refusal with exit code 1', async () => {
  const cli = (script: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, INIT_CWD: work, ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const backedUp = await cli('backup', ['cli-backups'], { DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir });
  expect(backedUp.code, backedUp.stderr).toBe(0);
  const [name] = await readdir(path.join(work, 'cli-backups'));
  expect(backedUp.stdout).toContain(`Backup written to ${path.join(work, 'cli-backups', name!)}`);

  const target = freshPlatformUrl();
  const targetDir = await mkdtemp(path.join(work, 'data-'));
  const env = { DATABASE_URL: target, DATA_DIR: targetDir };
  const restored = await cli('restore', [path.join('cli-backups', name!)], env);
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toContain('Restored.');
  expect(await contents(target)).toEqual(await contents(t.databaseUrl));
  expect(await readFile(path.join(work, 'cli-backups', name!, 'manifest.json'), 'utf8')).toContain('"platform"');

  const again = await cli('restore', [path.join('cli-backups', name!)], env);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('already holds tables');
  expect(again.stderr).toContain('--force');
}, 180_000);
