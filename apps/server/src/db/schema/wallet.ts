// Table types of the ledger: accounts, operations, holds, transfers and the daily game results.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted } from './columns.js';

export interface WalletAccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  ref: ColumnType<string, string | undefined, never>;
  currency: string;
  balance: ColumnType<number, number | undefined, number>;
  tracks_balance: boolean;
  created_at: CreatedAt;
}

export interface WalletOperationsTable {
  id: Generated<number>;
  idempotency_key: string;
  fingerprint: string;
  kind: string;
  user_id: number | null;
  result: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface WalletHoldsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  currency: string;
  purpose: string;
  status: ColumnType<'held' | 'posted' | 'voided', 'held' | undefined, 'posted' | 'voided'>;
  created_at: CreatedAt;
  settled_at: Date | null;
}

export interface WalletTransfersTable {
  id: Generated<number>;
  operation_id: number;
  idempotency_key: string;
  from_account_id: number;
  to_account_id: number;
  amount: number;
  currency: string;
  kind: string;
  from_balance_after: number | null;
  to_balance_after: number | null;
  round_ref: string | null;
  bet_ref: string | null;
  payment_ref: string | null;
  hold_id: number | null;
  created_at: CreatedAt;
}

export interface WalletDailyGameResultsTable {
  user_id: number;
  day: string;
  net: number;
  staked: Defaulted<number>;
}

export interface CashbackPeriodsTable {
  period_start: string;
  period_end: string;
  players: number;
  paid_at: CreatedAt;
}
