import type { Tx } from '../../db/database.js';
import type { ReadPart, WritePart } from '../../db/statement-parts.js';

/** A game named by its provider and its id. */
export interface StakedGame {
  provider: string;
  gameId: string;
}

/**
 * A batch's wagering book (decision 032): what its players' running requirements allow and
 * what their stakes count towards them, decided in memory and written once with the batch.
 */
export interface WagerBook {
  /** Whether the player has a requirement running. */
  runs(userId: number): boolean;
  /** Whether the book knows what a stake on this game counts as (read with the batch, or learnt since). */
  knows(game: StakedGame): boolean;
  /** Learns what stakes on more games count as, from what `WageringPort.readGames` read. */
  learn(read: unknown): void;
  /** The largest stake the player may make now, or null for no limit beyond the operator's. */
  maxStake(userId: number): number | null;
  /** An accepted stake of money on a game counts towards the player's requirements. */
  stake(userId: number, amount: number, game: StakedGame): void;
  /** A refunded stake of money on a game no longer counts. */
  refund(userId: number, amount: number, game: StakedGame): void;
  writes(): WritePart;
}

/** Wagering requirements as the batch needs them; the bonuses module keeps them in its own table. */
export interface WageringPort {
  /**
   * A part of the batch's read: the players' running requirements, and what stakes on the
   * games of the batch's bets count as, for the players who have one (no one else's stakes
   * cost a look at the catalogue).
   */
  readPart(request: { userIds: number[]; bets: (StakedGame & { userId: number })[] }): ReadPart<unknown>;
  /** Opens the batch's book on what `readPart` read. */
  open(read: unknown, now: Date): WagerBook;
  /** What stakes on these games count as, for `WagerBook.learn`: a refund's round names a game no bet of the batch did. */
  readGames(tx: Tx, games: StakedGame[]): Promise<unknown>;
}
