import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { PlayerExclusionsTable } from '../../db/schema/protection.js';

export type ExclusionRow = Selectable<PlayerExclusionsTable>;

const toRow = (row: ExclusionRow): ExclusionRow => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  reactivated_by: row.reactivated_by === null ? null : Number(row.reactivated_by),
});

export async function insertExclusion(db: Executor, exclusion: Insertable<PlayerExclusionsTable>): Promise<number> {
  const row = await db.insertInto('player_exclusions').values(exclusion).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The player's exclusions, newest first. */
export async function listExclusions(db: Executor, userId: number, limit: number): Promise<ExclusionRow[]> {
  const rows = await db
    .selectFrom('player_exclusions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** The self-exclusion that stands for the player (not reactivated), the newest if several; `lock` holds it until the transaction ends. */
export async function standingSelfExclusion(
  db: Executor,
  userId: number,
  lock = false,
): Promise<ExclusionRow | undefined> {
  let query = db
    .selectFrom('player_exclusions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'self_exclusion')
    .where('reactivated_at', 'is', null)
    .orderBy('id', 'desc');
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRow(row);
}

export async function findExclusion(db: Executor, id: number): Promise<ExclusionRow | undefined> {
  const row = await db.selectFrom('player_exclusions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  return row && toRow(row);
}

export async function markReactivationRequested(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .updateTable('player_exclusions')
    .set({ reactivation_requested_at: at })
    .where('id', '=', id)
    .where('reactivation_requested_at', 'is', null)
    .execute();
}

export async function markReactivated(db: Executor, id: number, at: Date, by: number): Promise<void> {
  await db
    .updateTable('player_exclusions')
    .set({ reactivated_at: at, reactivated_by: by })
    .where('id', '=', id)
    .execute();
}

/** The self-exclusions whose players asked to come back, oldest request first, with the usernames. */
export async function listReactivationRequests(db: Executor) {
  const rows = await db
    .selectFrom('player_exclusions as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select('u.username')
    .where('e.kind', '=', 'self_exclusion')
    .where('e.reactivated_at', 'is', null)
    .where('e.reactivation_requested_at', 'is not', null)
    .orderBy('e.reactivation_requested_at')
    .limit(200)
    .execute();
  return rows.map((row) => ({ ...toRow(row), username: row.username }));
}
