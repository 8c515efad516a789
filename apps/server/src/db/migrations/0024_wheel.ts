import { type Kysely, sql } from 'kysely';

/**
 * The prize wheel (issue #22): each player's provably fair seeds (the server seed stays
 * secret until rotated, its hash is shown; every spin takes the next nonce), every spin with
 * what proves its draw and what it moved, and the presents won, for the operator to send.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE wheel_seeds (
      user_id bigint PRIMARY KEY REFERENCES users (id),
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      nonce bigint NOT NULL CHECK (nonce >= 0)
    );
    CREATE TABLE wheel_spins (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      is_free boolean NOT NULL,
      cost bigint NOT NULL CHECK (cost >= 0), -- minor units of the player's currency
      segment int NOT NULL CHECK (segment BETWEEN 0 AND 15),
      prize_name text NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      is_present boolean NOT NULL,
      currency text NOT NULL REFERENCES currencies (code),
      balance_before bigint NOT NULL,
      balance_after bigint NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      nonce bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX wheel_spins_user_idx ON wheel_spins (user_id, id DESC);
    -- The player's last free spin decides the next: one probe.
    CREATE INDEX wheel_spins_free_idx ON wheel_spins (user_id, created_at DESC) WHERE is_free;
    CREATE TABLE wheel_presents (
      spin_id bigint PRIMARY KEY REFERENCES wheel_spins (id),
      user_id bigint NOT NULL REFERENCES users (id),
      name text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX wheel_presents_pending_idx ON wheel_presents (created_at) WHERE status = 'pending';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE wheel_presents, wheel_spins, wheel_seeds`.execute(db);
}
