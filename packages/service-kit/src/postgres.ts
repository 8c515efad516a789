import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// bigint columns hold minor units, ids and nonces; they stay exact as JS numbers up to 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 out of safe range: ${value}`);
  return parsed;
});

/** How a pool's connections stand: open, idle among them, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

// The pool behind each database made here, for its metrics (Kysely keeps its own out of reach).
const pools = new WeakMap<object, pg.Pool>();

/**
 * What keeps a pool from hanging when the database goes away (issue #27): a connection, or a
 * free client of a full pool, is waited for a few seconds at most, and then the query fails
 * (answered 503, `isDatabaseUnreachable`) rather than holding its request open; TCP
 * keep-alive finds a connection whose peer vanished while it sat idle in the pool. No
 * statement timeout: migrations, reports and the reconciliation run long statements on
 * purpose, and a lost connection already fails every statement on it at once.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const satisfies pg.PoolConfig;

/**
 * For a pool's `connect` event. A client lent out (to a request, a transaction) whose connection
 * breaks emits 'error' besides failing its queries, and the pool listens only to idle ones:
 * unheard, that error would be an uncaught exception that stops the whole process when the
 * database goes away. Its queries have failed already, and the pool drops the client once it
 * is given back.
 */
export function ignoreErrorsOfLentClients(client: pg.PoolClient): void {
  client.on('error', () => {});
}

/** A service's own database: Kysely over a pg pool of at most `max` connections. */
export function createPostgresDb<Database>(connectionString: string, max = 10): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max, ...POOL_TIMEOUTS });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  pool.on('connect', ignoreErrorsOfLentClients);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The connections of a pool as they stand now; undefined for a database not made by `createPostgresDb`. */
export function poolStats(db: object): PoolStats | undefined {
  return statsOf(pools.get(db));
}

/** A pg pool's counts (`totalCount`, `idleCount`, `waitingCount`) as `PoolStats`. */
export function statsOf(pool: pg.Pool | undefined): PoolStats | undefined {
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
