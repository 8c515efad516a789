import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Kysely, type Migrator, PostgresDialect } from 'kysely';
import { type AppMigrations, migratedOrThrow, migratorOf } from './migrations.js';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { RowDigest } from './backup.digest.js';
import { BackupError } from './backup.error.js';
import { FILE_MODE, inside, makePrivateDir } from './backup.files.js';
import * as repo from './backup.repository.js';

/** A database to back up or to restore into: its name in the backup, where it is, and its app's migrations. */
export interface DatabaseSource {
  name: string;
  url: string;
  migrations: AppMigrations;
}

/** A table in the backup: its columns as copied, its rows and their digest (RowDigest), its file. */
export interface TableManifest {
  name: string;
  columns: string[];
  rows: number;
  sha256: string;
  file: string;
}

export interface DatabaseManifest {
  name: string;
  /** The database's own name when it was backed up (informative). */
  database: string;
  serverVersion: string;
  /** The last migration it had run: the restore makes the schema up to it before loading. */
  lastMigration: string | null;
  tables: TableManifest[];
  /** Every sequence's last value: the restore never hands out a number given before. */
  sequences: { name: string; lastValue: string | null }[];
}

/** One connection and a Kysely over it: every statement of a backup or a restore shares its transaction. */
async function openConnection(url: string) {
  const client = new pg.Client({ connectionString: url });
  // A connection that breaks fails the statement running on it; the event itself must not end the process.
  client.on('error', () => {});
  await client.connect();
  const lent = { query: client.query.bind(client), release: () => {} };
  const pool = { connect: async () => lent, end: async () => {} } as unknown as pg.Pool;
  const db: repo.Conn = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await repo.applySessionSettings(db);
  return { client, db, database: client.database ?? '' };
}

const migrationNames = (migrations: AppMigrations) => Object.keys(migrations.migrations);
const ownTables = (migrations: AppMigrations) => [migrations.migrationTableName, migrations.migrationLockTableName];

/**
 * Copies every table of `source` into `<backupDir>/<name>/<table>.copy.gz` (COPY text,
 * gzipped) from one REPEATABLE READ snapshot: the tables agree with each other as they did at
 * one instant, however much money moves meanwhile.
 */
export async function dumpDatabase(source: DatabaseSource, backupDir: string): Promise<DatabaseManifest> {
  const { client, db, database } = await openConnection(source.url);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const executed = await repo.executedMigrations(db, source.migrations.migrationTableName);
    const known = migrationNames(source.migrations);
    const unknown = executed.filter((name) => !known.includes(name));
    if (unknown.length > 0)
      throw new BackupError(
        'unknown_migration',
        `The ${source.name} database ran migrations this version does not know (${unknown.join(', ')}): back it up with the version that runs it.`,
      );
    const lastMigration = known.filter((name) => executed.includes(name)).at(-1) ?? null;
    const sequences = await repo.sequenceValues(db);
    const serverVersion = await repo.serverVersion(db);
    await makePrivateDir(path.join(backupDir, source.name));
    const tables: TableManifest[] = [];
    for (const table of await repo.listTables(db, ownTables(source.migrations))) {
      const file = `${source.name}/${encodeURIComponent(table.name)}.copy.gz`;
      const digest = new RowDigest();
      await pipeline(
        client.query(copyTo(repo.copyOutStatement(table.name, table.columns))),
        digest,
        createGzip(),
        createWriteStream(inside(backupDir, file), { mode: FILE_MODE, flags: 'wx' }),
      );
      tables.push({ ...table, rows: digest.rows, sha256: digest.sha256, file });
    }
    await client.query('COMMIT');
    return { name: source.name, database, serverVersion, lastMigration, tables, sequences };
  } finally {
    await client.end();
  }
}

/** Reads a table as it is now in this transaction: its rows and their digest. */
async function digestOf(client: pg.Client, table: TableManifest) {
  const digest = new RowDigest();
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(client.query(copyTo(repo.copyOutStatement(table.name, table.columns))), digest, discard);
  return digest;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\0') === [...b].sort().join('\0');

/**
 * A restore of one database, inside one transaction from `open` to `commit` or `rollback`:
 * a failure at any step leaves the database as it was before.
 */
export async function openRestore(target: DatabaseSource, manifest: DatabaseManifest) {
  const { client, db, database } = await openConnection(target.url);
  await client.query('BEGIN').catch(async (error: unknown) => {
    await client.end();
    throw error;
  });
  // The migrations run inside this restore's own transaction, on its connection.
  const migrator = migratorOf(db, target.migrations, { disableTransactions: true });
  const migrate = (run: () => ReturnType<Migrator['migrateToLatest']>) => migratedOrThrow(`The ${target.name}`, run());
  const label = `the ${target.name} database (${database})`;

  /** Each sequence past the highest of the value it had given at the backup and its column's highest value. */
  const moveSequences = async (): Promise<void> => {
    const recorded = new Map(manifest.sequences.map((sequence) => [sequence.name, sequence.lastValue]));
    for (const sequence of await repo.sequenceOwners(db)) {
      const candidates = [
        recorded.get(sequence.name) ?? null,
        sequence.table && sequence.column ? await repo.columnMax(db, sequence.table, sequence.column) : null,
      ]
        .filter((value): value is string => value !== null && /^-?\d+$/.test(value))
        .map(BigInt);
      if (candidates.length === 0) continue;
      const highest = candidates.reduce((a, b) => (a > b ? a : b));
      if (highest >= BigInt(sequence.minValue)) await repo.setSequence(db, sequence.name, highest.toString());
    }
  };

  return {
    name: target.name,

    /** Why this database cannot be restored into now, if it cannot. */
    async refusal(force: boolean): Promise<BackupError | null> {
      const others = await repo.otherSessions(db);
      if (others > 0)
        return new BackupError(
          'in_use',
          `${label} has ${others} other connection(s): stop the platform, its studio and its sportsbook first.`,
        );
      if (!force && (await repo.countTables(db)) > 0)
        return new BackupError('not_empty', `${label} already holds tables.`);
      return null;
    },

    /**
     * Makes the schema as the backup's migrations left it, loads every table (triggers and
     * foreign keys off: the rows are a consistent snapshot already), reads each back against
     * the manifest, moves every sequence past the numbers used, then runs the migrations
     * written since the backup.
     */
    async load(backupDir: string, force: boolean, say: (line: string) => void): Promise<{ rows: number }> {
      if (force && (await repo.countTables(db)) > 0) await repo.resetPublicSchema(db);
      if (manifest.lastMigration) await migrate(() => migrator.migrateTo(manifest.lastMigration!));

      const schema = await repo.listTables(db, ownTables(target.migrations));
      const inBackup = new Map(manifest.tables.map((table) => [table.name, table]));
      for (const table of schema) {
        const backedUp = inBackup.get(table.name);
        if (!backedUp || !sameSet(backedUp.columns, table.columns))
          throw new BackupError(
            'schema_mismatch',
            `${label}: the table ${table.name} made by the migrations up to ${manifest.lastMigration} is not the one in the backup.`,
          );
      }
      const extra = manifest.tables.filter((table) => !schema.some((made) => made.name === table.name));
      if (extra.length > 0)
        throw new BackupError(
          'schema_mismatch',
          `${label}: the backup holds tables the migrations do not make: ${extra.map((table) => table.name).join(', ')}.`,
        );

      try {
        await repo.setReplicationRole(db, 'replica');
      } catch (error) {
        throw new Error(
          `${label}: a restore writes rows without firing triggers (session_replication_role), which needs a superuser ` +
            `or, on PostgreSQL 15 and later, GRANT SET ON PARAMETER session_replication_role to this role. (${String(error)})`,
        );
      }
      await repo.truncate(
        db,
        manifest.tables.map((table) => table.name),
      );
      let rows = 0;
      for (const table of manifest.tables) {
        const digest = new RowDigest();
        const sink = client.query(copyFrom(repo.copyInStatement(table.name, table.columns)));
        await pipeline(createReadStream(inside(backupDir, table.file)), createGunzip(), digest, sink);
        if (digest.rows !== table.rows || digest.sha256 !== table.sha256 || sink.rowCount !== table.rows)
          throw new BackupError('damaged', `${table.file} does not hold the rows the manifest lists.`);
        rows += table.rows;
      }
      for (const table of manifest.tables) {
        const stored = await digestOf(client, table);
        if (stored.rows !== table.rows || stored.sha256 !== table.sha256)
          throw new BackupError('damaged', `${label}: the table ${table.name} read back differs from the backup.`);
      }
      await moveSequences();
      await repo.setReplicationRole(db, 'origin');
      await migrate(() => migrator.migrateToLatest());
      say(`  ${target.name}: ${manifest.tables.length} tables, ${rows} rows`);
      return { rows };
    },

    commit: async () => {
      try {
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    },

    rollback: async () => {
      await client.query('ROLLBACK').catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

const MISSING_DATABASE = '3D000';

/** Whether the database of `url` exists: whether it can be connected to, or is missing. */
export async function databaseExists(url: string): Promise<boolean> {
  try {
    const { client } = await openConnection(url);
    await client.end();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === MISSING_DATABASE) return false;
    throw error;
  }
}

/** Makes the database of `url` when it is missing (a provider's database on a new server), from the server's `postgres` one. */
export async function ensureDatabase(url: string): Promise<void> {
  if (await databaseExists(url)) return;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const { client, db } = await openConnection(maintenance.toString());
  try {
    await repo.createDatabase(db, decodeURIComponent(new URL(url).pathname.slice(1)));
  } finally {
    await client.end();
  }
}
