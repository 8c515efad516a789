import { type Kysely, sql } from 'kysely';

/**
 * Account closure (issue #23, decision 038): on the player's request or after 24 months without
 * a sign-in, a game or a payment. `closed_at` is what every check reads (sign-in, each
 * authenticated request, the seamless batch), as for self-exclusions (0026). `last_seen_at` is
 * the latest sign-in or refresh, written at most hourly; until one happens the account's
 * creation stands in for it (the inactivity job's index reads both). Existing accounts start
 * from their newest refresh token. A payout queued by a closure, the inactivity job or a
 * self-excluded player's request carries a key of its own, unique: a rerun, a retry or a
 * second instance finds the first payout instead of queueing another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN closed_at timestamptz,
      ADD COLUMN closed_reason text CHECK (closed_reason IN ('request', 'inactive')),
      ADD COLUMN last_seen_at timestamptz,
      ADD CONSTRAINT users_closed_with_reason CHECK ((closed_at IS NULL) = (closed_reason IS NULL));
    UPDATE users u SET last_seen_at = r.at
      FROM (SELECT user_id, max(created_at) AS at FROM refresh_tokens GROUP BY user_id) r
      WHERE r.user_id = u.id;
    CREATE INDEX users_idle_idx ON users ((coalesce(last_seen_at, created_at))) WHERE closed_at IS NULL AND role = 'P';
    -- The planner reads no statistics of a partial index's expression: without these it guesses a
    -- third of the accounts idle and walks the primary key instead of the few the index holds.
    CREATE STATISTICS users_idle_stats ON (coalesce(last_seen_at, created_at)) FROM users;

    ALTER TABLE payments ADD COLUMN request_key text;
    CREATE UNIQUE INDEX payments_request_key_idx ON payments (request_key) WHERE request_key IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments DROP COLUMN request_key;
    DROP STATISTICS users_idle_stats;
    ALTER TABLE users DROP COLUMN closed_at, DROP COLUMN closed_reason, DROP COLUMN last_seen_at;
  `.execute(db);
}
