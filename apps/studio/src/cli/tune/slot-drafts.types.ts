import type { CascadeRules, Mechanic, SlotSymbol } from '../../engines/slot/slot.types.js';

/**
 * A slot as designed, before tuning: everything but the strips, which the tuner lays out
 * from symbol counts and then adjusts until the RTP is on target.
 */

/** Stops of a symbol on every reel (one number) or reel by reel (five). */
export type SymbolCounts = Record<string, number | readonly [number, number, number, number, number]>;

export interface SlotDraft {
  id: string;
  name: string;
  theme: string;
  mechanic: Mechanic;
  betCoins: number;
  symbols: readonly SlotSymbol[];
  scatter: { pays: readonly [number, number, number]; freeSpins: readonly [number, number, number] };
  freeSpinMultiplier: number;
  cascade?: CascadeRules;
  counts: { base: SymbolCounts; free: SymbolCounts };
  /** Seed of the strip layout, so a draft always gives the same strips. */
  seed: number;
}
