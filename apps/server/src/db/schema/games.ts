// Table types of game providers and their calls (seamless wallet, free bets), and the casino catalogue, favourites, sessions and free spins.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted } from './columns.js';

export interface GameProvidersTable {
  code: string;
  name: string;
  secret: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** After a rotation, the secret before it, still accepted until `previous_secret_until` (decision 045). */
  previous_secret: Defaulted<string | null>;
  previous_secret_until: Defaulted<Date | null>;
  /** When the secret was last rotated from the console; null while configuration owns it. */
  rotated_at: Defaulted<Date | null>;
}

export interface GameLaunchTokensTable {
  token_hash: string;
  user_id: number;
  provider: string;
  game_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  free_spin_session_id: Defaulted<number | null>;
}

export interface ProviderRoundsTable {
  provider: string;
  round_id: string;
  user_id: number;
  game_id: string;
  closed_at: Date | null;
  created_at: CreatedAt;
}

export interface ProviderTransactionsTable {
  provider: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback' | 'correct';
  user_id: number;
  round_id: string;
  bet_transaction_id: string | null;
  amount: number;
  cash_part: ColumnType<number, number | undefined, number>;
  bonus_part: ColumnType<number, number | undefined, number>;
  fingerprint: string;
  status_code: number;
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  free_spin_session_id: Defaulted<number | null>;
  free_bet_id: Defaulted<number | null>;
}

/** A free bet the platform granted a player for one provider (seamless wallet, migration 0016). */
export interface FreeBetsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  amount: number;
  currency: string;
  status: Defaulted<'available' | 'used' | 'expired'>;
  expires_at: Date;
  used_by_transaction: Defaulted<string | null>;
  granted_by: Defaulted<number | null>;
  created_at: CreatedAt;
}

export interface GameProducersTable {
  code: string;
  name: string;
  active: Defaulted<boolean>;
  integrations: Defaulted<string[]>;
  /** The operator's place for it in the providers list (1 first); null: after those placed, by name. */
  lobby_position: Defaulted<number | null>;
}

export interface GamesTable {
  id: Generated<number>;
  integration: string;
  producer: string;
  game_id: string;
  name: string;
  description: Defaulted<string>;
  image: string;
  image_desktop: string;
  game_type: 'slot' | 'table' | 'live' | 'virtual';
  category: string;
  drops_and_wins: Defaulted<boolean>;
  has_demo: boolean;
  has_free_spins: Defaulted<boolean>;
  /** numeric: read as a string. */
  rtp: ColumnType<string | null, number | null, number | null>;
  volatility: string | null;
  min_bet: number;
  max_bet: number;
  /** Offered by its provider now: the catalogue sync's, never the operator's. */
  active: Defaulted<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: Defaulted<Date>;
  /** The operator's (decision 045), which the sync never writes: a place in the lobby's order (1 first). */
  lobby_position: Defaulted<number | null>;
  /** The operator's category, read instead of the provider's `category` when set. */
  operator_category: Defaulted<string | null>;
  /** The operator's switch: false keeps this catalogue row out of the lobby and out of play. */
  enabled: Defaulted<boolean>;
}

export interface GamesHiddenTable {
  kind: 'game' | 'producer';
  value: string;
}

export interface GameFavouritesTable {
  user_id: number;
  provider: string;
  game_id: string;
  created_at: CreatedAt;
}

export interface FreeSpinSessionsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  game_id: string;
  total: number;
  spins_left: number;
  bet: number;
  currency: string;
  prize: Defaulted<number>;
  granted_by: number | null;
  expires_at: Date;
  ended_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface GameSessionsTable {
  id: string;
  user_id: number;
  provider: string;
  game_id: string;
  free_spin_session_id: number | null;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}
