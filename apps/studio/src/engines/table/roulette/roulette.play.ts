import type { Rng } from '@casino/fair';
import { POCKETS, ROULETTE_PAYS, isLegalPlacement, pocketColor, type RouletteBetKind } from './roulette.rules.js';

/**
 * One spin of European roulette (rules in roulette.rules.ts). Amounts are integer units;
 * `payout` is what the player is credited: stake plus winnings for each winning bet.
 */

export interface RouletteBet {
  kind: RouletteBetKind;
  /** The numbers covered, e.g. [17, 20] for a split; for outside bets, the numbers of the column / dozen / colour… */
  numbers: readonly number[];
  /** The stake in integer units. */
  amount: number;
}

export interface RouletteBetResult extends RouletteBet {
  won: boolean;
  /** Stake plus winnings when won, 0 when lost. */
  payout: number;
}

export interface RouletteOutcome {
  pocket: number;
  color: 'green' | 'red' | 'black';
  bets: RouletteBetResult[];
  totalBet: number;
  payout: number;
}

/** Throws unless the bet is a legal placement with a positive integer stake. */
export function assertRouletteBet(bet: RouletteBet): void {
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) throw new RangeError('a stake is a positive integer');
  if (!isLegalPlacement(bet.kind, bet.numbers))
    throw new RangeError(`not a legal ${bet.kind} bet: ${bet.numbers.join(',')}`);
}

/** Settles the bets on a given pocket. */
export function settleRoulette(pocket: number, bets: readonly RouletteBet[]): RouletteOutcome {
  let totalBet = 0;
  let payout = 0;
  const results = bets.map((bet) => {
    assertRouletteBet(bet);
    const won = bet.numbers.includes(pocket);
    const paid = won ? bet.amount * (ROULETTE_PAYS[bet.kind] + 1) : 0;
    totalBet += bet.amount;
    payout += paid;
    return { ...bet, won, payout: paid };
  });
  return { pocket, color: pocketColor(pocket), bets: results, totalBet, payout };
}

/** Spins the wheel (one rng.int(37)) and settles the bets. */
export function play(source: Rng, bets: readonly RouletteBet[]): RouletteOutcome {
  if (bets.length === 0) throw new RangeError('no bets');
  bets.forEach(assertRouletteBet); // refuse before reading the stream
  return settleRoulette(source.int(POCKETS), bets);
}
