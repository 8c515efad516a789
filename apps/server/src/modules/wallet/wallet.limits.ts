import type { Executor } from '../../db/database.js';
import type { SettingsService } from '../settings/index.js';

/** The operator's limits for one currency, in its minor units. */
export interface Limits {
  minBet: number;
  maxBet: number;
  maxWin: number;
  maxTransaction: number;
  maxBalance: number;
  maxDailyWinnings: number;
  /** A bonus exchange needs the cash balance below this… */
  exchangeMaxCash: number;
  /** …and takes at least this much bonus. */
  exchangeMinBonus: number;
  /** The most a first-deposit bonus pays. */
  firstDepositCap: number;
}

/**
 * Settings hold limits in the default currency and the terms' limits in their own
 * (TND); rates are units of a currency per unit of the default one. Converted limits
 * are floored, except minBet, which is ceiled (SPEC.md §9).
 */
export async function limitsFor(settings: SettingsService, currency: string, db: Executor): Promise<Limits> {
  // Read through the caller's transaction: a second pool connection per operation would starve the pool.
  const stored = await settings.readStored(db);
  const base = await settings.defaultCurrency(db);
  const convert = converterTo(stored.rates, currency);
  return {
    minBet: convert(stored.limits.minBet, base, Math.ceil),
    maxBet: convert(stored.limits.maxBet, base),
    maxWin: convert(stored.limits.maxWin, base),
    maxTransaction: convert(stored.limits.maxTransaction, base),
    maxBalance: convert(stored.terms.maxBalance, stored.terms.currency),
    maxDailyWinnings: convert(stored.terms.maxDailyWinnings, stored.terms.currency),
    exchangeMaxCash: convert(stored.bonuses.transferBonusBalanceToBalanceMinBalance, base),
    exchangeMinBonus: amountIn(stored.bonuses.exchangeMinimums, currency, convert),
    firstDepositCap: amountIn(stored.bonuses.firstDepositCaps, currency, convert),
  };
}

type Convert = (minor: number, from: string, round?: (n: number) => number) => number;

/** Converts minor units of `from` into `currency` at the operator's rates (floored unless told). */
const converterTo =
  (rates: Record<string, number>, currency: string): Convert =>
  (minor, from, round = Math.floor) =>
    round((minor * (rates[currency] ?? 1)) / (rates[from] ?? 1));

/** Converts minor units of the default currency into `currency` at the operator's rates, floored. */
export async function fromDefaultCurrency(
  settings: SettingsService,
  currency: string,
  db: Executor,
): Promise<(minor: number) => number> {
  const [stored, base] = await Promise.all([settings.readStored(db), settings.defaultCurrency(db)]);
  const convert = converterTo(stored.rates, currency);
  return (minor) => convert(minor, base);
}

/**
 * A setting given per currency in `currency` (see amountIn), or null when it names no
 * currency at all (a wagering requirement without a maximum stake).
 */
export async function perCurrencyAmount(
  settings: SettingsService,
  amounts: Record<string, number>,
  currency: string,
  db: Executor,
): Promise<number | null> {
  if (Object.keys(amounts).length === 0) return null;
  return amountIn(amounts, currency, converterTo((await settings.readStored(db)).rates, currency));
}

/**
 * A setting given per currency (exchange minimums, first-deposit caps): the currency's own
 * amount, else the first one's converted (ceiled: never below it).
 */
function amountIn(amounts: Record<string, number>, currency: string, convert: Convert): number {
  const own = amounts[currency];
  if (own !== undefined) return own;
  const [from, amount] = Object.entries(amounts)[0]!;
  return convert(amount, from, Math.ceil);
}

/**
 * limitsFor, remembered per currency for a short while: every stake and win needs the
 * limits, and reading settings and currencies costs two statements per operation. A
 * change of the operator's limits applies within `ttlMs`.
 */
export function createLimitsCache(settings: SettingsService, ttlMs = 1_000) {
  const cache = new Map<string, { limits: Limits; until: number }>();
  return async (currency: string, db: Executor): Promise<Limits> => {
    const hit = cache.get(currency);
    if (hit && hit.until > Date.now()) return hit.limits;
    const limits = await limitsFor(settings, currency, db);
    cache.set(currency, { limits, until: Date.now() + ttlMs });
    return limits;
  };
}
