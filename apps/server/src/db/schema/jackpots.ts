// Table types of the progressive jackpots (migration 0025).
import type { Generated } from 'kysely';
import type { Defaulted } from './columns.js';

export type JackpotRoundStatus = 'open' | 'won' | 'paid' | 'void';

export interface JackpotRoundsTable {
  id: Generated<number>;
  tier: string;
  currency: string;
  seed: number;
  low: number;
  high: number;
  drop_at: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  status: Defaulted<JackpotRoundStatus>;
  winner_user_id: number | null;
  amount: number | null;
  bet_key: string | null;
  opened_at: Defaulted<Date>;
  ended_at: Date | null;
  paid_at: Date | null;
}

export interface WalletPoolBalancesTable {
  account_id: number;
  shard: number;
  balance: number;
}
