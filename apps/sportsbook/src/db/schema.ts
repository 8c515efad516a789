import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined, string>;

export interface SettingsTable {
  id: number;
  margin: number;
  live_delay_ms: number;
  cash_out_margin_bp: number;
  min_stake: number;
  max_stake: number;
  max_payout: number;
  max_market_liability: number;
  max_event_liability: number;
  updated_at: Generated<Date>;
}

export interface KeysTable {
  id: number;
  install_id: string;
  private_key: string;
  public_key: string;
}

export interface SessionsTable {
  token_hash: string;
  player_id: string;
  username: string;
  currency: string;
  language: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export type OverrideStatus = 'postponed' | 'cancelled' | 'void';
export interface EventOverridesTable {
  event_id: string;
  suspended: Generated<boolean>;
  suspended_markets: Generated<string[]>;
  status: OverrideStatus | null;
  status_since: Timestamp | null;
  result: Json | null;
  revision: Generated<number>;
  updated_at: Generated<Date>;
}

export type TicketState = 'pending' | 'accepted' | 'rejected';
export type TicketStatus = 'Wait' | 'Loser' | 'Voided' | 'Winner' | 'Done' | 'Cancelled';
export interface TicketsTable {
  id: Generated<number>;
  player_id: string;
  currency: string;
  request_id: string;
  type: 'single' | 'accumulator' | 'system';
  system_name: string | null;
  sizes: number[];
  lines: number;
  stake: number;
  free_bet_id: number | null;
  accept_odds: string;
  live: boolean;
  state: TicketState;
  reject_code: string | null;
  status: Generated<TicketStatus>;
  payout: Generated<number>;
  returns_token: Generated<boolean>;
  revision: Generated<number>;
  sold_stake: Generated<number>;
  sold_payout: Generated<number>;
  signature: string | null;
  created_at: Generated<Date>;
  accepted_at: Timestamp | null;
  settled_at: Timestamp | null;
}

export interface TicketLegsTable {
  ticket_id: number;
  idx: number;
  event_id: string;
  market_id: string;
  outcome_id: string;
  odds: number;
  outcome: Json | null;
  outcome_revision: Generated<number>;
}

export interface EventJobsTable {
  event_id: string;
  due_at: Timestamp;
}

export type WalletOpKind = 'bet' | 'win' | 'rollback' | 'correct';
export interface WalletOpsTable {
  transaction_id: string;
  ticket_id: number;
  seq: number;
  kind: WalletOpKind;
  amount: number;
  round_closed: Generated<boolean>;
  state: Generated<'pending' | 'done' | 'refused'>;
  moved: number | null;
  answer: Json | null;
  attempts: Generated<number>;
  next_at: Generated<Date>;
  created_at: Generated<Date>;
}

export interface LiabilityTable {
  event_id: string;
  market_id: string;
  outcome_id: string;
  stakes: Generated<number>;
  payout: Generated<number>;
}

export interface LiveUpdatesTable {
  seq: Generated<number>;
  payload: Json;
  created_at: Generated<Date>;
}

export interface Database {
  sb_settings: SettingsTable;
  sb_keys: KeysTable;
  sb_sessions: SessionsTable;
  sb_event_overrides: EventOverridesTable;
  sb_tickets: TicketsTable;
  sb_ticket_legs: TicketLegsTable;
  sb_event_jobs: EventJobsTable;
  sb_wallet_ops: WalletOpsTable;
  sb_liability: LiabilityTable;
  sb_live_updates: LiveUpdatesTable;
}
