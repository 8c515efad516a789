import { type Kysely, sql } from 'kysely';

/** Shared live rounds (every player sees the same one) and the player bets that wait for them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE studio_live_rounds (
      id text PRIMARY KEY,
      game_id text NOT NULL,
      seq bigint NOT NULL,
      -- The seed row whose SHA-256 is published before bets open; revealed once the round ends.
      seed_id bigint NOT NULL REFERENCES studio_seeds (id),
      opens_at timestamptz NOT NULL,
      closes_at timestamptz NOT NULL,
      -- Known once bets are closed (the outcome is drawn then, from the committed seed).
      ends_at timestamptz,
      result jsonb,
      settled_at timestamptz,
      UNIQUE (game_id, seq)
    );
    CREATE INDEX studio_live_rounds_open ON studio_live_rounds (game_id, seq DESC);

    ALTER TABLE studio_rounds
      ADD COLUMN live_round_id text REFERENCES studio_live_rounds (id),
      -- A live bet is staked at once but paid only when its shared round has a result.
      ADD COLUMN awaiting_result boolean NOT NULL DEFAULT false;
    CREATE INDEX studio_rounds_live ON studio_rounds (live_round_id) WHERE live_round_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE studio_rounds DROP COLUMN live_round_id, DROP COLUMN awaiting_result;
    DROP TABLE studio_live_rounds;
  `.execute(db);
}
