import type { LimitPeriod } from '@casino/contracts';
import type { Executor } from '../../db/database.js';
import type { LimitState } from './limits.rules.js';

export interface StoredLimit extends LimitState {
  period: LimitPeriod;
}

/** The player's limits of a kind; `lock` holds them until the transaction ends. */
export async function readLimits(db: Executor, userId: number, kind: 'deposit', lock = false): Promise<StoredLimit[]> {
  let query = db
    .selectFrom('player_limits')
    .select(['period', 'amount', 'pending', 'pending_amount', 'effective_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind);
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => ({
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
  kind: 'deposit',
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
