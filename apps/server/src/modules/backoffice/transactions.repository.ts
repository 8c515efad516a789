import type { Transaction } from '@casino/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { CashMovementRow } from '../wallet/index.js';

/** A row of the page: a cash movement's fields, with the status and completion its payment gives it. */
export type TransactionRow = Omit<CashMovementRow, 'payment_ref' | 'hold_id'> & {
  completed_at: Date | null;
  status: Transaction['status'];
  /** A payment's system slug and its name in the page's locale; null for other movements. */
  payment_system: string | null;
  method: string | null;
};

export interface TransactionFilter {
  from?: Date;
  to?: Date;
  types?: ('deposit' | 'withdrawal')[];
  status?: TransactionRow['status'];
  id?: string;
}

/** The two modules' subqueries the page is made of, for one player. */
export interface TransactionSources {
  /** The wallet's cash movements (`WalletService.cashMovementsPart`). */
  movements: RawBuilder<unknown>;
  /** The cashier's payments (`PaymentsService.transactionsPart`). */
  payments: RawBuilder<unknown>;
}

/**
 * One row per deposit or withdrawal of the player. A payment is one row from its start,
 * with its status, and the cash balance after its credit (a deposit) or its hold (a payout);
 * a cash movement of no payment (a cashier's transfer, an owner's credit) is a completed row.
 */
function transactionsOf(sources: TransactionSources): RawBuilder<TransactionRow> {
  return sql<TransactionRow>`
    WITH m AS (${sources.movements}), p AS (${sources.payments})
    SELECT p.id, CASE p.type WHEN 'withdrawal' THEN p.user_id END AS from_id,
      CASE p.type WHEN 'deposit' THEN p.user_id END AS to_id, p.amount, p.currency, p.type,
      coalesce(credit.balance_after, reserve.balance_after) AS balance_after, p.created_at, p.completed_at,
      p.status, p.kind, p.payment_system, p.method
    FROM p
    LEFT JOIN m credit ON p.type = 'deposit' AND credit.payment_ref = p.payment_ref
    LEFT JOIN m reserve ON reserve.hold_id = p.hold_id
    UNION ALL
    SELECT m.id, m.from_id, m.to_id, m.amount, m.currency, m.type, m.balance_after, m.created_at, m.created_at,
      'COMPLETED', m.kind, NULL, NULL
    FROM m
    WHERE m.hold_id IS NULL AND NOT EXISTS (SELECT 1 FROM p WHERE p.payment_ref = m.payment_ref)`;
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
  sources: TransactionSources,
  filter: TransactionFilter,
  page: { limit: number; offset: number },
) {
  const { rows } = await sql<TransactionRow>`
    SELECT * FROM (${transactionsOf(sources)}) x WHERE ${where(filter)}
    ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

export async function countTransactions(
  db: Executor,
  sources: TransactionSources,
  filter: TransactionFilter,
): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM (${transactionsOf(sources)}) x WHERE ${where(filter)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
