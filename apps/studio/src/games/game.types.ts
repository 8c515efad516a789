import type { z } from 'zod';
import type { Rng } from '@casino/fair';

/** What the catalogue says of a game; amounts in minor units. */
export interface GameMeta {
  id: string;
  name: string;
  type: 'slot' | 'table' | 'live' | 'virtual';
  category: string;
  /** Return to player as a fraction (0.9553). */
  rtp: number;
  volatility?: 'low' | 'medium' | 'high';
  minBet: number;
  maxBet: number;
  /** Colours and motif of the generated art and of the client's theme. */
  theme: { from: string; to: string; accent: string; motif: string };
}

/**
 * A playable game: the bet the client sends (validated), what it stakes, and the outcome
 * and payout (stake included, minor units) the round's Rng decides. `play` is a pure
 * function of the stream and the input, so a revealed seed reproduces it exactly.
 */
export interface StudioGame<I = unknown, O = unknown> {
  meta: GameMeta;
  input: z.ZodType<I>;
  /** The stake of a valid input; throws StudioError('transaction_limit') outside the limits. */
  stake(input: I): number;
  play(rng: Rng, input: I): { outcome: O; payout: number };
  /** Everything the client needs to draw the game and its info panel (public data only). */
  describe(): Record<string, unknown>;
}
