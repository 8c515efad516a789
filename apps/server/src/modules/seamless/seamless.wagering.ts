import type { WagerCategory } from '@casino/contracts';
import type { Tx } from '../../db/database.js';
import type { ReadPart, WritePart } from '../../db/statement-parts.js';

/**
 * A batch's wagering book (decision 032): what its players' running requirements allow and
 * what their stakes count towards them, decided in memory and written once with the batch.
 */
export interface WagerBook {
  /** Whether the player has a requirement running: only their calls need their game's category. */
  runs(userId: number): boolean;
  /** The largest stake the player may make now, or null for no limit beyond the operator's. */
  maxStake(userId: number): number | null;
  /** An accepted stake of money counts towards the player's requirements. */
  stake(userId: number, amount: number, category: WagerCategory | undefined): void;
  /** A refunded stake of money no longer counts. */
  refund(userId: number, amount: number, category: WagerCategory | undefined): void;
  writes(): WritePart;
}

/** Wagering requirements as the batch needs them; the bonuses module keeps them in its own table. */
export interface WageringPort {
  /** The players' running requirements, locked, as a part of the batch's read (after their accounts). */
  runningPart(userIds: number[]): ReadPart<unknown[]>;
  /** Opens the batch's book on what `runningPart` read. */
  open(rows: unknown[], now: Date): WagerBook;
  /**
   * What stakes on these providers' games count as (a game's type, a sports bet), by
   * `${provider}:${gameId}`; a game left out counts nothing. Read only for a batch with a
   * player whose requirement runs.
   */
  categoriesOf(tx: Tx, games: { provider: string; gameId: string }[]): Promise<Map<string, WagerCategory>>;
}
