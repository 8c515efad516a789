import type { AuditPage } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import * as repo from './audit.repository.js';

export type AuditService = ReturnType<typeof createAuditService>;

export type AuditRecord = Omit<repo.NewAuditEntry, 'at'>;

/** The append-only log of what staff did (migration 0033): written once, read by the owner. */
export function createAuditService(deps: { db: Db; now: () => Date }) {
  return {
    /** Writes one entry. */
    record: (entry: AuditRecord) => repo.insertEntry(deps.db, { ...entry, at: deps.now() }),

    /** A page of the log, newest first. */
    async list(query: { page: number; page_size: number; actor_id?: number }): Promise<AuditPage> {
      const { rows, count } = await repo.listEntries(deps.db, {
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
        actorId: query.actor_id,
      });
      return {
        count,
        page: query.page,
        page_size: query.page_size,
        results: rows.map((row) => ({
          ...row,
          at: row.at.toISOString(),
          role: row.role as AuditPage['results'][number]['role'],
        })),
      };
    },
  };
}
