import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// bigint columns hold minor units, ids and nonces; they stay exact as JS numbers up to 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 out of safe range: ${value}`);
  return parsed;
});

/** A service's own database: Kysely over a pg pool of at most `max` connections. */
export function createPostgresDb<Database>(connectionString: string, max = 10): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
