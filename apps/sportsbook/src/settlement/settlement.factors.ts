import { oddsRatio } from '../tickets/ticket.odds.js';
import { add, mul, ONE, ratio, ZERO, type Ratio } from '../tickets/ticket.rational.js';
import type { Odds } from '../tickets/ticket.types.js';
import type { LegOutcome } from './leg-outcome.js';

const HALF = ratio(1, 2);

/** The largest denominator a dead-heat share is read with: n runners tied for places. */
const MAX_SHARE_DENOMINATOR = 1000;

/**
 * What one unit staked on a leg returns, exactly. In an accumulator the whole return of
 * a leg rolls on to the next leg, so the ticket's return is the product of these factors:
 * - won: the odds; lost: 0; void: 1 (the leg counts at odds 1.00, the accumulator is
 *   re-priced on its other legs);
 * - half-won: half the running stake wins at the odds and half is returned, (odds + 1) / 2;
 *   in an accumulator the returned half is not paid out but rolls on with the won half
 *   (the standard Asian-handicap accumulator rule, decision 024);
 * - half-lost: half is lost and half returned, 1/2, rolling on the same way;
 * - dead heat: `share` of the stake wins at the odds and the rest is lost, share × odds.
 */
export function legFactor(odds: Odds, outcome: LegOutcome): Ratio {
  switch (outcome.kind) {
    case 'won':
      return oddsRatio(odds);
    case 'lost':
      return ZERO;
    case 'void':
      return ONE;
    case 'half-won':
      return mul(HALF, add(oddsRatio(odds), ONE));
    case 'half-lost':
      return HALF;
    case 'dead-heat':
      return mul(exactShare(outcome.share), oddsRatio(odds));
  }
}

/**
 * The exact fraction a dead-heat share stands for. The catalogue gives it as a number
 * (1/3 arrives as 0.333…); a real share is places over runners tied, so the fraction with
 * the smallest denominator that matches it to 1e-12 is the one meant. A share that no
 * fraction with a denominator up to 1000 matches is a fault of the market, not a player's.
 */
function exactShare(share: number): Ratio {
  if (!(share > 0 && share <= 1)) throw new RangeError(`a dead-heat share is in (0, 1]: ${share}`);
  for (let d = 1; d <= MAX_SHARE_DENOMINATOR; d++) {
    const n = Math.round(share * d);
    if (n > 0 && Math.abs(share - n / d) <= 1e-12) return ratio(n, d);
  }
  throw new RangeError(`a dead-heat share that is no small fraction: ${share}`);
}
