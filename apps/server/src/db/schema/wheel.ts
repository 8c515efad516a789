// Table types of the prize wheel (migration 0024).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted } from './columns.js';

export interface WheelSeedsTable {
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

export interface WheelSpinsTable {
  id: Generated<number>;
  user_id: number;
  is_free: boolean;
  cost: number;
  segment: number;
  prize_name: string;
  amount: number;
  is_present: boolean;
  currency: string;
  balance_before: number;
  balance_after: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: CreatedAt;
}

export interface WheelPresentsTable {
  spin_id: number;
  user_id: number;
  name: string;
  status: Defaulted<'pending' | 'sent'>;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, never, Date>;
}
