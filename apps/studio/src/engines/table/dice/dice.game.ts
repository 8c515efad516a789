import type { Rng } from '@casino/fair';

/**
 * Dice. Rules:
 * - The roll is one of the 10,000 values 0.00 .. 99.99, equally likely (rng.int(10000),
 *   kept in hundredths: 0 .. 9999).
 * - The player bets the roll is under a target (wins when roll < target) or over it
 *   (wins when roll > target); targets are in hundredths too. The win chance must be
 *   between 1.00 % and 98.00 % (100 .. 9800 winning rolls).
 * - A win returns stake x multiplier, the multiplier being 99 / (win chance in %) kept in
 *   integer basis points and rounded down: floor(99,000,000 / winning rolls). The payout
 *   is floor(stake x multiplier / 10,000) units.
 * - RTP = winning rolls x multiplier / 10^8. It is exactly 99 % whenever the number of
 *   winning rolls divides 99,000,000 (108 of the 9,701 allowed win counts, among them the
 *   whole-percent chances 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 15, 16, 18, 20, 22, 24, 25,
 *   30, 33, 36, 40, 44, 45, 48, 50, 55, 60, 66, 72, 75, 80, 88, 90 %) and otherwise below 99 % by
 *   less than 0.0098 percentage points, the basis-point rounding. dice.test.ts checks every
 *   target by the closed form, and settles all 10,000 rolls for every exact target and
 *   every 37th other one.
 */

export const DICE_OUTCOMES = 10_000;
export const MIN_WIN_ROLLS = 100;
export const MAX_WIN_ROLLS = 9_800;
const RTP_NUMERATOR = 99_000_000; // 99 % x 10,000 outcomes x 10,000 basis points / 100 %

export interface DiceBet {
  direction: 'under' | 'over';
  /** The target in hundredths, 0 .. 9999 (e.g. 4950 = 49.50). */
  target: number;
  /** The stake in integer units. */
  amount: number;
}

export interface DiceOutcome {
  /** The roll in hundredths, 0 .. 9999. */
  roll: number;
  won: boolean;
  /** The multiplier in basis points (19800 = 1.98x). */
  multiplierBp: number;
  payout: number;
}

/** How many of the 10,000 rolls win the bet. */
export function winningRolls(direction: DiceBet['direction'], target: number): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

/** The multiplier in basis points for a bet that wins on `wins` of the 10,000 rolls. */
export function multiplierBp(wins: number): number {
  return Math.floor(RTP_NUMERATOR / wins);
}

/** True when the bet is within the limits and its RTP is exactly 99 %. */
export function isExactTarget(direction: DiceBet['direction'], target: number): boolean {
  return RTP_NUMERATOR % winningRolls(direction, target) === 0;
}

/** Throws unless the target and stake are within the rules. */
export function assertDiceBet(bet: DiceBet): void {
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) throw new RangeError('a stake is a positive integer');
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= DICE_OUTCOMES)
    throw new RangeError('the target is 0 .. 9999 hundredths');
  const wins = winningRolls(bet.direction, bet.target);
  if (wins < MIN_WIN_ROLLS || wins > MAX_WIN_ROLLS) throw new RangeError('the win chance must be 1 % .. 98 %');
}

/** Settles the bet on a given roll. */
export function settleDice(roll: number, bet: DiceBet): DiceOutcome {
  assertDiceBet(bet);
  const won = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  const mult = multiplierBp(winningRolls(bet.direction, bet.target));
  return { roll, won, multiplierBp: mult, payout: won ? Math.floor((bet.amount * mult) / 10_000) : 0 };
}

/** Rolls (one rng.int(10000)) and settles the bet. */
export function play(source: Rng, bet: DiceBet): DiceOutcome {
  assertDiceBet(bet);
  return settleDice(source.int(DICE_OUTCOMES), bet);
}

/** The exact RTP of a bet as returned / staked over the 10,000 rolls, staking 10,000 units. */
export function diceRtp(direction: DiceBet['direction'], target: number): { returned: number; staked: number } {
  let returned = 0;
  for (let roll = 0; roll < DICE_OUTCOMES; roll++)
    returned += settleDice(roll, { direction, target, amount: 10_000 }).payout;
  return { returned, staked: DICE_OUTCOMES * 10_000 };
}
