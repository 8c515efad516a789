import type { Rng } from '@casino/fair';

/**
 * Crash. Rules:
 * - Each round draws u = rng.int(2^32) and the crash point, in hundredths,
 *   C = max(100, floor(99 * 2^32 / (2^32 - u))), capped at 100,000 (1,000x).
 * - The multiplier grows from 1.00x as floor(100 * e^(0.08 t)) hundredths, t in seconds
 *   since the run started; the round ends when it reaches C.
 * - A bet cashed out at a multiplier a (1.01x or more) with a <= C returns stake x a / 100,
 *   floored; a bet still in when the multiplier reaches C loses.
 * - P(C >= a) = 99 / a for every target a <= 100,000 hundredths, so any cash-out target
 *   returns 99 %; the cap only bounds a single round.
 */

const TWO_32 = 2n ** 32n;
export const CRASH_CAP = 100_000;
const GROWTH_PER_SECOND = 0.08;

/** The crash point of a round, in hundredths (250 = 2.50x). */
export function crashPoint(rng: Rng): number {
  const u = BigInt(rng.int(2 ** 32));
  const point = Number((99n * TWO_32) / (TWO_32 - u));
  return Math.min(CRASH_CAP, Math.max(100, point));
}

/** The multiplier (hundredths) `ms` after the run started. */
export function multiplierAt(ms: number): number {
  return Math.max(100, Math.floor(100 * Math.exp((GROWTH_PER_SECOND * Math.max(0, ms)) / 1000)));
}

/** How long the run lasts before it reaches the crash point. */
export function runMs(crash: number): number {
  return Math.ceil((Math.log(crash / 100) / GROWTH_PER_SECOND) * 1000);
}

/** What a bet returns: cashed out at `at` (hundredths) below the crash point, else nothing. */
export function crashPayout(amount: number, crash: number, at: number | null): number {
  return at !== null && at >= 101 && at <= crash ? Math.floor((amount * at) / 100) : 0;
}
