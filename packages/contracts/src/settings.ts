import { z } from 'zod';
import { SportsbookIntegrationSetting } from './sports.js';

/** SPEC.md §3 Settings; limits and thresholds are decimal amounts in the default currency. */
export const Settings = z.object({
  rates: z.record(z.string(), z.number()),
  limits: z.object({
    maxBet: z.number(),
    minBet: z.number(),
    maxWin: z.number(),
    maxTransaction: z.number(),
  }),
  bonuses: z.object({
    cashbackOn: z.boolean(),
    transferBonusBalanceToBalanceOn: z.boolean(),
    transferBonusBalanceToBalanceMinBalance: z.number(),
    transferBonusBalanceToBalanceRate: z.number(),
  }),
  isTransferToBonusBalanceOn: z.boolean(),
  defaultCurrency: z.string(),
  currencies: z.array(z.string()),
  /** The local mailbox page, only when the server runs in local mode without SMTP. */
  mailboxUrl: z.string().nullable(),
  /** Every sportsbook integration, enabled or not (a disabled one hides its menu entries and pages). */
  sportsbooks: z.array(SportsbookIntegrationSetting),
});
export type Settings = z.infer<typeof Settings>;

export const Currency = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  isDefault: z.boolean(),
  /** Whether a balance in this currency counts as a deposit currency (SPEC.md §3 hasDeposit). */
  isDepositCurrency: z.boolean(),
});
export type Currency = z.infer<typeof Currency>;

export const CurrencyList = z.array(Currency);
