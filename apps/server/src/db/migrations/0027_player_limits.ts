import { type Kysely, sql } from 'kysely';

/**
 * Player limits (issue #23): one row per player, kind and period. A decrease applies at once;
 * an increase or a removal waits 7 days as the pending change (SPEC §4), applied when read
 * after its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE player_limits (
      user_id bigint NOT NULL REFERENCES users (id),
      kind text NOT NULL CHECK (kind IN ('deposit', 'wager', 'loss')),
      period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
      -- Minor units of the player's currency; null: no limit.
      amount bigint CHECK (amount > 0),
      pending boolean NOT NULL DEFAULT false,
      -- With pending: the amount from effective_at on (null: the limit is removed then).
      pending_amount bigint CHECK (pending_amount > 0),
      effective_at timestamptz,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, kind, period),
      CHECK (pending = (effective_at IS NOT NULL))
    );
  `.execute(db);
}
