import {
  displayCurrency,
  fromMinor,
  NOTICE_LIST_LIMIT,
  NOTICE_MAX_AGE_DAYS,
  type NoticeAcknowledgement,
  type NoticeItem,
  type NoticeKind,
} from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './notices.repository.js';

const DAY_MS = 86_400_000;
/** Transfer ids are bigint: a path id beyond a safe integer names no transfer. */
const ID = /^[1-9]\d{0,15}$/;

export type NoticesService = ReturnType<typeof createNoticesService>;

/**
 * SPEC.md §4 Notices: the pop-ups for a personal jackpot, a cashback and a first-deposit bonus.
 * A notice is a credit of that kind to the player's bonus balance from the last 30 days that
 * the player has not acknowledged with the thank-you button.
 */
export function createNoticesService(deps: { db: Db; now: () => Date }) {
  return {
    /** The player's unacknowledged notices of one kind, newest first, at most NOTICE_LIST_LIMIT. */
    async list(userId: number, kind: NoticeKind): Promise<NoticeItem[]> {
      const since = new Date(deps.now().getTime() - NOTICE_MAX_AGE_DAYS * DAY_MS);
      const rows = await repo.listUnacknowledged(deps.db, userId, kind, since, NOTICE_LIST_LIMIT);
      return rows.map((row) => ({
        id: String(row.id),
        kind,
        amount: fromMinor(row.amount),
        amountCurrency: displayCurrency(row.currency),
        createdAt: row.created_at.toISOString(),
      }));
    },

    /**
     * Acknowledges one of the player's notices (whatever its age); again is fine and keeps the
     * first time. Another player's credit, or a transfer that is no notice, is not found.
     */
    async acknowledge(userId: number, id: string): Promise<NoticeAcknowledgement> {
      const transferId = ID.test(id) ? Number(id) : NaN;
      const at = Number.isSafeInteger(transferId)
        ? await repo.acknowledge(deps.db, userId, transferId, deps.now())
        : null;
      if (!at) throw new AppError('not_found', 404, 'No such notice.');
      return { id: String(transferId), acknowledgedAt: at.toISOString() };
    },
  };
}
