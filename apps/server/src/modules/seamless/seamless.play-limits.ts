import type { ReadPart } from '../../db/statement-parts.js';

/**
 * A batch's book of the wager and loss limits its players set themselves (decision 036): what
 * each has staked and lost in each limit's window, read with the batch and kept up to date by
 * its calls, so that two stakes of one batch are counted one after the other.
 */
export interface PlayLimitBook {
  /** Whether a stake of `amount` keeps the player within every wager and loss limit. */
  allows(userId: number, amount: number): boolean;
  /** An accepted call moved the player's stakes (bets less refunds) and net result (wins less stakes). */
  record(userId: number, change: { staked: number; net: number }): void;
}

/** Player limits as the batch needs them; the protection module keeps them. */
export interface PlayLimitPort {
  /** A part of the batch's read: the players' wager and loss limits and what counts against them. */
  readPart(userIds: number[], now: Date): ReadPart<unknown>;
  open(read: unknown, now: Date): PlayLimitBook;
}
