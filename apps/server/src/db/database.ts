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

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max, Client: PreparingClient });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
