import { z } from 'zod';
import type { BonusType } from './bonus.js';

/** SPEC.md §1, §4 Notices: the pop-ups a player gets for a bonus credit, by kind. */
export const NOTICE_KINDS = ['jackpot', 'cashback', 'first_deposit'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The bonus type (SPEC.md §4) whose credits of the bonus balance each kind of notice tells of. */
export const NOTICE_BONUS_TYPES = {
  jackpot: 'PersonalJackpot',
  cashback: 'Cashback',
  first_deposit: 'FirstDeposit',
} as const satisfies Record<NoticeKind, BonusType>;

/** A credit older than this is no longer news: it is not listed, acknowledged or not. */
export const NOTICE_MAX_AGE_DAYS = 30;
/** The most notices of one kind one answer lists (newest first). */
export const NOTICE_LIST_LIMIT = 10;

/** GET /api/bonus-system/notices/?kind=…: the signed-in player's unacknowledged notices of one kind. */
export const NoticesQuery = z.object({ kind: z.enum(NOTICE_KINDS) });
export type NoticesQuery = z.infer<typeof NoticesQuery>;

/** SPEC.md §3 Notice items: a bonus credit the player has not acknowledged yet; the amount as a decimal. */
export const NoticeItem = z.object({
  /** The credit's id (a wallet transfer's): what the acknowledge names. */
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  amount: z.number(),
  amountCurrency: z.string(),
  createdAt: z.string(),
});
export type NoticeItem = z.infer<typeof NoticeItem>;

export const NoticeList = z.array(NoticeItem);
export type NoticeList = z.infer<typeof NoticeList>;

/** POST /api/bonus-system/notices/{id}/acknowledge/: the id of one of the player's notices. */
export const NoticeParams = z.object({ id: z.string().max(40) });

/** The acknowledged notice and when it was first acknowledged (the same on a repeat). */
export const NoticeAcknowledgement = z.object({ id: z.string(), acknowledgedAt: z.string() });
export type NoticeAcknowledgement = z.infer<typeof NoticeAcknowledgement>;
