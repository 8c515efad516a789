import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ReadPart } from '../../db/statement-parts.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = NonNullable<Awaited<ReturnType<typeof findById>>>;
export type NewUser = Insertable<UsersTable>;

export function findById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export type AccountStatus = 'active' | 'banned' | 'closed' | 'excluded';
/** What a stake needs to know: a closed account is as excluded from play as a self-excluded one. */
export type PlayStatus = Exclude<AccountStatus, 'closed'>;

/**
 * Banned; closed (migration 0031), which `closed` names or folds into excluded; or excluded at
 * `now`: a break not over, or a self-exclusion standing (migration 0026).
 */
const statusAt = (now: Date, closed: 'closed' | 'excluded') =>
  sql<AccountStatus>`CASE WHEN is_banned THEN 'banned' WHEN closed_at IS NOT NULL THEN ${sql.lit(closed)}
  WHEN self_excluded_at IS NOT NULL OR break_until > ${now}::timestamptz THEN 'excluded' ELSE 'active' END`;

/** The account's status at `now`, null when there is no such user: a part of a read statement. */
export function statusPart(id: number, now: Date): ReadPart<AccountStatus | null> {
  return sql`(SELECT ${statusAt(now, 'closed')} FROM users WHERE id = ${id})`;
}

/** Each of these users that exists, and its status at `now`: a part of a batch's read statement. */
export function statusesPart(ids: number[], now: Date): ReadPart<{ id: number; status: PlayStatus }[]> {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'status', ${statusAt(now, 'excluded')})), '[]')
    FROM users WHERE id = ANY(${ids}::bigint[]))`;
}

/**
 * Closes the account if it is open (and, given `idleBefore`, still not seen since): false when
 * it was closed already or was seen meanwhile. The row's lock makes a second closer wait and
 * then find it closed.
 */
export async function close(
  db: Executor,
  id: number,
  closing: { reason: 'request' | 'inactive'; at: Date; idleBefore?: Date },
): Promise<boolean> {
  let query = db
    .updateTable('users')
    .set({ closed_at: closing.at, closed_reason: closing.reason })
    .where('id', '=', id)
    .where('closed_at', 'is', null);
  if (closing.idleBefore) query = query.where(sql`coalesce(last_seen_at, created_at)`, '<', closing.idleBefore);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Notes a sign-in or a refresh; written at most once an hour, so a refresh seldom writes the row. */
export async function markSeen(db: Executor, id: number, at: Date): Promise<void> {
  const hourAgo = new Date(at.getTime() - 3_600_000);
  await db
    .updateTable('users')
    .set({ last_seen_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', hourAgo)]))
    .execute();
}

/** Starts a break, or lengthens the one running: a shorter one never shortens it. */
export async function extendBreak(db: Executor, id: number, until: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ break_until: sql`greatest(break_until, ${until}::timestamptz)` })
    .where('id', '=', id)
    .execute();
}

/** Minutes between reality checks, or null for none. */
export async function setRealityCheck(db: Executor, id: number, minutes: 15 | 30 | 60 | null): Promise<void> {
  await db.updateTable('users').set({ reality_check_minutes: minutes }).where('id', '=', id).execute();
}

/** When the standing self-exclusion began, or null once an operator has ended it. */
export async function setSelfExcludedAt(db: Executor, id: number, at: Date | null): Promise<void> {
  await db.updateTable('users').set({ self_excluded_at: at }).where('id', '=', id).execute();
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
