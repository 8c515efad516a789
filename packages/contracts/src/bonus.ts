import { z } from 'zod';
import { BONUS_TYPES } from './enums.js';
import { isValidIsoDate } from './fields.js';

export type BonusType = (typeof BONUS_TYPES)[number];

/** What an operator may grant or take back by hand: as the site's operator (SO) or the owner. */
export const MANUAL_BONUS_TYPES = ['IncreasedBySO', 'IncreasedByOwner'] as const;

const isoDate = z.string().refine(isValidIsoDate, { error: 'invalid_date' });
/** A query flag: 'true' or 'false' (anything else is refused). */
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET /api/bonus-system/bonusbalance/history and /cashback/history (SPEC.md §7): dates are
 * days (from its start, to its end, UTC); is_accrued=true lists credits only, false debits only.
 */
export const BonusHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  ordering: z.enum(['date', '-date', 'amount', '-amount']).default('-date'),
  type: z.enum(BONUS_TYPES).optional(),
  is_accrued: flag.optional(),
});
export type BonusHistoryQuery = z.input<typeof BonusHistoryQuery>;

/** SPEC.md §3 Bonus or cashback history item; amounts as decimals, a debit's amount negative. */
export const BonusHistoryItem = z.object({
  id: z.string(),
  amount: z.number(),
  amountCurrency: z.string(),
  date: z.string(),
  type: z.enum(BONUS_TYPES),
  bonusBalanceBefore: z.number(),
  bonusBalanceBeforeCurrency: z.string(),
  bonusBalanceAfter: z.number(),
  bonusBalanceAfterCurrency: z.string(),
});
export type BonusHistoryItem = z.infer<typeof BonusHistoryItem>;

export const BonusHistoryPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(BonusHistoryItem),
});
export type BonusHistoryPage = z.infer<typeof BonusHistoryPage>;

/** POST /api/bonus-system/bonusbalance-to-balance/: `amount` of bonus balance, as a decimal. */
export const BonusExchangeRequest = z.object({
  amount: z.number({ error: 'required' }).positive({ error: 'invalid' }).max(1e9, { error: 'too_long' }),
});
export type BonusExchangeRequest = z.infer<typeof BonusExchangeRequest>;

/** What an exchange moved (the bonus taken, the cash given at the rate) and the balances after it. */
export const BonusExchangeAnswer = z.object({
  amount: z.number(),
  cashAmount: z.number(),
  currency: z.string(),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type BonusExchangeAnswer = z.infer<typeof BonusExchangeAnswer>;

/**
 * GET /api/bonus-system/exchange/: the exchange's terms for the signed-in player, in their
 * currency: whether it is open to them now, and why not.
 */
export const BonusExchangeTerms = z.object({
  enabled: z.boolean(),
  currency: z.string(),
  rate: z.number(),
  /** The cash balance must be below this for an exchange. */
  maxCashBalance: z.number(),
  /** The least bonus one exchange takes. */
  minAmount: z.number(),
  balance: z.number(),
  bonusBalance: z.number(),
  /** A wagering requirement runs: no exchange until it is met (decision 032). */
  wageringRunning: z.boolean(),
});
export type BonusExchangeTerms = z.infer<typeof BonusExchangeTerms>;

/** POST /api/backoffice/bonuses/ (operator, owner): grants bonus money to a player, or takes it back (negative). */
export const ManualBonusRequest = z.object({
  user_id: z.number({ error: 'required' }).int().positive(),
  amount: z
    .number({ error: 'required' })
    .refine((value) => value !== 0, { error: 'invalid' })
    .refine((value) => Math.abs(value) <= 1e9, { error: 'too_long' }),
  type: z.enum(MANUAL_BONUS_TYPES),
  /** Why it is granted: the operator's note, kept in the audit log with the request. */
  comment: z.string().trim().max(500, { error: 'too_long' }).optional(),
});
export type ManualBonusRequest = z.infer<typeof ManualBonusRequest>;
