import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

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
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('provider_transactions as t')
            .select(sql.lit(1).as('one'))
            .whereRef('t.user_id', '=', 'u.id')
            .where('t.created_at', '>=', cutoff),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('payments as p')
            .select(sql.lit(1).as('one'))
            .whereRef('p.user_id', '=', 'u.id')
            .where('p.created_at', '>=', cutoff),
        ),
      ),
    )
    .orderBy('u.id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}
