import type { Updateable } from 'kysely';
import type { Executor } from '../../../db/database.js';
import type { SandboxCallbackOutboxTable } from '../../../db/schema.js';

export async function insertCallback(
  db: Executor,
  callback: { direction: 'deposit' | 'payout'; slug: string; path: string; body: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('sandbox_callback_outbox')
    .values({
      direction: callback.direction,
      system_slug: callback.slug,
      path: callback.path,
      body: callback.body,
      next_attempt_at: callback.at,
      created_at: callback.at,
      last_status: null,
      last_error: null,
      delivered_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pending callbacks due at `now` (only `id` when given), locked; rows another run holds are skipped. */
export function claimDue(db: Executor, now: Date, options: { id?: number; limit: number }) {
  let query = db
    .selectFrom('sandbox_callback_outbox')
    .selectAll()
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now);
  if (options.id !== undefined) query = query.where('id', '=', options.id);
  return query.orderBy('id').limit(options.limit).forUpdate().skipLocked().execute();
}

export async function recordAttempt(db: Executor, id: number, changes: Updateable<SandboxCallbackOutboxTable>) {
  await db.updateTable('sandbox_callback_outbox').set(changes).where('id', '=', id).execute();
}
