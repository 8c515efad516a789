import { type Kysely, sql } from 'kysely';

/**
 * The weekly cashback reads every player's game results of a period (the daily net,
 * migration 0004) by day, and notes each period it has paid in full: a period's grants are
 * idempotent by key (one per player and period), the note only saves reading it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX wallet_daily_game_results_day_idx ON wallet_daily_game_results (day);
    CREATE TABLE cashback_periods (
      period_start date PRIMARY KEY,
      period_end date NOT NULL,
      players integer NOT NULL,
      paid_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE cashback_periods; DROP INDEX wallet_daily_game_results_day_idx;`.execute(db);
}
