import { type Kysely, sql } from 'kysely';

/** Play sessions, provably-fair seeds and rounds: everything the studio itself remembers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- A launch (real: authenticated by the platform; demo: a balance kept here).
    CREATE TABLE studio_sessions (
      id text PRIMARY KEY,
      mode text NOT NULL CHECK (mode IN ('real', 'demo')),
      player_key text NOT NULL,
      player_id text,
      username text,
      game_id text NOT NULL,
      currency text NOT NULL,
      language text NOT NULL,
      -- The demo balance in minor units; null in real mode (the platform holds the money).
      demo_balance bigint CHECK (demo_balance >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );

    -- One active seed pair per player; rotated ones keep their revealed server seed.
    CREATE TABLE studio_seeds (
      id bigserial PRIMARY KEY,
      player_key text NOT NULL,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      nonce bigint NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      revealed_at timestamptz
    );
    CREATE UNIQUE INDEX studio_seeds_active ON studio_seeds (player_key) WHERE active;

    -- A round is written BEFORE any wallet call, so a crash leaves a row to resume:
    -- open -> bet_placed -> settled, or open/bet_placed -> rolled_back; rejected = the bet was refused.
    CREATE TABLE studio_rounds (
      id text PRIMARY KEY,
      session_id text NOT NULL REFERENCES studio_sessions (id),
      player_key text NOT NULL,
      player_id text,
      mode text NOT NULL CHECK (mode IN ('real', 'demo')),
      game_id text NOT NULL,
      currency text NOT NULL,
      state text NOT NULL CHECK (state IN ('open', 'bet_placed', 'settled', 'rolled_back', 'rejected')),
      stake bigint NOT NULL CHECK (stake >= 0),
      payout bigint NOT NULL CHECK (payout >= 0),
      credited bigint,
      balance bigint,
      seed_id bigint NOT NULL REFERENCES studio_seeds (id),
      nonce bigint NOT NULL,
      input jsonb NOT NULL,
      outcome jsonb NOT NULL,
      bet_tx text NOT NULL UNIQUE,
      win_tx text NOT NULL UNIQUE,
      rollback_tx text NOT NULL UNIQUE,
      refusal text,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      shown boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX studio_rounds_player ON studio_rounds (player_key, game_id, created_at DESC);
    CREATE INDEX studio_rounds_pending ON studio_rounds (next_attempt_at) WHERE state IN ('open', 'bet_placed');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE studio_rounds; DROP TABLE studio_seeds; DROP TABLE studio_sessions;`.execute(db);
}
