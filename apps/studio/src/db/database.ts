import { createPostgresDb } from '@casino/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Anything a repository can run SQL on: the pool or an open transaction. */
export type Executor = Db | Tx;

/** The studio's own database (never the platform's). */
export function createDb(connectionString: string, max = 10): Db {
  return createPostgresDb<Database>(connectionString, max);
}
