import type { Rng } from '@casino/fair';
import { Shoe } from '../table.shoe.js';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE, KENO_STAKE_STEP } from './keno.rules.js';

/** One keno draw (rules and paytable in keno.rules.ts); amounts in integer units. */

export interface KenoBet {
  /** 1 to 10 distinct numbers in 1..80. */
  picks: readonly number[];
  /** A positive multiple of 10 units. */
  amount: number;
}

export interface KenoOutcome {
  /** The 20 numbers drawn, in draw order. */
  drawn: number[];
  /** The picks that were drawn. */
  hits: number[];
  payout: number;
}

const BALLS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** Throws unless the picks and stake are within the rules. */
export function assertKenoBet(bet: KenoBet): void {
  const { picks, amount } = bet;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % KENO_STAKE_STEP !== 0)
    throw new RangeError(`a stake is a positive multiple of ${KENO_STAKE_STEP}`);
  if (picks.length < 1 || picks.length > KENO_MAX_PICKS) throw new RangeError('pick 1 to 10 numbers');
  if (new Set(picks).size !== picks.length || picks.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_NUMBERS))
    throw new RangeError('picks are distinct numbers 1..80');
}

/** The payout for `hits` hits with `picks` picks. */
export function kenoPayout(picks: number, hits: number, amount: number): number {
  return (amount / KENO_STAKE_STEP) * (KENO_PAYTABLE[picks]?.[hits] ?? 0);
}

/** Draws 20 numbers from the source and settles the bet. */
export function play(source: Rng, bet: KenoBet): KenoOutcome {
  assertKenoBet(bet);
  const shoe = new Shoe(BALLS, source);
  const drawn = Array.from({ length: KENO_DRAWN }, () => shoe.deal());
  const hits = bet.picks.filter((n) => drawn.includes(n));
  return { drawn, hits, payout: kenoPayout(bet.picks.length, hits.length, bet.amount) };
}
