import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** Transfer kinds that are money coming into or leaving the site for the player. */
export const PLAYER_TRANSACTION_KINDS = ['deposit', 'cashier_transfer', 'IncreasedByOwner', 'IncreasedBySO'];

export interface TransactionRow {
  id: string;
  from_id: number | null;
  to_id: number | null;
  amount: number;
  currency: string;
  type: 'deposit' | 'withdrawal';
  balance_after: number | null;
  created_at: Date;
  completed_at: Date | null;
  status: 'COMPLETED' | 'OPEN' | 'IN_PROCESS' | 'REJECTED';
  kind: string;
}

export interface TransactionFilter {
  userId: number;
  from?: Date;
  to?: Date;
  types?: ('deposit' | 'withdrawal')[];
  status?: TransactionRow['status'];
  id?: string;
}

/**
 * One row per deposit or withdrawal of the player: completed transfers in or out of
 * their cash, and withdrawals that pass through a hold (one row per hold, its status
 * following the hold), with the cash balance after each.
 */
function transactionsOf(userId: number): RawBuilder<TransactionRow> {
  return sql<TransactionRow>`
    WITH cash AS (SELECT id FROM wallet_accounts WHERE user_id = ${userId} AND kind = 'cash')
    SELECT 'tr_' || t.id AS id, fa.user_id AS from_id, ta.user_id AS to_id, t.amount, t.currency,
      'deposit' AS type, t.to_balance_after AS balance_after, t.created_at, t.created_at AS completed_at,
      'COMPLETED' AS status, t.kind
    FROM wallet_transfers t
    JOIN cash ON t.to_account_id = cash.id
    JOIN wallet_accounts fa ON fa.id = t.from_account_id
    JOIN wallet_accounts ta ON ta.id = t.to_account_id
    WHERE t.hold_id IS NULL AND t.kind IN (${sql.join(PLAYER_TRANSACTION_KINDS)})
    UNION ALL
    SELECT 'tr_' || t.id, fa.user_id, ta.user_id, t.amount, t.currency,
      'withdrawal', t.from_balance_after, t.created_at, t.created_at, 'COMPLETED', t.kind
    FROM wallet_transfers t
    JOIN cash ON t.from_account_id = cash.id
    JOIN wallet_accounts fa ON fa.id = t.from_account_id
    JOIN wallet_accounts ta ON ta.id = t.to_account_id
    WHERE t.hold_id IS NULL AND t.kind IN (${sql.join(PLAYER_TRANSACTION_KINDS)})
    UNION ALL
    SELECT 'wd_' || h.id, h.user_id, NULL, h.amount, h.currency,
      'withdrawal', r.from_balance_after, h.created_at, h.settled_at,
      CASE h.status WHEN 'held' THEN 'IN_PROCESS' WHEN 'posted' THEN 'COMPLETED' ELSE 'REJECTED' END, h.purpose
    FROM wallet_holds h
    JOIN cash ON true
    LEFT JOIN wallet_transfers r ON r.hold_id = h.id AND r.from_account_id = cash.id
    WHERE h.user_id = ${userId} AND h.purpose = 'payout'`;
}

function where(filter: TransactionFilter) {
  const conditions = [sql`true`];
  if (filter.from) conditions.push(sql`created_at >= ${filter.from}`);
  if (filter.to) conditions.push(sql`created_at < ${filter.to}`);
  if (filter.types) conditions.push(sql`type IN (${sql.join(filter.types)})`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.id) conditions.push(sql`id = ${filter.id}`);
  return sql.join(conditions, sql` AND `);
}

export async function listTransactions(
  db: Executor,
  filter: TransactionFilter,
  page: { limit: number; offset: number },
) {
  const { rows } = await sql<TransactionRow>`
    SELECT * FROM (${transactionsOf(filter.userId)}) x WHERE ${where(filter)}
    ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

export async function countTransactions(db: Executor, filter: TransactionFilter): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM (${transactionsOf(filter.userId)}) x WHERE ${where(filter)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
