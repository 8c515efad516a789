import type { Tx } from '../../db/database.js';
import type { ReadPart, WritePart } from '../../db/statement-parts.js';

/** An accepted stake of money, as the jackpots see it. */
export interface JackpotStake {
  userId: number;
  currency: string;
  provider: string;
  /** Minor units, > 0. */
  amount: number;
  /** The stake's wallet key: the winning stake of a drop is named by it. */
  key: string;
}

/**
 * A batch's jackpot book (decision 034): what its casino stakes contribute to the pools of
 * their currency, and the drops they reach, decided in memory and written with the batch.
 */
export interface JackpotBook {
  stake(stake: JackpotStake): void;
  /** The contributions and the drops claimed, as parts of the batch's write statement. */
  writes(tx: Tx): Promise<WritePart[]>;
  /** The batch's write statement has been answered (its COMMIT is on its way): the drops it claimed are paid. */
  written(): void;
}

/** Progressive jackpots as the batch needs them; the jackpots module keeps them. */
export interface JackpotPort {
  /**
   * A part of the batch's read: the pools of its players' currencies and their running
   * rounds, or null while jackpots are off (then the batch opens no book).
   */
  readPart(userIds: number[]): Promise<ReadPart<unknown> | null>;
  open(read: unknown): JackpotBook;
}
