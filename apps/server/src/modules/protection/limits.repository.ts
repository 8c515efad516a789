import type { LimitKind, LimitPeriod } from '@casino/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ReadPart } from '../../db/statement-parts.js';
import type { LimitState } from './limits.rules.js';

export interface StoredLimit extends LimitState {
  kind: LimitKind;
  period: LimitPeriod;
}

/** The player's limits (of some kinds); `lock` holds them until the transaction ends. */
export async function readLimits(
  db: Executor,
  userId: number,
  kinds: readonly LimitKind[],
  lock = false,
): Promise<StoredLimit[]> {
  let query = db
    .selectFrom('player_limits')
    .select(['kind', 'period', 'amount', 'pending', 'pending_amount', 'effective_at'])
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds);
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    amount: row.amount === null ? null : Number(row.amount),
    pending: row.pending
      ? { amount: row.pending_amount === null ? null : Number(row.pending_amount), effectiveAt: row.effective_at! }
      : null,
  }));
}

export async function writeLimit(
  db: Executor,
  userId: number,
  kind: LimitKind,
  period: LimitPeriod,
  state: LimitState,
  at: Date,
): Promise<void> {
  const values = {
    amount: state.amount,
    pending: state.pending !== null,
    pending_amount: state.pending?.amount ?? null,
    effective_at: state.pending?.effectiveAt ?? null,
    updated_at: at,
  };
  await db
    .insertInto('player_limits')
    .values({ user_id: userId, kind, period, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

/** A wager or loss limit as a seamless batch reads it, with what the player staked or lost in its window. */
export interface PlayLimitRow {
  user_id: number;
  kind: 'wager' | 'loss';
  period: 'day' | 'week' | 'month';
  amount: number | null;
  pending: boolean;
  pending_amount: number | null;
  effective_at: string | null;
  /** Staked (bets less refunds) for a wager limit, lost (stakes less wins) for a loss limit. */
  used: number;
}

/**
 * A part of a seamless batch's read: the players' wager and loss limits, each with what counts
 * against it from the per-day game counter (migration 0030) over its window of UTC days (the
 * day: today; the week: today and the 6 before; the month: today and the 29 before). A player
 * without such limits costs one probe of the primary key.
 */
export function playLimitsPart(userIds: number[], today: string): ReadPart<PlayLimitRow[]> {
  return sql`(SELECT coalesce(json_agg(json_build_object('user_id', l.user_id, 'kind', l.kind, 'period', l.period,
      'amount', l.amount, 'pending', l.pending, 'pending_amount', l.pending_amount, 'effective_at', l.effective_at,
      'used', (SELECT coalesce(sum(CASE WHEN l.kind = 'wager' THEN r.staked ELSE -r.net END), 0)
        FROM wallet_daily_game_results r WHERE r.user_id = l.user_id
          AND r.day > ${today}::date - CASE l.period WHEN 'day' THEN 1 WHEN 'week' THEN 7 ELSE 30 END))), '[]')
    FROM player_limits l WHERE l.user_id = ANY(${userIds}::bigint[]) AND l.kind IN ('wager', 'loss'))`;
}
