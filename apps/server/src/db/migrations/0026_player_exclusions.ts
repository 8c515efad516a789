import { type Kysely, sql } from 'kysely';

/**
 * Player protection, first part (issue #23): breaks (24 hours to 30 days, ended by their clock)
 * and self-exclusions (6 months to permanent, ended only by an operator after the period, at
 * the player's request). The two columns of `users` are what every check reads (sign-in, each
 * authenticated request, the seamless batch): the end of the latest break, and when the
 * standing self-exclusion began; the rows are the history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN break_until timestamptz, ADD COLUMN self_excluded_at timestamptz;

    CREATE TABLE player_exclusions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      kind text NOT NULL CHECK (kind IN ('break', 'self_exclusion')),
      period text NOT NULL,
      starts_at timestamptz NOT NULL,
      -- Null: permanent.
      ends_at timestamptz,
      reactivation_requested_at timestamptz,
      reactivated_at timestamptz,
      reactivated_by bigint REFERENCES users (id),
      CHECK (ends_at IS NULL OR ends_at > starts_at)
    );
    CREATE INDEX player_exclusions_user ON player_exclusions (user_id, id DESC);
  `.execute(db);
}
