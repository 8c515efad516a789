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

/** The player's sessions, newest first, each with its game's name. */
export function listFreeSpins(db: Executor, userId: number) {
  return db
    .selectFrom('free_spin_sessions as s')
    .innerJoin('games as g', (join) =>
      join.onRef('g.integration', '=', 's.provider').onRef('g.game_id', '=', 's.game_id'),
    )
    .selectAll('s')
    .select('g.name as game_name')
    .where('s.user_id', '=', userId)
    .orderBy('s.id', 'desc')
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

/** Locks a batch's sessions in id order (two batches never wait on each other in a cycle). */
export async function lockFreeSpins(db: Executor, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('free_spin_sessions')
    .select(['id', 'user_id', 'provider', 'game_id', 'spins_left', 'total', 'ended_at', 'expires_at'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map(({ ended_at, expires_at, ...row }) => ({ ...row, open: ended_at === null && expires_at > now }));
}

/** Writes a batch's spins taken or given back and prizes won; the CHECKs keep spins within 0..total. */
export async function applyFreeSpinChanges(db: Executor, changes: { id: number; spins: number; prize: number }[]) {
  if (changes.length === 0) return;
  await sql`UPDATE free_spin_sessions s SET spins_left = s.spins_left + c.spins, prize = s.prize + c.prize
    FROM unnest(${changes.map((c) => c.id)}::bigint[], ${changes.map((c) => c.spins)}::int[],
      ${changes.map((c) => c.prize)}::bigint[]) AS c (id, spins, prize)
    WHERE s.id = c.id`.execute(db);
}
