import type { LegOutcome } from '../settlement/leg-outcome.js';
import type { MarketContext, MarketRule } from '../markets/markets.types.js';
import { ladderFloor } from './pricing.ladder.js';
import { applyMargin } from './pricing.margin.js';
import type { Distribution } from './pricing.types.js';

/**
 * From a model's distribution to a market's prices, through the very rule that settles
 * the market: each value of the scope is settled as a result would be, so a price can
 * never assume a rule the settlement does not apply.
 */

export interface PricedOutcome {
  outcome: string;
  /** The fair probability: one over the odds at which the bet returns its stake on average. */
  fair: number;
  /** The offered odds, a rung of the ladder, in thousandths. */
  odds: number;
}

/** The share of a unit stake a leg wins at its odds, and the share returned without odds. */
export function legShares(outcome: LegOutcome): { wins: number; returned: number } {
  switch (outcome.kind) {
    case 'won':
      return { wins: 1, returned: 0 };
    case 'lost':
      return { wins: 0, returned: 0 };
    case 'void':
      return { wins: 0, returned: 1 };
    case 'half-won':
      return { wins: 0.5, returned: 0.5 };
    case 'half-lost':
      return { wins: 0, returned: 0.5 };
    case 'dead-heat':
      return { wins: outcome.share, returned: 0 };
  }
}

/**
 * Each outcome's fair probability. A bet at odds o returns o × E[wins] + E[returned] per
 * unit; it breaks even at o = (1 − E[returned]) / E[wins], so the fair probability is
 * E[wins] / (1 − E[returned]): the plain probability when nothing pushes, and for an
 * Asian line the one that makes both sides fair (they then sum to 1 again).
 */
export function fairProbabilities(
  rule: MarketRule<unknown>,
  distribution: Distribution<unknown>,
  outcomes: readonly string[],
  line: number | undefined,
): number[] {
  return outcomes.map((outcome) => {
    let wins = 0;
    let returned = 0;
    for (const { value, p } of distribution) {
      const shares = legShares(rule.settle(outcome, value, line));
      wins += p * shares.wins;
      returned += p * shares.returned;
    }
    return wins / (1 - returned);
  });
}

/** The lines a market is offered at for this event: its fixed lines, or half lines around the model's median. */
export function offeredLines(
  rule: MarketRule<unknown>,
  context: MarketContext,
  distribution: Distribution<unknown> | undefined,
): (number | undefined)[] {
  const spec = rule.lines(context);
  if (spec.kind === 'none') return [undefined];
  if (spec.kind === 'fixed') return [...spec.values];
  if (!distribution) return [];
  const centres = distribution.map(({ value, p }) => ({ at: spec.centre(value), p })).sort((x, y) => x.at - y.at);
  let cumulative = 0;
  const median = centres.find((entry) => (cumulative += entry.p) >= 0.5)?.at ?? 0;
  const main = Math.floor(median) + 0.5;
  return Array.from({ length: 2 * spec.count + 1 }, (_, i) => main + (i - spec.count) * spec.step);
}

/**
 * The offered odds of a market's outcomes: fair probabilities with the margin (power
 * method) and each price rounded down to the ladder. Undefined when the market cannot be
 * offered: an outcome certain or impossible, or a price below the ladder's 1.01.
 */
export function priceOutcomes(
  outcomes: readonly string[],
  fair: readonly number[],
  coverage: number,
  margin: number,
): PricedOutcome[] | undefined {
  const implied = applyMargin(fair, coverage, margin);
  if (!implied) return undefined;
  const odds = implied.map((q) => ladderFloor(1 / q));
  if (odds.some((rung) => rung === undefined)) return undefined;
  return outcomes.map((outcome, i) => ({ outcome, fair: fair[i]!, odds: odds[i]! }));
}
