import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDb } from '@casino/service-kit';
import { migrateToLatest as migrateSportsbook } from '@casino/sportsbook/migrations';
import { migrateToLatest as migrateStudio } from '@casino/studio/migrations';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { providerDatabaseUrlOf } from '../src/local-provider.js';
import { build, type TestApp } from './build.js';
import { admin, withClient } from './database.js';
import { insertPlayer } from './players.js';
import { createProvider, fund } from './provider.js';

/**
 * The world of the backup tests (decision 048): a platform with players, deposits, bets, wins,
 * a rollback, a bonus and an identity document, beside a studio's and a sportsbook's database;
 * and the checks that compare databases with queries of their own (not the backup's digest).
 */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

export const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
export const documentsOf = (dir: string) => path.join(dir, 'documents');
export const createDatabase = (url: string) =>
  admin((client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(nameOf(url))}`));

/**
 * Every table's row count and an MD5 of its rows (as text, sorted bytewise), except the
 * migrators' own: what "the same content" means here, computed without the backup's code.
 */
export const contents = (url: string) =>
  withClient(url, async (client) => {
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
  });

export const tableCount = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
    );
    return rows[0]!.count;
  });

/** Real activity through the platform's services and its seamless wallet. */
async function playSome(
  t: TestApp,
  players: number[],
  provider: Awaited<ReturnType<typeof createProvider>>,
  round: string,
) {
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

/** The studio's and the sportsbook's databases beside the platform's, as local mode makes them, with rows. */
async function createProviderDatabases(platformUrl: string, databases: string[]) {
  for (const [suffix, migrate] of [
    ['studio', migrateStudio],
    ['sportsbook', migrateSportsbook],
  ] as const) {
    const url = providerDatabaseUrlOf(platformUrl, suffix);
    databases.push(nameOf(url));
    await createDatabase(url);
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
}

/** Sets the world up before the file's tests and removes it, every database it made included, after. */
export function useBackupWorld() {
  let t: TestApp;
  let dataDir: string;
  let work: string;
  const databases: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'casino-backup-data-'));
    work = await mkdtemp(path.join(tmpdir(), 'casino-backup-'));
    t = await build({ env: { DATA_DIR: dataDir } });
    const provider = await createProvider(t);
    await provider.catalogue();
    const players = [await insertPlayer(t), await insertPlayer(t), await insertPlayer(t, 'USD')];
    await playSome(t, players, provider, 'r1');
    await t.services.wallet.grantBonus({ key: 'backup-bonus', userId: players[0]!, amount: 700, kind: 'Cashback' });
    await t.services.kyc.upload(players[1]!, { kind: 'id_front', fileName: 'passport.png', content: PNG });
    // The sequence the platform draws crypto deposit addresses' indexes from, owned by no column.
    await sql`SELECT nextval('crypto_derivation_seq') FROM generate_series(1, 5)`.execute(t.db);
    await createProviderDatabases(t.databaseUrl, databases);
  }, 120_000);

  afterAll(async () => {
    try {
      await t?.close();
    } finally {
      for (const name of databases)
        await admin((client) => client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
      await rm(work, { recursive: true, force: true });
    }
  });

  return {
    get t() {
      return t;
    },
    /** The platform's DATA_DIR (its identity documents). */
    get dataDir() {
      return dataDir;
    },
    /** A temporary folder of the file's own, for backups and restored data directories. */
    get work() {
      return work;
    },
    /** A platform URL on the test server whose database does not exist yet (nor its providers'); dropped after. */
    freshPlatformUrl(): string {
      const url = new URL(inject('adminDatabaseUrl'));
      url.pathname = `/casino_restored_${randomBytes(5).toString('hex')}`;
      const made = url.toString();
      for (const database of [made, providerDatabaseUrlOf(made, 'studio'), providerDatabaseUrlOf(made, 'sportsbook')])
        databases.push(nameOf(database));
      return made;
    },
  };
}
