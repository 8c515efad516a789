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

/** The sportsbook's own database (never the platform's). */
export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
