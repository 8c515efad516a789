import type { SportKey } from '../feed/feed.sports.js';
import { readScore, type Overtime } from './markets.read.js';
import { handicap, linesAround, overUnder, threeWay, winner } from './markets.rules.js';
import type { MarketRule, SportMarkets } from './markets.types.js';

/**
 * High-scoring sports priced from distributions of the points margin and the points
 * total (basketball, American football, handball). Each market reads one of the two, on
 * the final score: overtime included where the sport has one, as the books settle them.
 */

const identity = (value: number): number => value;
const negated = (value: number): number => -value;
const MARGIN = { scope: 'margin' };
const TOTAL = { scope: 'total' };

/** Spreads around the line that makes the two sides even (minus the median margin), totals around the median total. */
const spread = (type: string): MarketRule<number> =>
  handicap({ ...MARGIN, type }, identity, linesAround(1, 3, negated));
const totals: MarketRule<number> = overUnder({ ...TOTAL, type: 'total' }, identity, linesAround(1, 3, identity));

function pointsMarkets(
  sport: SportKey,
  periods: number,
  overtime: Overtime,
  rules: readonly MarketRule<number>[],
): SportMarkets {
  return {
    sport,
    rules,
    read(scope, result) {
      const { final } = readScore(sport, result, periods, overtime);
      if (scope === 'margin') return final.home - final.away;
      if (scope === 'total') return final.home + final.away;
      throw new RangeError(`${sport} has no scope '${scope}'`);
    },
    contextOf: () => ({}),
  };
}

export const BASKETBALL_MARKETS = pointsMarkets('basketball', 4, 'until-decided', [
  winner({ ...MARGIN, type: 'moneyline' }, identity),
  spread('spread'),
  totals,
]);

/** A game still level after overtime (rare, but the rules allow it) voids the moneyline. */
export const AMERICAN_FOOTBALL_MARKETS = pointsMarkets('american-football', 4, 'may-end-level', [
  winner({ ...MARGIN, type: 'moneyline' }, identity),
  spread('spread'),
  totals,
]);

/** League handball ends level often enough to be a three-way market, and has no overtime. */
export const HANDBALL_MARKETS = pointsMarkets('handball', 2, 'never', [
  threeWay({ ...MARGIN, type: '1x2' }, identity),
  spread('handicap'),
  totals,
]);
