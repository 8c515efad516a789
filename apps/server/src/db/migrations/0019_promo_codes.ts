import { type Kysely, sql } from 'kysely';

/**
 * Promo codes (SPEC.md §7 /api/referral/activate/): what a code grants, when and to whom, and
 * every activation. A code's row is locked for each activation, and `activations` never
 * passes `max_activations`: fifty players racing for a single-use code make one activation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE promo_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      code text NOT NULL UNIQUE CHECK (code = upper(code)),
      reward text NOT NULL CHECK (reward IN ('bonus', 'free_spins', 'free_bet')),
      currency text NOT NULL,
      -- bonus money and free bets: minor units; free spins: the stake of each spin
      amount bigint NOT NULL CHECK (amount > 0),
      provider text,
      game_id text,
      spins int CHECK (spins > 0),
      valid_hours int CHECK (valid_hours > 0),
      starts_at timestamptz,
      ends_at timestamptz,
      max_activations int CHECK (max_activations > 0),
      per_player_limit int NOT NULL DEFAULT 1 CHECK (per_player_limit > 0),
      activations int NOT NULL DEFAULT 0 CHECK (max_activations IS NULL OR activations <= max_activations),
      disabled_at timestamptz,
      created_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (reward = 'bonus' OR (provider IS NOT NULL AND valid_hours IS NOT NULL)),
      CHECK (reward <> 'free_spins' OR (game_id IS NOT NULL AND spins IS NOT NULL))
    );
    CREATE TABLE promo_activations (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      promo_code_id bigint NOT NULL REFERENCES promo_codes (id),
      user_id bigint NOT NULL REFERENCES users (id),
      free_spin_session_id bigint REFERENCES free_spin_sessions (id),
      free_bet_id bigint REFERENCES free_bets (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX promo_activations_code_user_idx ON promo_activations (promo_code_id, user_id);
    CREATE INDEX promo_activations_user_idx ON promo_activations (user_id, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE promo_activations, promo_codes;`.execute(db);
}
