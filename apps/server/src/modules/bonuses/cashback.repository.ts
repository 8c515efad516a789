import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** A player who lost over a period: the net game loss in their currency's minor units (> 0). */
export interface PeriodLoss {
  user_id: number;
  loss: number;
}

/**
 * Every player's net game loss over [from, to) (days, UTC) from the daily results (bets minus
 * wins of casino and sports alike, migration 0004), for players whose result is a loss.
 */
export async function lossesOver(db: Executor, from: string, to: string): Promise<PeriodLoss[]> {
  const { rows } = await sql<PeriodLoss>`
    SELECT r.user_id, -sum(r.net)::bigint AS loss
    FROM wallet_daily_game_results r JOIN users u ON u.id = r.user_id AND u.role = 'P'
    WHERE r.day >= ${from}::date AND r.day < ${to}::date
    GROUP BY r.user_id HAVING sum(r.net) < 0
    ORDER BY r.user_id`.execute(db);
  return rows;
}

export const isPeriodPaid = async (db: Executor, start: string) =>
  Boolean(
    await db.selectFrom('cashback_periods').select('period_start').where('period_start', '=', start).executeTakeFirst(),
  );

export const notePeriodPaid = (db: Executor, period: { start: string; end: string }, players: number) =>
  db
    .insertInto('cashback_periods')
    .values({ period_start: period.start, period_end: period.end, players })
    .onConflict((conflict) => conflict.column('period_start').doNothing())
    .execute();
