import { NAMED_SYSTEMS } from '@casino/contracts/sportsbook-constants';
import type { AcceptOdds, SystemName } from './contracts';

/**
 * The betslip's arithmetic, pure: which systems n selections allow, how many lines they make,
 * what a ticket returns if every selection wins, and whether an odds change is taken without
 * asking. Amounts are in cents; what the provider pays is its own exact figure (decision 024),
 * these are the figures the slip shows before.
 */

/** A system as the request names it: k of n (a number), or a named full cover. */
export type SystemChoice = number | SystemName;

export interface SystemOption {
  system: SystemChoice;
  /** The combination sizes its lines are made of. */
  sizes: number[];
  lines: number;
}

/** C(n, k). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

export function sizesOf(system: SystemChoice, legs: number): number[] {
  if (typeof system === 'number') return [system];
  const { from } = NAMED_SYSTEMS[system];
  return Array.from({ length: legs - from + 1 }, (_, i) => from + i);
}

export const linesOf = (legs: number, sizes: readonly number[]): number =>
  sizes.reduce((sum, k) => sum + binomial(legs, k), 0);

/** The systems n selections allow: k of n for 2 ≤ k < n, then the named ones made for exactly n. */
export function systemOptions(legs: number): SystemOption[] {
  if (legs < 3) return [];
  const options: SystemOption[] = [];
  for (let k = 2; k < legs; k++) options.push({ system: k, sizes: [k], lines: binomial(legs, k) });
  for (const [name, spec] of Object.entries(NAMED_SYSTEMS) as [SystemName, { legs: number; from: number }][]) {
    if (spec.legs !== legs) continue;
    const sizes = sizesOf(name, legs);
    options.push({ system: name, sizes, lines: linesOf(legs, sizes) });
  }
  return options;
}

/**
 * The sum over every k-combination of the product of its odds (the elementary symmetric
 * polynomial e_k): what k-folds return per unit staked on each line if every selection wins.
 */
export function combinationsReturn(odds: readonly number[], k: number): number {
  const e = new Array<number>(k + 1).fill(0);
  e[0] = 1;
  for (const o of odds) for (let j = Math.min(k, odds.length); j >= 1; j--) e[j] = e[j]! + e[j - 1]! * o;
  return e[k] ?? 0;
}

/** The accumulator's odds: the product of its selections' odds. */
export const accumulatorOdds = (odds: readonly number[]): number => odds.reduce((product, o) => product * o, 1);

/** Cents floored from a float that should be whole (avoids 1049.9999 → 1049). */
const floorCents = (value: number): number => Math.floor(value + 1e-6);

/** A system's return, in cents, if every selection wins: stake per line × Σ over its sizes of e_k(odds). */
export function systemReturn(odds: readonly number[], sizes: readonly number[], stakePerLine: number): number {
  return floorCents(stakePerLine * sizes.reduce((sum, k) => sum + combinationsReturn(odds, k), 0));
}

export function singleReturn(odds: number, stake: number): number {
  return floorCents(stake * odds);
}

export function accumulatorReturn(odds: readonly number[], stake: number): number {
  return floorCents(stake * accumulatorOdds(odds));
}

/** A free bet returns its winnings only, not its stake. */
export const freeBetReturn = (payout: number, stake: number): number => Math.max(0, payout - stake);

/** Whether the player's setting takes a new price without asking: none never, higher when it rose, any always. */
export function acceptsChange(setting: AcceptOdds, from: number, to: number): boolean {
  if (Math.round(from * 1000) === Math.round(to * 1000)) return true;
  if (setting === 'any') return true;
  return setting === 'higher' && to > from;
}

/** The selections' events that appear more than once: a combined ticket cannot hold two legs of one event. */
export function repeatedEvents(eventIds: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of eventIds) {
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return repeated;
}

/** The quick amounts offered beside the stake, in the player's currency's units. */
export const QUICK_STAKES = [5, 10, 25, 50, 100] as const;
