import type { SportKey } from '../feed/feed.sports.js';
import type { LegOutcome } from '../settlement/leg-outcome.js';

/** Goals, points or games of the two sides. */
export interface Score {
  home: number;
  away: number;
}

/**
 * An event's result as the operator enters it (or the match simulator produces it).
 * - score: the periods of regular time (football's two halves, hockey's three periods,
 *   basketball's four quarters, baseball's nine innings) and what came after them
 *   (overtime; a hockey shootout counts as one goal to its winner; baseball's extra innings).
 * - sets: each set's (map's, game's) score, in order: tennis games, volleyball or table
 *   tennis points, e-sport rounds.
 * - field: each competitor's strokes, and the winner (a play-off decides a tie for first).
 */
export type EventResult =
  | { kind: 'score'; periods: readonly Score[]; overtime?: Score }
  | { kind: 'sets'; sets: readonly Score[] }
  | { kind: 'field'; strokes: Readonly<Record<string, number>>; winner: string };

/** What a market is: its sport, its type, and its line where it has one (a total, a handicap). */
export interface Market {
  sport: SportKey;
  type: string;
  line?: number;
}

/** What the market's offer depends on besides its type: the event's format and its field. */
export interface MarketContext {
  /** Sets, games or maps of the match's format (3 or 5). */
  bestOf?: number;
  /** The competitors' ids in a field event. */
  field?: readonly string[];
}

/**
 * Which lines a market is offered at:
 * - none: no line (1X2, both teams to score);
 * - fixed: the listed lines (football totals 0.5 to 5.5, Asian handicaps, set handicaps);
 * - around: lines `step` apart around the model's median of `centre(view)`, `count` on each
 *   side (basketball totals and spreads, tennis total games): where they fall depends on
 *   the event, which lines exist does not (any multiple of a half).
 */
export type LineSpec<V> =
  | { kind: 'none' }
  | { kind: 'fixed'; values: readonly number[] }
  | { kind: 'around'; step: number; count: number; centre(view: V): number };

/**
 * One market type of one sport. It reads one scope of the result (the full time, the
 * first half, the margin…), and its settlement is a pure function of that scope's value:
 * the price model gives the probability of each value of the same scope, so a market is
 * priced by exactly the rule that settles it.
 */
export interface MarketRule<V> {
  type: string;
  scope: string;
  lines(context: MarketContext): LineSpec<V>;
  /** Whether a line is one this market can be settled at (quarter lines only for Asian handicaps). */
  acceptsLine(line: number): boolean;
  outcomes(context: MarketContext): readonly string[];
  /**
   * How many outcomes win on each result: 1, but 2 for a double chance and N for a top-N
   * with dead heat; the fair probabilities of the market sum to it.
   */
  coverage(context: MarketContext): number;
  settle(outcome: string, view: V, line: number | undefined): LegOutcome;
}

/** A sport's markets and how its results are read into their scopes. */
export interface SportMarkets {
  sport: SportKey;
  /** Rules of any scope's value: method parameters are checked loosely, so each rule keeps its own view type. */
  rules: readonly MarketRule<unknown>[];
  /** The value of one scope of a result; throws on a result this sport cannot have. */
  read(scope: string, result: EventResult): unknown;
  /** The context of a result, for checking an outcome against it (a field's ids). */
  contextOf(result: EventResult): MarketContext;
}
