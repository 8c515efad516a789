import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { KeysTable, SessionsTable } from '../../db/schema.js';

export type SessionRow = Selectable<SessionsTable>;

export async function insertSession(db: Executor, row: Omit<SessionRow, 'created_at'>): Promise<void> {
  await db.insertInto('sb_sessions').values(row).execute();
}

export const findSession = (db: Executor, tokenHash: string, now: Date) =>
  db
    .selectFrom('sb_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('sb_sessions').where('expires_at', '<=', now).execute();
}

/** The install's keys, made by the first instance that starts (the others read them). */
export async function ensureKeys(db: Executor, make: () => Selectable<KeysTable>): Promise<Selectable<KeysTable>> {
  await db
    .insertInto('sb_keys')
    .values(make())
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db.selectFrom('sb_keys').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}
