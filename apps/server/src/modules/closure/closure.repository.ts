import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** Whether the user has no row in `table` (a game transaction, a payment) since `cutoff`: a probe of its user index. */
const noRowSince = (table: 'provider_transactions' | 'payments', cutoff: Date) =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM ${sql.table(table)} x WHERE x.user_id = u.id AND x.created_at >= ${cutoff})`;

/**
 * Open player accounts neither seen (signed in or refreshed: the account's creation until the
 * first) nor staking nor paying since `cutoff`, after `afterId`, by id. One read over three
 * modules' tables, none of which it writes: the idle index of 0031 finds the few accounts
 * past the line, and each is then probed in the game and payment indexes by its user.
 */
export async function listIdle(db: Executor, cutoff: Date, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    // As the partial index reads it (0031): literals, so the planner can match its predicate.
    .where(sql<boolean>`u.closed_at IS NULL AND u.role = 'P'`)
    .where(sql`coalesce(u.last_seen_at, u.created_at)`, '<', cutoff)
    .where('u.id', '>', afterId)
    .where(noRowSince('provider_transactions', cutoff))
    .where(noRowSince('payments', cutoff))
    .orderBy('u.id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}
