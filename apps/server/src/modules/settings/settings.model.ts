import { SPORTSBOOK_INTEGRATIONS, type SportsbookIntegration, type WagerTerms, WageringTerms } from '@casino/contracts';
import { z } from 'zod';

/**
 * One sportsbook integration as the operator configured it: a null providerUrl is
 * SPORTSBOOK_PUBLIC_URL; a styleUrl is a stylesheet of the operator's for its client (the
 * provider must allow its origin), null for the default.
 */
const StoredSportsbook = z.object({
  enabled: z.boolean(),
  providerUrl: z.url({ protocol: /^https?$/ }).nullable(),
  styleUrl: z
    .url({ protocol: /^https?$/ })
    .refine((url) => new URL(url).pathname.endsWith('.css'), 'must name a .css file')
    .nullable()
    .default(null),
});
export type StoredSportsbook = z.infer<typeof StoredSportsbook>;

const SPORTSBOOK_DEFAULT: StoredSportsbook = { enabled: true, providerUrl: null, styleUrl: null };

/**
 * Every integration of SPORTSBOOK_INTEGRATIONS, each with its defaults when the stored row
 * predates it (settings written before integrations existed, or before one was added);
 * an id no longer known is dropped.
 */
const StoredSportsbooks = z
  .record(z.string(), StoredSportsbook)
  .default({})
  .transform(
    (stored) =>
      Object.fromEntries(SPORTSBOOK_INTEGRATIONS.map((id) => [id, stored[id] ?? SPORTSBOOK_DEFAULT])) as Record<
        SportsbookIntegration,
        StoredSportsbook
      >,
  );

/** Stakes of every kind count in full, no maximum stake, no end: the first-deposit bonus's rule before wagering had terms. */
const FIRST_DEPOSIT_WAGERING: WagerTerms = {
  times: 1,
  weights: { slot: 100, table: 100, live: 100, virtual: 100, sports: 100 },
  maxBets: {},
  expiryDays: null,
};

/** One segment of the prize wheel: a money prize in minor units of the default currency, or a present. */
const StoredWheelSegment = z.object({
  name: z.string().min(1),
  amount: z.number().int().nonnegative(),
  isPresent: z.boolean(),
  weight: z.number().int().nonnegative(),
});

/**
 * The prize wheel (SPEC.md §3 Wheel public settings): a free spin every `freeSpinSeconds`
 * while the cash balance is at least `freeSpinMinBalance`; a paid spin costs `paidSpinCost`
 * and needs `paidSpinMinBalance`; 16 segments drawn by weight. Amounts in minor units of the
 * default currency. The defaults return 90 % of a paid spin's cost in money prizes.
 */
const StoredWheel = z.object({
  freeSpinSeconds: z.number().int().positive(),
  paidSpinCost: z.number().int().positive(),
  freeSpinMinBalance: z.number().int().nonnegative(),
  paidSpinMinBalance: z.number().int().nonnegative(),
  segments: z.array(StoredWheelSegment).length(16),
});
export type StoredWheel = z.infer<typeof StoredWheel>;

const segment = (name: string, amount: number, weight: number, isPresent = false) => ({
  name,
  amount,
  isPresent,
  weight,
});

const DEFAULT_WHEEL: StoredWheel = {
  freeSpinSeconds: 86_400,
  paidSpinCost: 100,
  freeSpinMinBalance: 0,
  paidSpinMinBalance: 100,
  // Σ weight × amount / Σ weight = 1,439,100 / 15,990 = 90 cents of a 1.00 spin, exactly (a present is no money).
  segments: [
    segment('0.10', 10, 1_200),
    segment('Try again', 0, 1_200),
    segment('0.50', 50, 1_500),
    segment('0.20', 20, 1_200),
    segment('1.00', 100, 2_609),
    segment('Try again', 0, 1_000),
    segment('2.00', 200, 2_011),
    segment('0.30', 30, 1_000),
    segment('5.00', 500, 300),
    segment('Try again', 0, 800),
    segment('Royal Ace cap', 0, 10, true),
    segment('1.50', 150, 1_000),
    segment('10.00', 1_000, 120),
    segment('0.40', 40, 1_000),
    segment('25.00', 2_500, 40),
    segment('0.75', 75, 1_000),
  ],
};

/**
 * One jackpot tier (decision 034): the share of every casino stake it takes, in parts per
 * million, and per currency the seed it starts at and the cap it drops before, in minor units
 * (a currency not named takes the first one's, converted at the rates, as exchangeMinimums).
 */
const StoredJackpotTier = z.object({
  contributionPpm: z.number().int().min(0).max(100_000),
  seeds: z.record(z.string(), z.number().int().positive()),
  caps: z.record(z.string(), z.number().int().positive()),
});
const StoredJackpots = z.object({
  enabled: z.boolean(),
  tiers: z.object({
    gold: StoredJackpotTier,
    silver: StoredJackpotTier,
    bronze: StoredJackpotTier,
    diamond: StoredJackpotTier,
  }),
});
export type StoredJackpots = z.infer<typeof StoredJackpots>;

/** Half a percent of every casino stake, shared by four pools from 10 EUR (dropping by 100) to 5,000 EUR (by 50,000). */
const DEFAULT_JACKPOTS: StoredJackpots = {
  enabled: true,
  tiers: {
    bronze: { contributionPpm: 2_000, seeds: { EUR: 1_000 }, caps: { EUR: 10_000 } },
    silver: { contributionPpm: 1_500, seeds: { EUR: 5_000 }, caps: { EUR: 50_000 } },
    gold: { contributionPpm: 1_000, seeds: { EUR: 50_000 }, caps: { EUR: 500_000 } },
    diamond: { contributionPpm: 500, seeds: { EUR: 500_000 }, caps: { EUR: 5_000_000 } },
  },
};

/** The operator's settings as stored: money in minor units of the default currency. */
export const StoredSettings = z.object({
  rates: z.record(z.string(), z.number().positive()),
  limits: z.object({
    maxBet: z.number().int().nonnegative(),
    minBet: z.number().int().nonnegative(),
    maxWin: z.number().int().nonnegative(),
    maxTransaction: z.number().int().nonnegative(),
  }),
  bonuses: z.object({
    cashbackOn: z.boolean(),
    transferBonusBalanceToBalanceOn: z.boolean(),
    transferBonusBalanceToBalanceMinBalance: z.number().int().nonnegative(),
    transferBonusBalanceToBalanceRate: z.number().positive(),
    /**
     * The least bonus one exchange takes, in minor units, per currency (SPEC.md §5: 3 TND); a
     * currency without its own takes the first one's, converted at the rates.
     */
    exchangeMinimums: z
      .record(z.string(), z.number().int().positive())
      .refine((minimums) => Object.keys(minimums).length > 0)
      .default({ TND: 300 }),
    /** The share of a player's net game loss (bets minus wins) paid back as cashback, in percent. */
    cashbackPercent: z.number().min(0).max(100).default(10),
    /** The cashback's period in days, counted from Mondays (7: a week, Monday to Sunday, UTC). */
    cashbackPeriodDays: z.number().int().min(1).max(31).default(7),
    /**
     * The first-deposit bonus as a percentage of the player's first successful deposit (100: as
     * much again); 0, the default, keeps it off until the operator offers it.
     */
    firstDepositPercent: z.number().int().min(0).max(1000).default(0),
    /**
     * The most one first-deposit bonus pays, in minor units, per currency; a currency without
     * its own cap takes the first one's, converted at the rates (as exchangeMinimums).
     */
    firstDepositCaps: z
      .record(z.string(), z.number().int().nonnegative())
      .refine((caps) => Object.keys(caps).length > 0)
      .default({ TND: 50_000 }),
    /**
     * Wagering requirements per bonus kind (decision 032), maximum stakes in minor units per
     * currency. The first-deposit bonus is wagered once by default (a withdrawal before takes
     * it back); every other kind has none until the operator gives it one.
     */
    wagering: WageringTerms.default({ FirstDeposit: FIRST_DEPOSIT_WAGERING }),
  }),
  isTransferToBonusBalanceOn: z.boolean(),
  /** The terms' limits (SPEC.md §9), in minor units of their own currency. */
  terms: z
    .object({
      currency: z.string(),
      maxBalance: z.number().int().positive(),
      maxDailyWinnings: z.number().int().positive(),
    })
    .default({ currency: 'TND', maxBalance: 2_500_000, maxDailyWinnings: 2_500_000 }),
  /** The sportsbook integrations (SPEC.md §2.6, §7): all enabled, on the configured provider, by default. */
  sportsbooks: StoredSportsbooks,
  wheel: StoredWheel.default(DEFAULT_WHEEL),
  jackpots: StoredJackpots.default(DEFAULT_JACKPOTS),
  /** Identity documents (issue #23): the total a player may be paid out before their identity must be verified, minor units of the default currency. */
  kyc: z
    .object({ payoutsWithoutDocuments: z.number().int().nonnegative() })
    .default({ payoutsWithoutDocuments: 200_000 }),
});
export type StoredSettings = z.infer<typeof StoredSettings>;

export const SITE_SETTINGS_KEY = 'site';

/** What a fresh installation starts with: limits in cents of the default currency (EUR), terms in TND. */
export const DEFAULT_SETTINGS: StoredSettings = {
  rates: { EUR: 1, USD: 1.08, GBP: 0.85, TND: 3.35, RUB: 100, UAH: 45 },
  limits: { maxBet: 300_000, minBet: 1, maxWin: 2_500_000, maxTransaction: 1_000_000 },
  bonuses: {
    cashbackOn: true,
    transferBonusBalanceToBalanceOn: true,
    transferBonusBalanceToBalanceMinBalance: 300,
    transferBonusBalanceToBalanceRate: 1,
    exchangeMinimums: { TND: 300 },
    cashbackPercent: 10,
    cashbackPeriodDays: 7,
    firstDepositPercent: 0,
    firstDepositCaps: { TND: 50_000 },
    wagering: { FirstDeposit: FIRST_DEPOSIT_WAGERING },
  },
  isTransferToBonusBalanceOn: false,
  terms: { currency: 'TND', maxBalance: 2_500_000, maxDailyWinnings: 2_500_000 },
  sportsbooks: {
    sft: SPORTSBOOK_DEFAULT,
    alt: SPORTSBOOK_DEFAULT,
    dgt: SPORTSBOOK_DEFAULT,
    bby: SPORTSBOOK_DEFAULT,
  },
  wheel: DEFAULT_WHEEL,
  jackpots: DEFAULT_JACKPOTS,
  kyc: { payoutsWithoutDocuments: 200_000 },
};

export const DEFAULT_CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€', is_default: true, is_deposit_currency: true, sort_order: 1 },
  { code: 'USD', name: 'US Dollar', symbol: '$', is_default: false, is_deposit_currency: true, sort_order: 2 },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', is_default: false, is_deposit_currency: true, sort_order: 3 },
  { code: 'TND', name: 'Tunisian Dinar', symbol: 'DT', is_default: false, is_deposit_currency: true, sort_order: 4 },
  { code: 'RUB', name: 'Russian Ruble', symbol: '₽', is_default: false, is_deposit_currency: true, sort_order: 5 },
  { code: 'UAH', name: 'Ukrainian Hryvnia', symbol: '₴', is_default: false, is_deposit_currency: true, sort_order: 6 },
];
