import { type Kysely, sql } from 'kysely';

/**
 * The casino catalogue (synced from each provider), favourites, the platform's game
 * sessions (one open session per player and game) and free-spin sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE game_producers (
      code text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{2,40}$'),
      name text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      integrations text[] NOT NULL DEFAULT '{}'
    );

    CREATE TABLE games (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      integration text NOT NULL REFERENCES game_providers (code),
      producer text NOT NULL REFERENCES game_producers (code),
      game_id text NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      image text NOT NULL,
      image_desktop text NOT NULL,
      game_type text NOT NULL CHECK (game_type IN ('slot', 'table', 'live', 'virtual')),
      category text NOT NULL,
      drops_and_wins boolean NOT NULL DEFAULT false,
      has_demo boolean NOT NULL,
      has_free_spins boolean NOT NULL DEFAULT false,
      rtp numeric(6, 3),
      volatility text,
      min_bet bigint NOT NULL CHECK (min_bet >= 0), -- minor units, in any currency
      max_bet bigint NOT NULL CHECK (max_bet >= min_bet),
      -- false once the provider's catalogue no longer lists it: favourites and history keep the row
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (integration, game_id)
    );
    CREATE INDEX games_new_idx ON games (created_at DESC, id DESC) WHERE active;

    -- Operator configuration: game ids (any provider) and producers kept out of the lobby.
    CREATE TABLE games_hidden (
      kind text NOT NULL CHECK (kind IN ('game', 'producer')),
      value text NOT NULL,
      PRIMARY KEY (kind, value)
    );

    CREATE TABLE game_favourites (
      user_id bigint NOT NULL REFERENCES users (id),
      provider text NOT NULL,
      game_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, provider, game_id),
      FOREIGN KEY (provider, game_id) REFERENCES games (integration, game_id)
    );

    CREATE TABLE free_spin_sessions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      provider text NOT NULL,
      game_id text NOT NULL,
      total int NOT NULL CHECK (total > 0),
      -- decremented by a conditional UPDATE: two spins racing for the last one cannot both win
      spins_left int NOT NULL CHECK (spins_left >= 0 AND spins_left <= total),
      bet bigint NOT NULL CHECK (bet > 0),
      currency text NOT NULL,
      prize bigint NOT NULL DEFAULT 0 CHECK (prize >= 0),
      granted_by bigint REFERENCES users (id),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (provider, game_id) REFERENCES games (integration, game_id)
    );
    CREATE INDEX free_spin_sessions_user_idx ON free_spin_sessions (user_id, id DESC);

    -- One open session per player and game: the partial unique index refuses a second one
    -- even when two tabs open the game at the same instant.
    CREATE TABLE game_sessions (
      id uuid PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      provider text NOT NULL,
      game_id text NOT NULL,
      free_spin_session_id bigint REFERENCES free_spin_sessions (id),
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      ended_at timestamptz
    );
    CREATE UNIQUE INDEX game_sessions_open_idx ON game_sessions (user_id, provider, game_id) WHERE ended_at IS NULL;

    -- The seamless protocol's free spins: a launch token may carry a free-spin session, and
    -- a bet names the one it plays (no money moves; its win pays into the bonus balance).
    ALTER TABLE game_launch_tokens ADD COLUMN free_spin_session_id bigint REFERENCES free_spin_sessions (id);
    ALTER TABLE provider_transactions ADD COLUMN free_spin_session_id bigint REFERENCES free_spin_sessions (id);
    CREATE INDEX provider_rounds_user_idx ON provider_rounds (user_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX provider_rounds_user_idx;
    ALTER TABLE provider_transactions DROP COLUMN free_spin_session_id;
    ALTER TABLE game_launch_tokens DROP COLUMN free_spin_session_id;
    DROP TABLE game_sessions, free_spin_sessions, game_favourites, games_hidden, games, game_producers;
  `.execute(db);
}
