import { type Kysely, sql } from 'kysely';

/** Game providers, the launch tokens they authenticate, and their rounds and transactions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE game_providers (
      code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_-]{2,40}$'),
      name text NOT NULL,
      secret text NOT NULL,
      active boolean NOT NULL DEFAULT true
    );

    CREATE TABLE game_launch_tokens (
      token_hash text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      provider text NOT NULL REFERENCES game_providers (code),
      game_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );

    CREATE TABLE provider_rounds (
      provider text NOT NULL REFERENCES game_providers (code),
      round_id text NOT NULL,
      user_id bigint NOT NULL REFERENCES users (id),
      game_id text NOT NULL,
      closed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, round_id)
    );

    -- One row per provider transaction id: the request's fingerprint and the answer it
    -- got, so that a retry gets the same answer. A rollback may arrive before its bet.
    CREATE TABLE provider_transactions (
      provider text NOT NULL REFERENCES game_providers (code),
      transaction_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
      user_id bigint NOT NULL REFERENCES users (id),
      round_id text NOT NULL,
      bet_transaction_id text,
      amount bigint NOT NULL,
      cash_part bigint NOT NULL DEFAULT 0,
      bonus_part bigint NOT NULL DEFAULT 0,
      fingerprint text NOT NULL,
      status_code int NOT NULL,
      response json NOT NULL, -- json, not jsonb: a replay must be byte-identical to the first answer
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, transaction_id)
    );
    CREATE INDEX provider_transactions_bet_idx ON provider_transactions (provider, bet_transaction_id)
      WHERE bet_transaction_id IS NOT NULL;
    CREATE INDEX provider_transactions_user_idx ON provider_transactions (user_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE provider_transactions, provider_rounds, game_launch_tokens, game_providers`.execute(db);
}
