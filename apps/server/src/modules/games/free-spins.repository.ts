import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

export async function insertFreeSpins(
  db: Executor,
  grant: {
    userId: number;
    provider: string;
    gameId: string;
    count: number;
    bet: number;
    currency: string;
    grantedBy: number | null;
    expiresAt: Date;
    now: Date;
  },
) {
  return db
    .insertInto('free_spin_sessions')
    .values({
      user_id: grant.userId,
      provider: grant.provider,
      game_id: grant.gameId,
      total: grant.count,
      spins_left: grant.count,
      bet: grant.bet,
      currency: grant.currency,
      granted_by: grant.grantedBy,
      expires_at: grant.expiresAt,
      created_at: grant.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findFreeSpins(db: Executor, id: number) {
  return db.selectFrom('free_spin_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listFreeSpins(db: Executor, userId: number) {
  return db
    .selectFrom('free_spin_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** Ends a session; false when it was not the player's or had already ended. */
export async function endFreeSpins(db: Executor, id: number, userId: number, now: Date) {
  const result = await db
    .updateTable('free_spin_sessions')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes one spin with a conditional UPDATE: of two spins racing for the last one, the
 * second finds spins_left = 0 and takes nothing.
 */
export async function takeSpin(
  db: Executor,
  spin: { id: number; userId: number; provider: string; gameId: string; now: Date },
) {
  const row = await db
    .updateTable('free_spin_sessions')
    .set({ spins_left: sql`spins_left - 1` })
    .where('id', '=', spin.id)
    .where('user_id', '=', spin.userId)
    .where('provider', '=', spin.provider)
    .where('game_id', '=', spin.gameId)
    .where('spins_left', '>', 0)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', spin.now)
    .returning(['spins_left', 'bet'])
    .executeTakeFirst();
  return row ?? null;
}

/** Gives back the spin of a rolled-back free-spin bet. */
export async function returnSpin(db: Executor, id: number) {
  await db
    .updateTable('free_spin_sessions')
    .set({ spins_left: sql`spins_left + 1` })
    .where('id', '=', id)
    .where('spins_left', '<', sql<number>`total`)
    .execute();
}

export async function addPrize(db: Executor, id: number, amount: number) {
  if (amount <= 0) return;
  await db
    .updateTable('free_spin_sessions')
    .set({ prize: sql`prize + ${amount}` })
    .where('id', '=', id)
    .execute();
}
