import { randomUUID } from 'node:crypto';
import {
  KYC_MAX_BYTES,
  KYC_REQUIRED_KINDS,
  type KycDocument,
  type KycDocumentKind,
  type KycDocuments,
} from '@casino/contracts';
import type { Db, Executor, Tx } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import { fromDefaultCurrency } from '../wallet/index.js';
import * as repo from './kyc.repository.js';
import { extensionOf, SIGNATURE_BYTES } from '../../lib/file-signature.js';
import { cleanFileName, detectContentType } from './kyc.rules.js';
import type { DocumentStore } from './kyc.storage.js';

export type KycService = ReturnType<typeof createKycService>;

const LISTED = 50;

const documentView = (row: repo.DocumentRow): KycDocument => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  reason: row.reason,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  createdAt: row.created_at.toISOString(),
  reviewedAt: row.reviewed_at?.toISOString() ?? null,
});

/**
 * Identity documents (issue #23, SPEC §1, §5): JPEG, PNG or PDF up to 10 MB, told by content,
 * kept outside the web root and read only by their owner and operators; an operator approves
 * or rejects each (with a reason the player sees). Payouts past the operator's total without
 * documents need the identity verified (documents_not_approved).
 */
export function createKycService(deps: { db: Db; now: () => Date; settings: SettingsService; store: DocumentStore }) {
  async function isVerified(userId: number, db: Executor = deps.db) {
    const approved = new Set(await repo.approvedKinds(db, userId));
    return KYC_REQUIRED_KINDS.every((kind) => approved.has(kind));
  }

  return {
    /** POST /api/users/documents/upload/: one file of a kind, checked by its size and its first bytes. */
    async upload(userId: number, upload: { kind: KycDocumentKind; fileName: string; content: Buffer | null }) {
      const { content } = upload;
      if (!content || content.length === 0) throw FieldValidationError.of('file', 'file_required');
      if (content.length > KYC_MAX_BYTES) throw FieldValidationError.of('file', 'invalid_size');
      const contentType = detectContentType(content.subarray(0, SIGNATURE_BYTES));
      if (!contentType) throw FieldValidationError.of('file', 'invalid_type');
      const key = `${randomUUID()}.${extensionOf(contentType)}`;
      await deps.store.put(key, content);
      try {
        const row = await repo.insertDocument(deps.db, {
          user_id: userId,
          kind: upload.kind,
          storage_key: key,
          file_name: cleanFileName(upload.fileName),
          content_type: contentType,
          size: content.length,
          created_at: deps.now(),
        });
        return documentView(row);
      } catch (error) {
        await deps.store.remove(key);
        throw error;
      }
    },

    /** GET /api/users/documents/: the player's documents, newest first, and whether their identity is verified. */
    async list(userId: number): Promise<KycDocuments> {
      const [rows, verified] = await Promise.all([repo.listDocuments(deps.db, userId, LISTED), isVerified(userId)]);
      return { verified, documents: rows.map(documentView) };
    },

    /** A document's file, for its owner (`ownerId`) or for an operator (null): another player's is not found. */
    async file(id: number, ownerId: number | null) {
      const row = await repo.findDocument(deps.db, id);
      if (!row || (ownerId !== null && row.user_id !== ownerId))
        throw new AppError('not_found', 404, 'No such document.');
      return { contentType: row.content_type, fileName: row.file_name, content: await deps.store.get(row.storage_key) };
    },

    /** A document as staff see it, whoever's it is (the audit log's state before a review); null if none. */
    async view(id: number) {
      const row = await repo.findDocument(deps.db, id);
      return row ? { ...documentView(row), userId: row.user_id } : null;
    },

    /** GET /api/backoffice/documents/: the documents waiting for a review, oldest first. */
    async pending() {
      return (await repo.listPending(deps.db, 200)).map((row) => ({
        ...documentView(row),
        userId: row.user_id,
        username: row.username,
      }));
    },

    /** POST /api/backoffice/documents/{id}/review/: approves or rejects (with a reason) a pending document. */
    async review(id: number, decision: { status: 'approved' | 'rejected'; reason: string | null }, operatorId: number) {
      return deps.db.transaction().execute(async (tx) => {
        const row = await repo.findDocument(tx, id, true);
        if (!row) throw new AppError('not_found', 404, 'No such document.');
        if (row.status !== 'pending') throw new AppError('already_exists', 409, 'This document was reviewed already.');
        const reason = decision.status === 'rejected' ? decision.reason : null;
        await repo.review(tx, id, { status: decision.status, reason, at: deps.now(), by: operatorId });
        return documentView((await repo.findDocument(tx, id))!);
      });
    },

    /**
     * Refuses a payout (documents_not_approved) that takes the player's payouts past the total
     * the operator allows without verified identity. In the payout's transaction: `paidOut` is
     * the player's payouts so far, this one included.
     */
    async assertPayoutAllowed(tx: Tx, userId: number, currency: string, paidOut: () => Promise<number>) {
      const { kyc } = await deps.settings.readStored(tx);
      const threshold = (await fromDefaultCurrency(deps.settings, currency, tx))(kyc.payoutsWithoutDocuments);
      if ((await paidOut()) > threshold && !(await isVerified(userId, tx)))
        throw new AppError('documents_not_approved', 403, 'Your identity documents must be approved first.');
    },
  };
}
