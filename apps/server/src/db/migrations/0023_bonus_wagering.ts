import { type Kysely, sql } from 'kysely';
import { COUNT_NET_ONLY, COUNT_WITH_STAKES } from './0021_first_deposit.js';

/**
 * Wagering requirements (issue #21, decision 032): one row per bonus grant whose kind the
 * operator gave terms, with those terms as they stood at the grant (the weights per category,
 * the maximum stake) and its progress, which the seamless batches move as the player stakes.
 * The partial index is the batches' probe: a player with nothing running costs one empty look;
 * a progress update changes no indexed column, so with room on its page it touches no index.
 *
 * The first-deposit bonus had its own wagering (migration 0021: a multiple of it staked since
 * the grant, read from a per-day stake counter); it now follows the general rule, so its
 * grants move into this table and the counter and its columns go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bonus_wagers (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      kind text NOT NULL,
      -- the wallet key of the grant it follows: one requirement per grant
      grant_key text NOT NULL UNIQUE,
      amount bigint NOT NULL CHECK (amount > 0), -- minor units of the player's currency
      required bigint NOT NULL CHECK (required > 0),
      wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0 AND wagered <= required),
      weights jsonb NOT NULL, -- percent per category: {"slot": 100, "table": 10, ...}
      max_bet bigint CHECK (max_bet > 0),
      expires_at timestamptz,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'wagered', 'expired', 'forfeited')),
      created_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      CHECK ((status = 'active') = (ended_at IS NULL))
    ) WITH (fillfactor = 70); -- room on each page for the progress updates to stay HOT (no index touched)
    CREATE INDEX bonus_wagers_active_idx ON bonus_wagers (user_id, id) WHERE status = 'active';
    CREATE INDEX bonus_wagers_user_idx ON bonus_wagers (user_id, id DESC);
    CREATE INDEX bonus_wagers_expiry_idx ON bonus_wagers (expires_at) WHERE status = 'active';
  `.execute(db);
  await sql`
    INSERT INTO bonus_wagers (user_id, kind, grant_key, amount, required, wagered, weights, status, created_at, ended_at)
    SELECT f.user_id, 'FirstDeposit', 'first-deposit:' || f.user_id, f.amount, f.wager_required,
      least(f.wager_required, greatest(0, s.staked - f.staked_before)),
      '{"slot": 100, "table": 100, "live": 100, "virtual": 100, "sports": 100}',
      CASE WHEN f.detracted IS NOT NULL THEN 'forfeited'
        WHEN s.staked - f.staked_before >= f.wager_required THEN 'wagered' ELSE 'active' END,
      f.granted_at,
      CASE WHEN f.detracted IS NOT NULL THEN f.detracted_at
        WHEN s.staked - f.staked_before >= f.wager_required THEN now() END
    FROM first_deposit_bonuses f
    CROSS JOIN LATERAL (SELECT coalesce(sum(staked), 0) AS staked FROM wallet_daily_game_results r
      WHERE r.user_id = f.user_id) s
    WHERE f.wager_required > 0`.execute(db);
  await sql`ALTER TABLE first_deposit_bonuses DROP COLUMN wager_required, DROP COLUMN staked_before`.execute(db);
  await COUNT_NET_ONLY.execute(db);
  await sql`ALTER TABLE wallet_daily_game_results DROP COLUMN staked`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The stake counter and the first-deposit columns come back empty: migration 0021's up fills them.
  await sql`ALTER TABLE wallet_daily_game_results ADD COLUMN staked bigint NOT NULL DEFAULT 0`.execute(db);
  await COUNT_WITH_STAKES.execute(db);
  await sql`
    ALTER TABLE first_deposit_bonuses ADD COLUMN wager_required bigint NOT NULL DEFAULT 0,
      ADD COLUMN staked_before bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`DROP TABLE bonus_wagers`.execute(db);
}
