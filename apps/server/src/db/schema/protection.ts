// Table types of player protection (migration 0026).
import type { Generated } from 'kysely';
import type { Defaulted } from './columns.js';

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
  kind: 'deposit' | 'wager' | 'loss' | 'session';
  period: 'day' | 'week' | 'month' | 'session';
  amount: number | null;
  pending: boolean;
  pending_amount: number | null;
  effective_at: Date | null;
  updated_at: Date;
}

export interface KycDocumentsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'id_front' | 'id_back' | 'proof_of_address' | 'selfie';
  storage_key: string;
  file_name: string;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  status: Defaulted<'pending' | 'approved' | 'rejected'>;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: number | null;
}
