import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted } from './columns.js';

export type PromoReward = 'bonus' | 'free_spins' | 'free_bet';

export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  reward: PromoReward;
  currency: string;
  amount: number;
  provider: string | null;
  game_id: string | null;
  spins: number | null;
  valid_hours: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  max_activations: number | null;
  per_player_limit: Defaulted<number>;
  activations: Defaulted<number>;
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface PromoActivationsTable {
  id: Generated<number>;
  promo_code_id: number;
  user_id: number;
  free_spin_session_id: number | null;
  free_bet_id: number | null;
  created_at: CreatedAt;
}

export interface ReferralSitesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  link: string;
  code: string;
  created_at: CreatedAt;
}

export interface ReferralsTable {
  user_id: number;
  site_id: number;
  created_at: CreatedAt;
}
