import type { BonusType } from '@casino/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * The bonus-system movements of a player's bonus balance (SPEC.md §4 bonus types), as the
 * bonus and cashback histories list them. The kinds are literals, not parameters: the
 * planner then uses the partial indexes of these kinds (migration 0017, same list) instead of
 * reading every game transfer of the bonus account.
 */
export interface BonusMovementRow {
  id: number;
  /** Minor units; a debit of the bonus balance is negative. */
  amount: number;
  currency: string;
  kind: BonusType;
  balance_after: number;
  created_at: Date;
}

export interface BonusMovementFilter {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  kinds: readonly BonusType[];
  /** Credits only (true), debits only (false), or both. */
  accrued?: boolean;
}

export type BonusMovementOrder = 'date' | '-date' | 'amount' | '-amount';

function movementsOf(userId: number, filter: BonusMovementFilter) {
  const kinds = sql.join(filter.kinds.map((kind) => sql.lit(kind)));
  const when = (side: 'in' | 'out') => {
    const conditions = [sql`t.kind IN (${kinds})`];
    if (filter.from) conditions.push(sql`t.created_at >= ${filter.from}`);
    if (filter.to) conditions.push(sql`t.created_at < ${filter.to}`);
    if (filter.accrued === (side === 'out')) conditions.push(sql`false`);
    return sql.join(conditions, sql` AND `);
  };
  return sql<BonusMovementRow>`
    WITH bonus AS (SELECT id FROM wallet_accounts WHERE user_id = ${userId} AND kind = 'bonus')
    SELECT t.id, t.amount, t.currency, t.kind, t.to_balance_after AS balance_after, t.created_at
    FROM wallet_transfers t JOIN bonus ON t.to_account_id = bonus.id WHERE ${when('in')}
    UNION ALL
    SELECT t.id, -t.amount, t.currency, t.kind, t.from_balance_after, t.created_at
    FROM wallet_transfers t JOIN bonus ON t.from_account_id = bonus.id WHERE ${when('out')}`;
}

const ORDER: Record<BonusMovementOrder, ReturnType<typeof sql.raw>> = {
  date: sql.raw('created_at, id'),
  '-date': sql.raw('created_at DESC, id DESC'),
  amount: sql.raw('amount, id'),
  '-amount': sql.raw('amount DESC, id DESC'),
};

export async function listBonusMovements(
  db: Executor,
  userId: number,
  filter: BonusMovementFilter,
  page: { order: BonusMovementOrder; limit: number; offset: number },
): Promise<BonusMovementRow[]> {
  const { rows } = await sql<BonusMovementRow>`
    SELECT * FROM (${movementsOf(userId, filter)}) m
    ORDER BY ${ORDER[page.order]} LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

export async function countBonusMovements(db: Executor, userId: number, filter: BonusMovementFilter): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM (${movementsOf(userId, filter)}) m`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
