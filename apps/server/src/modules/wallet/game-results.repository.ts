import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** A user who lost over a period: the net game loss in their currency's minor units (> 0). */
export interface PeriodLoss {
  user_id: number;
  loss: number;
}

/**
 * Every user's net game loss over [from, to) (days, UTC) from the daily results (bets minus
 * wins of casino and sports alike, migration 0004), for those whose result is a loss. Only
 * players play, so only players have results.
 */
export async function lossesOver(db: Executor, from: string, to: string): Promise<PeriodLoss[]> {
  const { rows } = await sql<PeriodLoss>`
    SELECT user_id, -sum(net)::bigint AS loss
    FROM wallet_daily_game_results
    WHERE day >= ${from}::date AND day < ${to}::date
    GROUP BY user_id HAVING sum(net) < 0
    ORDER BY user_id`.execute(db);
  return rows;
}
