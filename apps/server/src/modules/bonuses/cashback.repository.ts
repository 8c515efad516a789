import type { Executor } from '../../db/database.js';

/** The cashback periods paid in full (their grants are keyed: the note only saves reading a period again). */
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
