import { z } from 'zod';
import { WageringTerms } from './wagering.js';

const perCurrency = z
  .record(z.string().regex(/^[A-Z]{3,5}$/, { error: 'invalid_currency' }), z.number().min(0).max(1e9))
  .refine((amounts) => Object.keys(amounts).length > 0, { error: 'required' });

/**
 * GET and PATCH /api/backoffice/bonus-settings/ (operator, owner): the bonus terms of SPEC.md §3
 * Settings bonuses, and those the platform adds (cashback share and period, first-deposit
 * bonus). Amounts are decimals; amounts per currency apply to players of that currency, the
 * first one converted at the rates for the others.
 */
export const BonusSettings = z.object({
  cashbackOn: z.boolean(),
  cashbackPercent: z.number().min(0).max(100),
  cashbackPeriodDays: z.number().int().min(1).max(31),
  transferBonusBalanceToBalanceOn: z.boolean(),
  transferBonusBalanceToBalanceMinBalance: z.number().min(0).max(1e9),
  transferBonusBalanceToBalanceRate: z.number().positive().max(1000),
  exchangeMinimums: perCurrency,
  firstDepositPercent: z.number().int().min(0).max(1000),
  firstDepositCaps: perCurrency,
  /** Wagering requirements per bonus kind (maximum stakes as decimals); a kind left out has none. */
  wagering: WageringTerms,
});
export type BonusSettings = z.infer<typeof BonusSettings>;

export const BonusSettingsPatch = BonusSettings.partial();
export type BonusSettingsPatch = z.infer<typeof BonusSettingsPatch>;
