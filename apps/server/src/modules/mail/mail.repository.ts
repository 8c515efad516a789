import type { Executor } from '../../db/database.js';

export async function insertMail(db: Executor, mail: { to: string; subject: string; text: string }) {
  await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, body_text: mail.text })
    .execute();
}

export function listRecent(db: Executor, limit: number) {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Claims unsent mail for one sender; SKIP LOCKED lets several instances share the work. */
export function claimUnsent(db: Executor, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markSent(db: Executor, id: number, sentAt: Date) {
  await db.updateTable('mail_outbox').set({ sent_at: sentAt, error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Executor, id: number, error: string) {
  await db.updateTable('mail_outbox').set({ error }).where('id', '=', id).execute();
}
