import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ReadPart } from '../../db/statement-parts.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = NonNullable<Awaited<ReturnType<typeof findById>>>;
export type NewUser = Insertable<UsersTable>;

export function findById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the user is banned, null when there is no such user: a part of a read statement. */
export function bannedPart(id: number): ReadPart<boolean | null> {
  return sql`(SELECT is_banned FROM users WHERE id = ${id})`;
}

/** Whether each of these users exists and is banned: a part of a batch's read statement. */
export function statusesPart(ids: number[]): ReadPart<{ id: number; is_banned: boolean }[]> {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'is_banned', is_banned)), '[]')
    FROM users WHERE id = ANY(${ids}::bigint[]))`;
}

/** By username or e-mail, case-insensitively. */
export function findByLogin(db: Executor, login: string) {
  const lower = login.toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', lower), eb(sql`lower(email)`, '=', lower)]))
    .orderBy(sql`lower(username) = ${lower}`, 'desc')
    .executeTakeFirst();
}

export function findByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function emailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(db: Executor, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function update(
  db: Executor,
  id: number,
  changes: Omit<Updateable<UsersTable>, 'id' | 'updated_at'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function findAgent(db: Executor, agentId: string) {
  if (!/^\d{1,15}$/.test(agentId)) return undefined;
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', Number(agentId))
    .where('role', 'in', ['C', 'A'])
    .executeTakeFirst();
}
