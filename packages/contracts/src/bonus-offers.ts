import { z } from 'zod';

export const FIRST_DEPOSIT_STATUSES = ['available', 'received', 'closed', 'off'] as const;
export type FirstDepositStatus = (typeof FIRST_DEPOSIT_STATUSES)[number];

/**
 * GET /api/bonus-system/offers/: the bonus terms as they stand for the signed-in player, in
 * their currency, and where they are with each (amounts as decimals).
 */
export const BonusOffers = z.object({
  currency: z.string(),
  bonusBalance: z.number(),
  cashback: z.object({
    on: z.boolean(),
    percent: z.number(),
    periodDays: z.number().int(),
    /** When the running period ends and its cashback is paid (ISO date, UTC). */
    nextPayDay: z.string(),
  }),
  firstDeposit: z.object({
    /** available: the first deposit is still to come; received: it paid; closed: it paid nothing; off. */
    status: z.enum(FIRST_DEPOSIT_STATUSES),
    percent: z.number().int(),
    cap: z.number(),
    /** What it paid, once received. */
    amount: z.number().nullable(),
    /** What is wagered of what must be, once received (equal: wagered); null when it has no requirement. */
    wagering: z.object({ staked: z.number(), required: z.number(), detracted: z.boolean() }).nullable(),
  }),
  exchangeOn: z.boolean(),
});
export type BonusOffers = z.infer<typeof BonusOffers>;
