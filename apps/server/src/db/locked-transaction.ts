import { hash } from 'node:crypto';
import { type Db, type Tx, withPipelinedConnection } from './database.js';

/**
 * The advisory-lock key of a name: the first 8 bytes of its SHA-256, as a signed 64-bit number.
 * One-shot `hash`, as in lib/crypto.ts: three names a call, and no Hash object for the GC.
 */
export const lockKeyOf = (name: string) => BigInt.asIntN(64, hash('sha256', name, 'buffer').readBigUInt64BE(0));

/**
 * The statements of a locked transaction (the seamless batches) find each row by its key, and
 * are prepared once per connection (decision 007). They keep one generic plan: otherwise
 * PostgreSQL plans a small batch's statements anew at every execution, which cost more than
 * running them (decision 018). Such a plan is often made while a table is still small, when
 * reading it whole looks cheaper than its index, and it would go on reading the table as it
 * grows; with sequential scans off, the planner takes the index wherever there is one.
 */
const BEGIN = 'BEGIN; SET LOCAL enable_seqscan = off; SET LOCAL plan_cache_mode = force_generic_plan';

/**
 * BEGIN, and transaction-level advisory locks on `names`, as one message (decision 015): the
 * keys are numbers computed here, so the text has no parameters and goes by the simple
 * protocol, which takes several statements at once. The locks are taken in key order, so two
 * transactions never wait on each other in a cycle, and in a statement of their own, so that
 * what the transaction reads next is read after them.
 */
function beginLocked(names: string[]): string {
  const keys = [...new Set(names.map(lockKeyOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (keys.length === 0) return BEGIN;
  return `${BEGIN}; SELECT pg_advisory_xact_lock(k) FROM unnest('{${keys.join(',')}}'::bigint[]) AS k`;
}

/**
 * Hands the transaction its last statement, sent and not awaited: COMMIT goes right behind it,
 * in the same round trip. If that statement fails, so does the transaction (PostgreSQL turns
 * the COMMIT of a failed transaction into a rollback). Nothing is sent after it.
 */
export type CommitAfter = (statement: Promise<unknown>) => void;

/**
 * Runs `body` in a transaction that holds the locks on `names` from its first statement. The
 * connection pipelines (decision 017): BEGIN and the locks go out with the body's first
 * statement, and COMMIT with the statement the body hands to `commitAfter`, so a body of a
 * read and a write costs two round trips. `committing` is called once that last statement is
 * answered and COMMIT is on its way; the promise settles after COMMIT.
 */
export function inLockedTransaction<T>(
  db: Db,
  names: string[],
  body: (tx: Tx, commitAfter: CommitAfter) => Promise<T>,
  committing: () => void = () => {},
): Promise<T> {
  return withPipelinedConnection(db, async (client, connection) => {
    const begun = client.query(beginLocked(names));
    begun.catch(() => {}); // awaited below, after the body's first statement has been sent behind it
    let last: Promise<unknown> | undefined;
    const commitAfter: CommitAfter = (statement) => {
      if (last) throw new Error('a transaction has only one last statement');
      last = statement;
      last.catch(() => {}); // awaited below, once COMMIT is sent
    };
    try {
      // A connection between BEGIN and COMMIT is a transaction in all but its type.
      const result = await body(connection as unknown as Tx, commitAfter).catch(async (error: unknown) => {
        await begun; // if the locks failed (a deadlock, a timeout), theirs is the error to report
        throw error;
      });
      await begun;
      const commit = client.query('COMMIT');
      commit.catch(() => {});
      await last;
      committing();
      await commit;
      return result;
    } catch (error) {
      // Whatever failed, the transaction is rolled back here; a connection that cannot even do
      // that is closed by withPipelinedConnection rather than given back.
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  });
}
