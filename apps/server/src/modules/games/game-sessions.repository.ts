import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.js';

/**
 * Opens a session unless the player has one open on this game. A session whose heartbeat
 * stopped (a closed tab) before `staleBefore` is ended first, so it never blocks for long;
 * with `replace` the player's open session on this game is ended whatever its heartbeat.
 * Returns null when another open session holds the game.
 */
export async function openSession(
  db: Executor,
  session: {
    userId: number;
    provider: string;
    gameId: string;
    freeSpinSessionId: number | null;
    now: Date;
    staleBefore: Date;
    replace: boolean;
  },
): Promise<string | null> {
  let held = db
    .updateTable('game_sessions')
    .set({ ended_at: session.now })
    .where('user_id', '=', session.userId)
    .where('provider', '=', session.provider)
    .where('game_id', '=', session.gameId)
    .where('ended_at', 'is', null);
  if (!session.replace) held = held.where('last_seen_at', '<', session.staleBefore);
  await held.execute();
  const id = randomUUID();
  const inserted = await db
    .insertInto('game_sessions')
    .values({
      id,
      user_id: session.userId,
      provider: session.provider,
      game_id: session.gameId,
      free_spin_session_id: session.freeSpinSessionId,
      created_at: session.now,
      last_seen_at: session.now,
    })
    // The partial unique index on open sessions decides between two tabs racing.
    .onConflict((oc) => oc.columns(['user_id', 'provider', 'game_id']).where('ended_at', 'is', null).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
}

/** Keeps an open session alive; false when it is not the player's or has ended. */
export async function touchSession(db: Executor, id: string, userId: number, now: Date, staleBefore: Date) {
  const result = await db
    .updateTable('game_sessions')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>=', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function endSession(db: Executor, id: string, userId: number, now: Date) {
  const result = await db
    .updateTable('game_sessions')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findSession(db: Executor, id: string) {
  return db.selectFrom('game_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function endFreeSpinGameSessions(db: Executor, freeSpinSessionId: number, now: Date) {
  await db
    .updateTable('game_sessions')
    .set({ ended_at: now })
    .where('free_spin_session_id', '=', freeSpinSessionId)
    .where('ended_at', 'is', null)
    .execute();
}
