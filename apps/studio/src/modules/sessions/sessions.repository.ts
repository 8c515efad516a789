import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { SessionsTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

/** SQL of the play sessions. */
export const sessionsRepository = {
  insert: (ex: Executor, session: Insertable<SessionsTable>) =>
    ex.insertInto('studio_sessions').values(session).returningAll().executeTakeFirstOrThrow(),

  find: (ex: Executor, id: string) =>
    ex.selectFrom('studio_sessions').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Takes one of the session's free spins; nothing when none is left. */
  takeFreeSpin: (ex: Executor, id: string) =>
    ex
      .updateTable('studio_sessions')
      .set({ free_spins_left: sql`free_spins_left - 1` })
      .where('id', '=', id)
      .where('free_spins_left', '>', 0)
      .returning(['free_spins_left', 'free_spin_bet', 'free_spin_session_id'])
      .executeTakeFirst(),

  giveBackFreeSpin: (ex: Executor, id: string) =>
    ex
      .updateTable('studio_sessions')
      .set({ free_spins_left: sql`free_spins_left + 1` })
      .where('id', '=', id)
      .execute(),

  /** Moves a demo balance: takes the stake and adds the payout, never below zero. */
  moveDemoBalance: (ex: Executor, id: string, stake: number, payout: number) =>
    ex
      .updateTable('studio_sessions')
      .set({ demo_balance: sql`demo_balance - ${stake}::bigint + ${payout}::bigint` })
      .where('id', '=', id)
      .where('demo_balance', '>=', stake)
      .returning('demo_balance')
      .executeTakeFirst(),
};
