import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type RoundState = 'open' | 'bet_placed' | 'settled' | 'rolled_back' | 'rejected';
export type PlayMode = 'real' | 'demo';

export interface SessionsTable {
  id: string;
  mode: PlayMode;
  player_key: string;
  player_id: string | null;
  username: string | null;
  game_id: string;
  currency: string;
  language: string;
  demo_balance: number | null;
  free_spin_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  free_spins_left: Generated<number>;
  free_spin_bet: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface SeedsTable {
  id: Generated<number>;
  player_key: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  revealed_at: Date | null;
}

export interface RoundsTable {
  id: string;
  session_id: string;
  player_key: string;
  player_id: string | null;
  mode: PlayMode;
  game_id: string;
  currency: string;
  state: RoundState;
  stake: number;
  payout: number;
  credited: number | null;
  balance: number | null;
  seed_id: number;
  nonce: number;
  input: ColumnType<unknown, string, string>;
  outcome: ColumnType<unknown, string, string>;
  bet_tx: string;
  win_tx: string;
  rollback_tx: string;
  refusal: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  shown: Generated<boolean>;
  live_round_id: ColumnType<string | null, string | null | undefined, string | null>;
  awaiting_result: Generated<boolean>;
  free_spin_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the round staked after its bet (doubles, splits, insurance), in studio_round_stakes. */
  extra_stake: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type RoundStakeState = 'open' | 'cancelling' | 'applied' | 'settled' | 'rejected' | 'rolled_back';

export interface RoundStakesTable {
  round_id: string;
  step: number;
  attempt: number;
  action: 'double' | 'split' | 'insurance';
  amount: number;
  state: RoundStakeState;
  payout: ColumnType<number | null, number | null | undefined, number | null>;
  credited: ColumnType<number | null, number | null | undefined, number | null>;
  refusal: ColumnType<string | null, string | null | undefined, string | null>;
  bet_tx: string;
  win_tx: string;
  rollback_tx: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface LiveRoundsTable {
  id: string;
  game_id: string;
  seq: number;
  seed_id: number;
  opens_at: Timestamp;
  closes_at: Timestamp;
  ends_at: Date | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  settled_at: Date | null;
}

export interface Database {
  studio_sessions: SessionsTable;
  studio_seeds: SeedsTable;
  studio_rounds: RoundsTable;
  studio_live_rounds: LiveRoundsTable;
  studio_round_stakes: RoundStakesTable;
}

export type LiveRoundRow = Selectable<LiveRoundsTable>;

export type SessionRow = Selectable<SessionsTable>;
export type SeedRow = Selectable<SeedsTable>;
export type RoundRow = Selectable<RoundsTable>;
export type NewRound = Insertable<RoundsTable>;
export type RoundStakeRow = Selectable<RoundStakesTable>;
export type NewRoundStake = Insertable<RoundStakesTable>;
