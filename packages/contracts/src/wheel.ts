import { z } from 'zod';

/** SPEC.md §9: the wheel has 16 segments of 22.5 degrees. */
export const WHEEL_SEGMENTS = 16;

/** GET /services/wheel/settings/public/ (SPEC.md §3 Wheel public settings); amounts as decimals of the player's currency. */
export const WheelPublicSettings = z.object({
  /** Seconds between two free spins. */
  freeSpinTime: z.number().int(),
  paidSpinCost: z.number(),
  freeSpinMinBalance: z.number(),
  paidSpinMinBalance: z.number(),
  /** Free spins the player may take now (0 or 1). */
  freeSpinsAvailable: z.number().int(),
  hasFreeSpin: z.boolean(),
  currency: z.string(),
  /** When the next free spin comes (ISO 8601), while the player waits for one; the platform's own. */
  nextFreeSpinAt: z.string().nullable(),
});
export type WheelPublicSettings = z.infer<typeof WheelPublicSettings>;

/** One segment of the wheel (SPEC.md §3 Wheel prize), in the order the wheel shows them. */
export const WheelPrize = z.object({
  id: z.number().int(),
  amount: z.number(),
  isPresent: z.boolean(),
  name: z.string(),
  currency: z.string(),
});
export type WheelPrize = z.infer<typeof WheelPrize>;

export const WheelSpinRequest = z.object({ is_free: z.boolean({ error: 'required' }) });

/**
 * POST /services/wheel/spin/ (SPEC.md §3 Spin result), with the platform's own: the segment
 * won and what proves the draw (the committed server seed's hash, the client seed, the nonce).
 */
export const WheelSpinResult = z.object({
  name: z.string(),
  amount: z.number(),
  isPresent: z.boolean(),
  currency: z.string(),
  prizeId: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type WheelSpinResult = z.infer<typeof WheelSpinResult>;

/** One spin of the history (SPEC.md §3 Wheel spin history). */
export const WheelSpinHistoryItem = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  winAmount: z.number(),
  betAmount: z.number(),
  isFree: z.boolean(),
  prizeName: z.string(),
  userBalanceBefore: z.number(),
  userBalanceAfter: z.number(),
  userId: z.number().int(),
  currency: z.string(),
});
export type WheelSpinHistoryItem = z.infer<typeof WheelSpinHistoryItem>;

export const WheelHistoryQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'too_short' }).default(1),
  page_size: z.coerce.number().int().min(1, { error: 'too_short' }).max(100, { error: 'too_long' }).default(20),
});

export const WheelHistoryPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(WheelSpinHistoryItem),
});
export type WheelHistoryPage = z.infer<typeof WheelHistoryPage>;

/** One segment as the operator sets it: a money prize (amount in the default currency) or a present, and its weight. */
export const WheelSegmentTerms = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(60, { error: 'too_long' }),
  amount: z.number().min(0).max(1e6),
  isPresent: z.boolean(),
  weight: z.number().int().min(0).max(1_000_000),
});

/** GET and PATCH /api/backoffice/wheel/ (operator): the wheel's terms, amounts in the default currency. */
export const WheelTerms = z.object({
  freeSpinTime: z
    .number()
    .int()
    .min(60)
    .max(30 * 86_400),
  paidSpinCost: z.number().positive().max(1e6),
  freeSpinMinBalance: z.number().min(0).max(1e9),
  paidSpinMinBalance: z.number().min(0).max(1e9),
  segments: z
    .array(WheelSegmentTerms)
    .length(WHEEL_SEGMENTS, { error: 'invalid' })
    .refine((segments) => segments.some((segment) => segment.weight > 0), { error: 'invalid' }),
});
export type WheelTerms = z.infer<typeof WheelTerms>;

/** The operator's view: the terms, and the paid spin's exact return to player (money prizes over the cost). */
export const WheelOperatorView = WheelTerms.extend({
  /** The return of a paid spin, as a fraction: numerator / denominator, exact. */
  paidSpinReturn: z.object({ numerator: z.string(), denominator: z.string(), percent: z.number() }),
  /** Each segment's chance, as weight / total weight. */
  totalWeight: z.number().int(),
});
export type WheelOperatorView = z.infer<typeof WheelOperatorView>;
