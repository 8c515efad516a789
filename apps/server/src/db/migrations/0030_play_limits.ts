import { type Kysely, sql } from 'kysely';
import { BACKFILL_STAKES, COUNT_NET_ONLY, COUNT_WITH_STAKES } from './0021_first_deposit.js';

/**
 * Wager, loss and session limits, and reality checks (issue #23, decision 036). A wager limit
 * needs what the player staked in a window: the per-day counter counts stakes again (bets
 * made, less bets refunded; migration 0021's function, dropped by 0023 when nothing read it),
 * in the upsert it already does. A session limit is a limit of its own period, in minutes.
 * The reality check's interval is the player's choice, with no waiting period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE wallet_daily_game_results ADD COLUMN staked bigint NOT NULL DEFAULT 0`.execute(db);
  await COUNT_WITH_STAKES.execute(db);
  await BACKFILL_STAKES.execute(db);
  await sql`
    ALTER TABLE player_limits DROP CONSTRAINT player_limits_kind_check;
    ALTER TABLE player_limits ADD CONSTRAINT player_limits_kind_check
      CHECK (kind IN ('deposit', 'wager', 'loss', 'session'));
    ALTER TABLE player_limits DROP CONSTRAINT player_limits_period_check;
    ALTER TABLE player_limits ADD CONSTRAINT player_limits_period_check
      CHECK (period IN ('day', 'week', 'month', 'session'));
    -- A session limit (minutes) is the only limit of the period 'session'.
    ALTER TABLE player_limits ADD CONSTRAINT player_limits_session_check CHECK ((kind = 'session') = (period = 'session'));
    ALTER TABLE users ADD COLUMN reality_check_minutes smallint CHECK (reality_check_minutes IN (15, 30, 60));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP COLUMN reality_check_minutes;
    DELETE FROM player_limits WHERE kind = 'session';
    ALTER TABLE player_limits DROP CONSTRAINT player_limits_session_check;
    ALTER TABLE player_limits DROP CONSTRAINT player_limits_period_check;
    ALTER TABLE player_limits ADD CONSTRAINT player_limits_period_check CHECK (period IN ('day', 'week', 'month'));
    ALTER TABLE player_limits DROP CONSTRAINT player_limits_kind_check;
    ALTER TABLE player_limits ADD CONSTRAINT player_limits_kind_check CHECK (kind IN ('deposit', 'wager', 'loss'));
  `.execute(db);
  await COUNT_NET_ONLY.execute(db);
  await sql`ALTER TABLE wallet_daily_game_results DROP COLUMN staked`.execute(db);
}
