import { type Kysely, sql } from 'kysely';
import pg from 'pg';

/** A Kysely over the one connection of a backup or a restore (any schema: the app's is not known here). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Conn = Kysely<any>;

const ident = (name: string) => pg.escapeIdentifier(name);
const table = (name: string) => `public.${ident(name)}`;

/**
 * How values are written as text, the same for the backup and the restore whatever the
 * server's or the role's defaults: timestamps in UTC, ISO dates, hexadecimal bytea. The
 * restore reads every table back and compares its text with the backup's, so both sides must
 * write a value the same way. No timeout may cut a long copy short.
 */
export async function applySessionSettings(db: Conn): Promise<void> {
  await sql`
    SET TimeZone = 'UTC';
    SET DateStyle = 'ISO, YMD';
    SET IntervalStyle = 'postgres';
    SET extra_float_digits = 1;
    SET bytea_output = 'hex';
    SET client_encoding = 'UTF8';
    SET standard_conforming_strings = on;
    SET statement_timeout = 0;
    SET idle_in_transaction_session_timeout = 0;
    SET lock_timeout = '30s'
  `.execute(db);
}

export async function serverVersion(db: Conn): Promise<string> {
  const { rows } = await sql<{ version: string }>`SELECT current_setting('server_version') AS version`.execute(db);
  return rows[0]!.version;
}

/**
 * The tables of the public schema and their columns in order, except `exclude` (the
 * migrator's own) and generated columns, which are computed again and cannot be written.
 * A partitioned table is read and written through its parent, never its partitions.
 */
export async function listTables(db: Conn, exclude: string[]): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await sql<{ name: string; columns: string[] }>`
    SELECT c.relname AS name,
      coalesce(array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attnum IS NOT NULL), '{}')::text[] AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND c.relname <> ALL (${exclude}::text[])
    GROUP BY c.relname
    ORDER BY c.relname
  `.execute(db);
  return rows;
}

/** How many tables the public schema holds: a database to restore into must hold none. */
export async function countTables(db: Conn): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  `.execute(db);
  return rows[0]!.count;
}

/** The other clients connected to this database now (a running platform, a console). */
export async function otherSessions(db: Conn): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
  `.execute(db);
  return rows[0]!.count;
}

/** The migrations the migrator's table records (none when the table does not exist). */
export async function executedMigrations(db: Conn, migrationTable: string): Promise<string[]> {
  const { rows: found } = await sql<{ exists: boolean }>`
    SELECT to_regclass(${table(migrationTable)}) IS NOT NULL AS exists
  `.execute(db);
  if (!found[0]!.exists) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.raw(table(migrationTable))}`.execute(db);
  return rows.map((row) => row.name);
}

/** Every sequence of the public schema with the last value it gave (null: none yet, or not readable). */
export async function sequenceValues(db: Conn): Promise<{ name: string; lastValue: string | null }[]> {
  const { rows } = await sql<{ name: string; lastValue: string | null }>`
    SELECT sequencename::text AS name, last_value::text AS "lastValue"
    FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename
  `.execute(db);
  return rows;
}

/**
 * Every sequence of the public schema with its lowest value and, for a serial or identity
 * column's, the table and column it numbers.
 */
export async function sequenceOwners(
  db: Conn,
): Promise<{ name: string; minValue: string; table: string | null; column: string | null }[]> {
  const { rows } = await sql<{ name: string; minValue: string; table: string | null; column: string | null }>`
    SELECT s.relname::text AS name, q.seqmin::text AS "minValue", t.relname::text AS table, a.attname::text AS column
    FROM pg_class s
    JOIN pg_namespace n ON n.oid = s.relnamespace
    JOIN pg_sequence q ON q.seqrelid = s.oid
    LEFT JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
      AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i') AND d.refobjsubid > 0
    LEFT JOIN pg_class t ON t.oid = d.refobjid
    LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
    WHERE s.relkind = 'S' AND n.nspname = 'public'
    ORDER BY s.relname
  `.execute(db);
  return rows;
}

/** The highest value of a column, as text (null for an empty table). */
export async function columnMax(db: Conn, tableName: string, column: string): Promise<string | null> {
  const { rows } = await sql<{ max: string | null }>`
    SELECT max(${sql.raw(ident(column))})::text AS max FROM ${sql.raw(table(tableName))}
  `.execute(db);
  return rows[0]!.max;
}

/** The sequence gives `value + increment` next. */
export async function setSequence(db: Conn, name: string, value: string): Promise<void> {
  await sql`SELECT setval(${table(name)}::regclass, ${value}::bigint, true)`.execute(db);
}

/**
 * Empties the public schema for `--force`: dropped with all it holds and made again, owned as
 * before and usable by everyone as PostgreSQL makes it. Inside the restore's transaction, so a
 * restore that fails leaves the previous data in place.
 */
export async function resetPublicSchema(db: Conn): Promise<void> {
  const { rows } = await sql<{ owner: string }>`
    SELECT nspowner::regrole::text AS owner FROM pg_namespace WHERE nspname = 'public'
  `.execute(db);
  await sql`DROP SCHEMA public CASCADE`.execute(db);
  await sql`CREATE SCHEMA public`.execute(db);
  const owner = rows[0]?.owner;
  if (owner) await sql`ALTER SCHEMA public OWNER TO ${sql.raw(owner)}`.execute(db);
  await sql`GRANT USAGE ON SCHEMA public TO PUBLIC`.execute(db);
}

/**
 * `replica`: no trigger fires and no foreign key is checked on the rows written in this
 * transaction (an append-only guard, a deferred balance check, a derived total), as for rows
 * a replica receives; `origin` puts them back.
 */
export async function setReplicationRole(db: Conn, role: 'replica' | 'origin'): Promise<void> {
  await sql`SET LOCAL session_replication_role = ${sql.raw(role)}`.execute(db);
}

/** Empties the tables (rows a migration inserted before the backup's are loaded). */
export async function truncate(db: Conn, tables: string[]): Promise<void> {
  if (tables.length > 0) await sql`TRUNCATE ${sql.raw(tables.map(table).join(', '))}`.execute(db);
}

/** Reads a table's columns as `COPY` text. */
export const copyOutStatement = (tableName: string, columns: string[]) =>
  `COPY (SELECT ${columns.map(ident).join(', ')} FROM ${table(tableName)}) TO STDOUT`;

/** Writes a table's columns from `COPY` text. */
export const copyInStatement = (tableName: string, columns: string[]) =>
  `COPY ${table(tableName)} (${columns.map(ident).join(', ')}) FROM STDIN`;

export async function createDatabase(db: Conn, name: string): Promise<void> {
  await sql`CREATE DATABASE ${sql.raw(ident(name))}`.execute(db);
}
