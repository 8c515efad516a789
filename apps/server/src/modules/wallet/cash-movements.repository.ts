import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { reserveKindOf } from './wallet.repository.js';

/** Transfer kinds that are money coming into or leaving the site for the player. */
const PLAYER_TRANSACTION_KINDS = ['deposit', 'cashier_transfer', 'IncreasedByOwner', 'IncreasedBySO'];

/** A movement of the player's cash, as the transactions page shows it. */
export interface CashMovementRow {
  id: string;
  from_id: number | null;
  to_id: number | null;
  amount: number;
  currency: string;
  type: 'deposit' | 'withdrawal';
  balance_after: number | null;
  created_at: Date;
  kind: string;
  /** The payment that made it (`payment:<id>`), for a deposit a payment credited. */
  payment_ref: string | null;
  /** The payout hold it reserved cash for, for the reserve of a payout. */
  hold_id: number | null;
}

/**
 * The player's cash movements that the transactions page is made of, as a subquery: money
 * in and out of the site (`PLAYER_TRANSACTION_KINDS`), and the cash reserved by each payout
 * hold, with the cash balance after each. A payout's outcome is its payment's.
 *
 * The kinds are literals, not parameters: the planner then uses the partial indexes of
 * these kinds (migration 0009) instead of reading every game transfer of the player.
 */
export function cashMovementsPart(userId: number): RawBuilder<CashMovementRow> {
  const kinds = (list: string[]) => sql.join(list.map((kind) => sql.lit(kind)));
  return sql<CashMovementRow>`
    WITH cash AS (SELECT id FROM wallet_accounts WHERE user_id = ${userId} AND kind = 'cash')
    SELECT 'tr_' || t.id AS id, fa.user_id AS from_id, ta.user_id AS to_id, t.amount, t.currency,
      'deposit' AS type, t.to_balance_after AS balance_after, t.created_at, t.kind, t.payment_ref, t.hold_id
    FROM wallet_transfers t
    JOIN cash ON t.to_account_id = cash.id
    JOIN wallet_accounts fa ON fa.id = t.from_account_id
    JOIN wallet_accounts ta ON ta.id = t.to_account_id
    WHERE t.kind IN (${kinds(PLAYER_TRANSACTION_KINDS)})
    UNION ALL
    SELECT 'tr_' || t.id, fa.user_id, ta.user_id, t.amount, t.currency,
      'withdrawal', t.from_balance_after, t.created_at, t.kind, t.payment_ref, t.hold_id
    FROM wallet_transfers t
    JOIN cash ON t.from_account_id = cash.id
    JOIN wallet_accounts fa ON fa.id = t.from_account_id
    JOIN wallet_accounts ta ON ta.id = t.to_account_id
    WHERE t.kind IN (${kinds([...PLAYER_TRANSACTION_KINDS, reserveKindOf('payout')])})`;
}

/** Whether any deposit has reached the player's cash (read through the cash-in index). */
export async function hasDeposited(db: Executor, userId: number): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    SELECT 1 AS one FROM wallet_transfers t
    JOIN wallet_accounts a ON a.id = t.to_account_id
    WHERE a.user_id = ${userId} AND a.kind = 'cash' AND t.kind = 'deposit'
    LIMIT 1`.execute(db);
  return rows.length > 0;
}
