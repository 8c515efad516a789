import {
  accumulatorOdds,
  accumulatorReturn,
  freeBetReturn,
  linesOf,
  repeatedEvents,
  singleReturn,
  sizesOf,
  systemReturn,
} from './betslip-math';
import { MIN_STAKE_CENTS, type Slip } from './betslip-store';
import { parseStake } from './format';

/** What the slip would place, and why it cannot be placed now (the blocking rules). */
export interface SlipSummary {
  /** Everything staked, in cents. */
  stake: number;
  /** What the slip returns if every selection wins, in cents. */
  potential: number;
  /** The accumulator's odds (product), or the single's. */
  odds: number | null;
  lines: number;
  stakePerLine: number;
  /** Why the slip cannot be placed now, as a dictionary key; null when it can. */
  problem: SlipProblem | null;
  repeated: Set<string>;
  freeBet: { id: number; amount: number } | null;
}

export type SlipProblem =
  | 'empty'
  | 'stake_missing'
  | 'stake_below_minimum'
  | 'odds_changed'
  | 'market_suspended'
  | 'market_closed'
  | 'same_event'
  | 'not_enough_money';

export function summarize(
  slip: Slip,
  balance: number | null,
  freeBets: { id: number; amount: number }[] = [],
): SlipSummary {
  const selections = slip.selections;
  const repeated = repeatedEvents(selections.map((s) => s.eventId));
  const freeBet = slip.mode !== 'system' ? (freeBets.find((f) => f.id === slip.freeBetId) ?? null) : null;
  let stake = 0;
  let potential = 0;
  let odds: number | null = null;
  let lines = 1;
  let stakePerLine = 0;
  let missing = false;
  let belowMinimum = false;
  const freeCents = freeBet ? Math.round(freeBet.amount * 100) : null;

  if (slip.mode === 'single') {
    lines = selections.length;
    for (const selection of selections) {
      const cents = freeCents ?? parseStake(slip.stakes[selection.key] ?? slip.stake) ?? 0;
      if (cents === 0) missing = true;
      else if (cents < MIN_STAKE_CENTS) belowMinimum = true;
      stake += cents;
      const payout = singleReturn(selection.odds, cents);
      potential += freeCents ? freeBetReturn(payout, cents) : payout;
    }
    if (freeCents && selections.length > 1) missing = true;
    if (selections.length === 1) odds = selections[0]!.odds;
  } else {
    const all = selections.map((s) => s.odds);
    const cents = freeCents ?? parseStake(slip.stake) ?? 0;
    if (cents === 0) missing = true;
    if (slip.mode === 'accumulator') {
      odds = accumulatorOdds(all);
      stake = cents;
      stakePerLine = cents;
      potential = freeCents ? freeBetReturn(accumulatorReturn(all, cents), cents) : accumulatorReturn(all, cents);
    } else {
      const sizes = slip.system === null ? [] : sizesOf(slip.system, selections.length);
      lines = linesOf(selections.length, sizes);
      stakePerLine = cents;
      stake = cents * lines;
      potential = systemReturn(all, sizes, cents);
    }
    if (cents > 0 && cents < MIN_STAKE_CENTS) belowMinimum = true;
  }
  if (slip.mode === 'single' && selections.length === 1) stakePerLine = stake;

  let problem: SlipProblem | null = null;
  if (selections.length === 0) problem = 'empty';
  else if (selections.some((s) => s.status === 'closed')) problem = 'market_closed';
  else if (selections.some((s) => s.status === 'suspended')) problem = 'market_suspended';
  else if (slip.mode !== 'single' && repeated.size > 0) problem = 'same_event';
  else if (selections.some((s) => s.odds !== s.current)) problem = 'odds_changed';
  else if (missing) problem = 'stake_missing';
  else if (belowMinimum) problem = 'stake_below_minimum';
  else if (!freeBet && balance !== null && stake > Math.round(balance * 100)) problem = 'not_enough_money';
  return { stake, potential, odds, lines, stakePerLine, problem, repeated, freeBet };
}
