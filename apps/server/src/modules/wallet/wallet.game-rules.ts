import { AppError } from '../../lib/app-error.js';
import type { Limits } from './wallet.limits.js';

/** The rules of game money, shared by one call at a time and by batches (decision 012). */

export interface GameMoneyRef {
  /** Idempotency key of this movement. */
  key: string;
  userId: number;
  provider: string;
  round: string;
  bet: string;
}

/** How a stake was paid, so that its win and its refund go back the same way. */
export interface StakeSplit {
  cash: number;
  bonus: number;
}

/** Splits an amount in the proportions of a stake; the bonus part takes the rounding down. */
export function splitLike(amount: number, stake: StakeSplit): StakeSplit {
  const total = stake.cash + stake.bonus;
  if (total === 0) return { cash: amount, bonus: 0 };
  const bonus = Math.floor((amount * stake.bonus) / total);
  return { cash: amount - bonus, bonus };
}

// The smallest stake, whatever the operator's minimum: a bet of nothing is no bet, and its win
// would be money from nothing. A free spin stakes nothing without coming here: it uses a spin
// of its session instead.
const LEAST_STAKE = 1;

/** How a stake is paid: cash first, then bonus; refused outside minBet..maxBet (a stake of nothing too) or above the balance. */
export function payStake(before: { cash: number; bonus: number }, amount: number, limits: Limits): StakeSplit {
  if (amount < Math.max(limits.minBet, LEAST_STAKE) || amount > limits.maxBet) {
    throw new AppError('transaction_limit', 400);
  }
  const cash = Math.min(before.cash, amount);
  const bonus = amount - cash;
  if (bonus > before.bonus) throw new AppError('not_enough_money', 400);
  return { cash, bonus };
}

/** What of a win is credited: capped at the maximum win and at what is left of the day's net winnings. */
export const creditableWin = (amount: number, limits: Limits, netToday: number) =>
  Math.max(0, Math.min(amount, limits.maxWin, limits.maxDailyWinnings - netToday));

/**
 * What a correction of a win takes back (decision 027): `amount`, split in the proportions of
 * the bet's stake, each part taken from the account it was paid to as far as that balance
 * holds, and the shortfall of one part from the other account as far as it holds. Never more
 * than the balances: what is left is not taken (the house's loss), and nothing goes negative.
 */
export function takeBack(balances: { cash: number; bonus: number }, amount: number, stake: StakeSplit): StakeSplit {
  const wanted = splitLike(amount, stake);
  let cash = Math.min(wanted.cash, balances.cash);
  let bonus = Math.min(wanted.bonus, balances.bonus);
  const short = amount - cash - bonus;
  const fromBonus = Math.min(short, balances.bonus - bonus);
  bonus += fromBonus;
  cash += Math.min(short - fromBonus, balances.cash - cash);
  return { cash, bonus };
}

export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
