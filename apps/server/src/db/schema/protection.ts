// Table types of player protection (migration 0026).
import type { Generated } from 'kysely';

export interface PlayerExclusionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'break' | 'self_exclusion';
  period: string;
  starts_at: Date;
  ends_at: Date | null;
  reactivation_requested_at: Date | null;
  reactivated_at: Date | null;
  reactivated_by: number | null;
}

export interface PlayerLimitsTable {
  user_id: number;
  kind: 'deposit' | 'wager' | 'loss';
  period: 'day' | 'week' | 'month';
  amount: number | null;
  pending: boolean;
  pending_amount: number | null;
  effective_at: Date | null;
  updated_at: Date;
}
