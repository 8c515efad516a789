import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Tx } from './database.js';

/** The advisory-lock key of a name: the first 8 bytes of its SHA-256, as a signed 64-bit number. */
export const lockKeyOf = (name: string) =>
  BigInt.asIntN(64, createHash('sha256').update(name).digest().readBigUInt64BE(0));

/**
 * BEGIN, and transaction-level advisory locks on `names`, as one message (decision 015): the
 * keys are numbers computed here, so the text has no parameters and goes by the simple
 * protocol, which takes several statements at once. The locks are taken in key order, so two
 * transactions never wait on each other in a cycle, and in a statement of their own, so that
 * what the transaction reads next is read after them.
 */
function beginLocked(names: string[]) {
  const keys = [...new Set(names.map(lockKeyOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (keys.length === 0) return sql.raw('BEGIN');
  return sql.raw(`BEGIN; SELECT pg_advisory_xact_lock(k) FROM unnest('{${keys.join(',')}}'::bigint[]) AS k`);
}

/**
 * Runs `body` in a transaction that holds the locks on `names` from its first statement;
 * `committing` is called once its COMMIT is sent. One round trip less than BEGIN and then the
 * locks, which a batch of provider calls pays on every batch.
 */
export function inLockedTransaction<T>(
  db: Db,
  names: string[],
  body: (tx: Tx) => Promise<T>,
  committing: () => void = () => {},
): Promise<T> {
  return db.connection().execute(async (connection) => {
    try {
      // Inside the try: if the locks fail after BEGIN, the connection must not go back to
      // the pool inside an aborted transaction.
      await beginLocked(names).execute(connection);
      // A connection between BEGIN and COMMIT is a transaction in all but its type.
      const result = await body(connection as unknown as Tx);
      const commit = sql`COMMIT`.execute(connection);
      committing();
      await commit;
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
