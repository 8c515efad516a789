import { exchangedCash, fromMinor, toMinor, type BonusExchangeTerms } from '@casino/contracts';

/** Why the typed amount cannot be sent yet; the server checks the same again. */
export type ExchangeProblem = 'required' | 'invalid' | 'belowMin' | 'tooSmall' | 'aboveBonus';

/** Why no exchange is possible at all right now, whatever the amount. */
export type ExchangeBlock = 'switchedOff' | 'notWagered' | 'cashTooHigh' | 'noBonus' | 'bonusBelowMin';

type Limits = Pick<BonusExchangeTerms, 'minAmount' | 'bonusBalance' | 'rate'>;

/**
 * Reads what the player typed the way the cashier's amount field does ("12", "12.5", "12,50",
 * "1 000"); null unless it is a positive amount with at most 2 decimals.
 */
export function parseBonusAmount(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The first problem of an amount, in the server's terms (required, > 0, ≥ minAmount, worth at
 * least a cent at the rate, ≤ bonus balance). Compared in cents so 3 vs 3.00 or float drift
 * never decide.
 */
export function exchangeProblem(text: string, limits: Limits): ExchangeProblem | null {
  if (!text.trim()) return 'required';
  const value = parseBonusAmount(text);
  if (value === null) return 'invalid';
  const cents = toMinor(value);
  if (cents < toMinor(limits.minAmount)) return 'belowMin';
  if (cashPreview(value, limits.rate) === 0) return 'tooSmall';
  if (cents > toMinor(Math.max(0, limits.bonusBalance))) return 'aboveBonus';
  return null;
}

/**
 * The cash an amount of bonus becomes: its cents × rate, floored to the cent (SPEC §9: money is
 * floored), by the server's own rule (exchangedCash), so the preview is what the player gets.
 */
export function cashPreview(amount: number, rate: number): number {
  if (!(amount > 0) || !(rate > 0)) return 0;
  return fromMinor(exchangedCash(toMinor(amount), rate));
}

/**
 * What keeps the whole form shut, first reason first: the operator's switch, a wagering
 * requirement still running, then the cash balance (it must be below maxCashBalance), then a
 * bonus balance too small to take from.
 */
export function exchangeBlock(terms: BonusExchangeTerms): ExchangeBlock | null {
  if (!terms.enabled) return 'switchedOff';
  if (terms.wageringRunning) return 'notWagered';
  if (toMinor(Math.max(0, terms.balance)) >= toMinor(terms.maxCashBalance)) return 'cashTooHigh';
  const bonus = toMinor(Math.max(0, terms.bonusBalance));
  if (bonus === 0) return 'noBonus';
  if (bonus < toMinor(terms.minAmount)) return 'bonusBelowMin';
  return null;
}

/** The "All" button's text: the whole bonus balance, floored to the cent, as the field reads it. */
export function wholeBonusText(bonusBalance: number): string {
  return fromMinor(toMinor(Math.max(0, bonusBalance))).toFixed(2);
}
