import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { KycDocumentsTable } from '../../db/schema/protection.js';

export type DocumentRow = Selectable<KycDocumentsTable>;

const toRow = <T extends DocumentRow>(row: T): T => ({ ...row, id: Number(row.id), user_id: Number(row.user_id) });

export async function insertDocument(db: Executor, document: Insertable<KycDocumentsTable>): Promise<DocumentRow> {
  return toRow(await db.insertInto('kyc_documents').values(document).returningAll().executeTakeFirstOrThrow());
}

export async function listDocuments(db: Executor, userId: number, limit: number): Promise<DocumentRow[]> {
  const rows = await db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export async function findDocument(db: Executor, id: number, lock = false): Promise<DocumentRow | undefined> {
  let query = db.selectFrom('kyc_documents').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRow(row);
}

export async function review(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; at: Date; by: number },
): Promise<void> {
  await db
    .updateTable('kyc_documents')
    .set({ status: decision.status, reason: decision.reason, reviewed_at: decision.at, reviewed_by: decision.by })
    .where('id', '=', id)
    .execute();
}

/** The documents waiting for an operator, oldest first, with their players' usernames. */
export async function listPending(db: Executor, limit: number) {
  const rows = await db
    .selectFrom('kyc_documents as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .selectAll('d')
    .select('u.username')
    .where('d.status', '=', 'pending')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** The kinds of the player's approved documents. */
export async function approvedKinds(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('kyc_documents')
    .select('kind')
    .distinct()
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .execute();
  return rows.map((row) => row.kind);
}
