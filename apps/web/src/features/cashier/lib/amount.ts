import { toMinor } from '@casino/contracts';

export type AmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'not_enough_money';

/** Reads what the player typed: "12", "12.5" or "12,50"; null unless it is a positive amount with at most 2 decimals. */
export function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * What stops an amount before it is sent (SPEC §5: within the system's min and max; a
 * payout also within the cash balance). The balance comes before the maximum, as on the
 * server: it is what the player can change. Compared in minor units, so 10.1 vs 10.10 is
 * exact. The server checks all of it again.
 */
export function amountProblem(
  text: string,
  limits: { min: number; max: number; balance?: number | undefined },
): AmountProblem | null {
  if (!text.trim()) return 'required';
  const value = parseAmount(text);
  if (value === null) return 'invalid';
  const minor = toMinor(value);
  if (minor < toMinor(limits.min)) return 'belowMin';
  if (limits.balance !== undefined && minor > toMinor(limits.balance)) return 'not_enough_money';
  if (minor > toMinor(limits.max)) return 'aboveMax';
  return null;
}

/** Quick-pick amounts: round steps from the minimum, never above the maximum (or the balance for a payout). */
export function quickAmounts(min: number, max: number, ceiling = max): number[] {
  const top = Math.min(max, ceiling);
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  const picks = steps.map((step) => Math.ceil(min * step)).filter((n, i, all) => all.indexOf(n) === i && n <= top);
  return picks.slice(0, 4);
}

/** The smallest amount a payment may have: the system's, or more when its currency asks more (a coin's minimum). */
export function effectiveMinimum(systemMin: number, currencyMin: number | undefined): number {
  return currencyMin !== undefined && currencyMin > systemMin ? currencyMin : systemMin;
}
