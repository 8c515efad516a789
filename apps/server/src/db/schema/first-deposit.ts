// Table types of the first-deposit bonus (migration 0021).
import type { ColumnType } from 'kysely';
import type { CreatedAt } from './columns.js';

export interface FirstDepositBonusesTable {
  user_id: number;
  amount: number;
  wager_required: number;
  staked_before: number;
  granted_at: CreatedAt;
  detracted: ColumnType<number | null, never, number>;
  detracted_at: ColumnType<Date | null, never, Date>;
}
