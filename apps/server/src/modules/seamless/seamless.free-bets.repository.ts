// Free bets the platform granted players for a provider, and what batches do to them.
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { FreeBetsTable } from '../../db/schema.js';

export type FreeBetRow = Selectable<FreeBetsTable>;

export function insertFreeBet(
  db: Executor,
  grant: {
    userId: number;
    provider: string;
    amount: number;
    currency: string;
    expiresAt: Date;
    grantedBy: number | null;
    now: Date;
  },
) {
  return db
    .insertInto('free_bets')
    .values({
      user_id: grant.userId,
      provider: grant.provider,
      amount: grant.amount,
      currency: grant.currency,
      expires_at: grant.expiresAt,
      granted_by: grant.grantedBy,
      created_at: grant.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A player's free bets for one provider that a bet may still use, soonest to expire first. */
export function listAvailableFreeBets(db: Executor, userId: number, provider: string, now: Date) {
  return db
    .selectFrom('free_bets')
    .select(['id', 'amount', 'expires_at'])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('status', '=', 'available')
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** Locks a batch's free bets in id order (two batches never wait on each other in a cycle). */
export function lockFreeBets(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('free_bets')
    .select(['id', 'user_id', 'provider', 'amount', 'status', 'expires_at', 'used_by_transaction'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** What a batch did to one free bet: the state it found (under its lock) and the one it leaves. */
export interface FreeBetChange {
  id: number;
  from: { status: string; used_by: string | null };
  to: { status: 'available' | 'used' | 'expired'; used_by: string | null };
}

/**
 * Writes what a batch did to its free bets, each with a conditional update from the state the
 * batch found: a free bet is used only if it was available. A row that was not as found fails
 * the batch (its calls then run again one by one).
 */
export async function applyFreeBetChanges(db: Executor, changes: FreeBetChange[]) {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({
    id: c.id,
    from_status: c.from.status,
    from_used_by: c.from.used_by,
    status: c.to.status,
    used_by: c.to.used_by,
  }));
  const { rows: result } = await sql<{ changed: number }>`
    WITH changed AS (
      UPDATE free_bets f SET status = c.status, used_by_transaction = c.used_by
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS c (id bigint, from_status text, from_used_by text,
        status text, used_by text)
      WHERE f.id = c.id AND f.status = c.from_status AND f.used_by_transaction IS NOT DISTINCT FROM c.from_used_by
      RETURNING 1)
    SELECT count(*)::int AS changed FROM changed`.execute(db);
  if (result[0]?.changed !== changes.length) throw new Error('a free bet changed under its lock: the batch is refused');
}
