// Table types of the first-deposit bonus (migrations 0021, 0023) and of wagering requirements (0023).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted } from './columns.js';

export interface FirstDepositBonusesTable {
  user_id: number;
  amount: number;
  granted_at: CreatedAt;
  detracted: ColumnType<number | null, never, number>;
  detracted_at: ColumnType<Date | null, never, Date>;
}

export interface BonusWagersTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  grant_key: string;
  amount: number;
  required: number;
  wagered: Defaulted<number>;
  weights: Record<string, number>;
  max_bet: number | null;
  expires_at: Date | null;
  status: Defaulted<'active' | 'wagered' | 'expired' | 'forfeited'>;
  created_at: CreatedAt;
  ended_at: ColumnType<Date | null, never, Date | null>;
}
