import type { LegOutcome } from '../settlement/leg-outcome.js';
import type { LineSpec, MarketContext, MarketRule } from './markets.types.js';

/**
 * The shapes most markets share (three-way, two-way, totals, handicaps, yes/no), built
 * over a reader of the scope's value, so that each sport only says what it reads.
 */

type Reader<V> = (view: V) => number;

const WON: LegOutcome = { kind: 'won' };
const LOST: LegOutcome = { kind: 'lost' };
const VOID: LegOutcome = { kind: 'void' };

/** A line in halves: a total or handicap at a whole number pushes, at x.5 it never does. */
export const halfLine = (line: number): boolean => Number.isFinite(line) && Number.isInteger(line * 2);
/** A line in quarters: the Asian handicap's split lines (−0.25 is half the stake at 0, half at −0.5). */
export const quarterLine = (line: number): boolean => Number.isFinite(line) && Number.isInteger(line * 4);

const won = (condition: boolean): LegOutcome => (condition ? WON : LOST);

function unknownOutcome(type: string, outcome: string): never {
  throw new RangeError(`${type} has no outcome '${outcome}'`);
}

/**
 * The Asian settlement of a selection whose margin over its line is `x` (the side's
 * margin plus its handicap, or the total minus the line for an over). On a whole or half
 * line: above 0 wins, 0 pushes (void), below 0 loses. On a quarter line the stake is split
 * between the two half lines around it (−0.25 is 0 and −0.5), so one half can push while
 * the other wins or loses: half-won or half-lost.
 */
export function asianSettle(x: number): LegOutcome {
  const quarters = Math.round(x * 4);
  if (quarters % 2 === 0) return quarters > 0 ? WON : quarters === 0 ? VOID : LOST;
  const low = quarters - 1; // the two half lines, in quarters: both even
  const high = quarters + 1;
  if (low > 0) return WON;
  if (high < 0) return LOST;
  return low === 0 ? { kind: 'half-won' } : { kind: 'half-lost' };
}

interface Base {
  type: string;
  scope: string;
}

const noLine = (): LineSpec<never> => ({ kind: 'none' });
const never = (): boolean => false;
const one = (): number => 1;

/** Home, draw or away on the sign of the margin (1X2). */
export function threeWay<V>({ type, scope }: Base, margin: Reader<V>): MarketRule<V> {
  return {
    type,
    scope,
    lines: noLine,
    acceptsLine: never,
    outcomes: () => ['home', 'draw', 'away'],
    coverage: one,
    settle(outcome, view) {
      const m = margin(view);
      if (outcome === 'home') return won(m > 0);
      if (outcome === 'draw') return won(m === 0);
      if (outcome === 'away') return won(m < 0);
      return unknownOutcome(type, outcome);
    },
  };
}

/** Two of the three results of a 1X2 in one selection: every result wins two of the three outcomes. */
export function doubleChance<V>({ type, scope }: Base, margin: Reader<V>): MarketRule<V> {
  return {
    type,
    scope,
    lines: noLine,
    acceptsLine: never,
    outcomes: () => ['home-draw', 'home-away', 'draw-away'],
    coverage: () => 2,
    settle(outcome, view) {
      const m = margin(view);
      if (outcome === 'home-draw') return won(m >= 0);
      if (outcome === 'home-away') return won(m !== 0);
      if (outcome === 'draw-away') return won(m <= 0);
      return unknownOutcome(type, outcome);
    },
  };
}

/** Home or away with no draw offered: a tie (only possible in a sport that can end level) is void. */
export function winner<V>({ type, scope }: Base, margin: Reader<V>): MarketRule<V> {
  return {
    type,
    scope,
    lines: noLine,
    acceptsLine: never,
    outcomes: () => ['home', 'away'],
    coverage: one,
    settle(outcome, view) {
      const m = margin(view);
      if (outcome === 'home') return m === 0 ? VOID : won(m > 0);
      if (outcome === 'away') return m === 0 ? VOID : won(m < 0);
      return unknownOutcome(type, outcome);
    },
  };
}

/** Over or under a line of a total; a whole-number line pushes on the line. */
export function overUnder<V>(
  { type, scope }: Base,
  total: Reader<V>,
  lines: (context: MarketContext) => LineSpec<V>,
): MarketRule<V> {
  return {
    type,
    scope,
    lines,
    acceptsLine: halfLine,
    outcomes: () => ['over', 'under'],
    coverage: one,
    settle(outcome, view, line) {
      const x = total(view) - (line ?? Number.NaN);
      if (outcome === 'over') return asianSettle(x);
      if (outcome === 'under') return asianSettle(-x);
      return unknownOutcome(type, outcome);
    },
  };
}

/**
 * A handicap given as the home side's (−1.5: home must win by 2); the away side holds the
 * opposite line. Quarter lines are accepted where `accepts` says so (Asian handicaps).
 */
export function handicap<V>(
  { type, scope }: Base,
  margin: Reader<V>,
  lines: (context: MarketContext) => LineSpec<V>,
  accepts: (line: number) => boolean = halfLine,
): MarketRule<V> {
  return {
    type,
    scope,
    lines,
    acceptsLine: accepts,
    outcomes: () => ['home', 'away'],
    coverage: one,
    settle(outcome, view, line) {
      const x = margin(view) + (line ?? Number.NaN);
      if (outcome === 'home') return asianSettle(x);
      if (outcome === 'away') return asianSettle(-x);
      return unknownOutcome(type, outcome);
    },
  };
}

/** Yes or no on a condition of the scope's value (both teams to score). */
export function yesNo<V>({ type, scope }: Base, holds: (view: V) => boolean): MarketRule<V> {
  return {
    type,
    scope,
    lines: noLine,
    acceptsLine: never,
    outcomes: () => ['yes', 'no'],
    coverage: one,
    settle(outcome, view) {
      if (outcome === 'yes') return won(holds(view));
      if (outcome === 'no') return won(!holds(view));
      return unknownOutcome(type, outcome);
    },
  };
}

/** Lines fixed whatever the event. */
export function fixedLines<V>(values: readonly number[]): () => LineSpec<V> {
  return () => ({ kind: 'fixed', values });
}

/** Lines `step` apart around the model's median of `centre`, `count` on each side. */
export function linesAround<V>(step: number, count: number, centre: (view: V) => number): () => LineSpec<V> {
  return () => ({ kind: 'around', step, count, centre });
}
