import { ignoreErrorsOfLentClients, POOL_TIMEOUTS, type PoolStats, statsOf } from '@casino/service-kit';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Anything a repository can run SQL on: the pool or an open transaction. */
export type Executor = Db | Tx;

// bigint columns hold minor units and ids; they stay exact as JS numbers up to 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 out of safe range: ${value}`);
  return parsed;
});
// `date` columns stay ISO strings (YYYY-MM-DD): no time zone may shift a birth date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

// Statements with parameters are prepared once per connection under a name, and then only
// bound and executed: PostgreSQL neither parses nor re-plans them on every call, which
// took a large share of a money call's time (decision 007). Names are given to the first
// MAX_NAMED distinct texts only, so a query built with a varying shape cannot grow the
// statements each connection keeps without bound.
const MAX_NAMED = 1_000;
const statementNames = new Map<string, string>();
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED) {
    name = `s${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

class PreparingClient extends pg.Client {
  // Kysely calls query(text, values); every other form goes through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0
        ? statementName(text)
        : undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return name ? super.query({ name, text, values }) : (super.query as any)(...args);
  }
}

const pools = new WeakMap<Db, pg.Pool>();

export function createDb(connectionString: string, max = 10): Db {
  // Pipelining: a client sends a statement without waiting for the answer to the one before.
  // Kysely still waits on its connections; `withPipelinedConnection` is the way around it.
  // The service kit's timeouts: a database that went away fails a query in seconds, not never.
  const pool = new pg.Pool({ connectionString, max, Client: PreparingClient, pipeline: true, ...POOL_TIMEOUTS });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  pool.on('connect', ignoreErrorsOfLentClients);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The connections of `db`'s pool as they stand now (the metrics read them at each scrape). */
export const poolStats = (db: Db): PoolStats | undefined => statsOf(pools.get(db));

/** A Kysely over one client of the pool, kept with the client (which lives as long as its connection). */
const kyselyOfClient = new WeakMap<pg.PoolClient, Db>();
function kyselyOf(client: pg.PoolClient): Db {
  let db = kyselyOfClient.get(client);
  if (!db) {
    // A "pool" that always lends this client and leaves its release to withPipelinedConnection.
    const lent = { query: client.query.bind(client), release: () => {} };
    const pool = { connect: async () => lent, end: async () => {} } as unknown as pg.Pool;
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    kyselyOfClient.set(client, db);
  }
  return db;
}

/**
 * Runs `work` on a client of `db`'s pool, taken for it alone, with a Kysely over that client.
 * Unlike `db.connection()`, whose Kysely queues each statement until the one before is
 * answered, statements sent together here travel together (decision 017). A client is never
 * given back inside a transaction: if `work` left one open, or the connection broke, the
 * client is closed instead.
 */
export async function withPipelinedConnection<T>(
  db: Db,
  work: (client: pg.PoolClient, db: Db) => Promise<T>,
): Promise<T> {
  const pool = pools.get(db);
  if (!pool) throw new Error('withPipelinedConnection needs a database made by createDb');
  const client = await pool.connect();
  try {
    return await work(client, kyselyOf(client));
  } finally {
    client.release(client.getTransactionStatus() !== 'I');
  }
}
