import { NOTICE_BONUS_TYPES, type NoticeKind } from '@casino/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * The bonus notices are credits of a player's bonus balance (ledger transfers into it) of the
 * notice kinds, less those the player has acknowledged. The ledger holds the credits (as the
 * bonus history reads them) and is never written here; the acknowledgements are this
 * module's own table. The kinds are literals, not parameters: the planner then uses the
 * partial index of the bonus-system kinds (migration 0017) instead of every game transfer.
 */
export interface NoticeRow {
  id: number;
  /** Minor units. */
  amount: number;
  currency: string;
  created_at: Date;
}

const NOTICE_TYPES = sql.join(Object.values(NOTICE_BONUS_TYPES).map((type) => sql.lit(type)));

/** The player's credits of one kind since `since` that they have not acknowledged, newest first. */
export async function listUnacknowledged(
  db: Executor,
  userId: number,
  kind: NoticeKind,
  since: Date,
  limit: number,
): Promise<NoticeRow[]> {
  const { rows } = await sql<NoticeRow>`
    SELECT t.id, t.amount, t.currency, t.created_at
    FROM wallet_transfers t
    JOIN wallet_accounts a ON a.id = t.to_account_id
    WHERE a.user_id = ${userId} AND a.kind = 'bonus'
      AND t.kind = ${sql.lit(NOTICE_BONUS_TYPES[kind])} AND t.created_at >= ${since}
      AND NOT EXISTS (
        SELECT 1 FROM notice_acknowledgements n WHERE n.user_id = ${userId} AND n.transfer_id = t.id)
    ORDER BY t.created_at DESC, t.id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * Notes that the player acknowledged the credit `transferId`, if it is a credit of one of the
 * notice kinds to their own bonus balance; when that acknowledgement was first noted, or null
 * when the transfer is no notice of theirs. A repeat keeps (and answers) the first time: the
 * no-op update returns the row even when a racing acknowledgement has just written it.
 */
export async function acknowledge(db: Executor, userId: number, transferId: number, at: Date): Promise<Date | null> {
  const { rows } = await sql<{ acknowledged_at: Date }>`
    WITH notice AS (
      SELECT t.id FROM wallet_transfers t
      JOIN wallet_accounts a ON a.id = t.to_account_id
      WHERE t.id = ${transferId} AND a.user_id = ${userId} AND a.kind = 'bonus' AND t.kind IN (${NOTICE_TYPES})
    )
    INSERT INTO notice_acknowledgements (user_id, transfer_id, acknowledged_at)
    SELECT ${userId}::bigint, id, ${at}::timestamptz FROM notice
    ON CONFLICT (user_id, transfer_id) DO UPDATE SET acknowledged_at = notice_acknowledgements.acknowledged_at
    RETURNING acknowledged_at`.execute(db);
  return rows[0]?.acknowledged_at ?? null;
}
