import type { Rng } from '@casino/fair';
import { type CompiledSlot, CELLS, REELS, ROWS } from './slot.compile.js';
import { MAX_FREE_SPINS_PER_ROUND, drawStops, spinStops, type SpinObserver } from './slot.core.js';
import { type Scratch, createScratch } from './slot.evaluate.js';

/**
 * The structured face of the engine: what a round shows the player and what the
 * platform records. Every amount is in coins (see slot.types.ts); `bet` is the cost of
 * the round in coins. Free spins are played from the same stream right after the base
 * spin, so one (server seed, client seed, nonce) decides the whole round.
 */

export interface SlotWin {
  kind: 'line' | 'ways' | 'scatter';
  /** 1-based payline for line wins. */
  line?: number;
  symbol: string;
  count: number;
  /** Ways for ways wins, 1 otherwise. */
  ways: number;
  /** Cascade step (0 = the initial grid) the win was formed on. */
  step: number;
  /** Coins paid for this win, every multiplier applied. */
  amount: number;
}

export interface SpinResult {
  mode: 'base' | 'free';
  stops: number[];
  /** grid[reel][row], row 0 on top, as symbol codes. */
  grid: string[][];
  /** For cascades: the grid before each step after the first. */
  cascades: string[][][];
  wins: SlotWin[];
  scatter: { count: number; amount: number };
  freeSpinsAwarded: number;
  /** Multiplier applied to every win of this spin (the free-spin multiplier). */
  multiplier: number;
  totalWin: number;
}

export interface RoundResult {
  bet: number;
  base: SpinResult;
  freeSpins: SpinResult[];
  totalWin: number;
}

/** Plays one spin at the given stops (replay, verification, tests). */
export function spinAt(c: CompiledSlot, stops: readonly number[], mode: 'base' | 'free' = 'base'): SpinResult {
  const scratch = createScratch(c);
  const reels = mode === 'free' ? c.free : c.base;
  if (stops.length !== REELS) throw new RangeError(`need ${REELS} stops`);
  stops.forEach((stop, reel) => {
    if (!Number.isInteger(stop) || stop < 0 || stop >= reels.lengths[reel]!) throw new RangeError(`bad stop ${stop}`);
    scratch.stops[reel] = stop;
  });
  return record(c, scratch, mode);
}

/** Plays one spin with stops drawn from the stream. */
export function spin(c: CompiledSlot, rng: Rng, mode: 'base' | 'free' = 'base'): SpinResult {
  const scratch = createScratch(c);
  drawStops(mode === 'free' ? c.free : c.base, rng, scratch.stops);
  return record(c, scratch, mode);
}

/** Plays a whole round: the base spin, then every free spin it awards (retriggers included). */
export function playRound(c: CompiledSlot, rng: Rng): RoundResult {
  const base = spin(c, rng, 'base');
  const freeSpins: SpinResult[] = [];
  let totalWin = base.totalWin;
  for (let left = base.freeSpinsAwarded; left > 0; left--) {
    if (freeSpins.length === MAX_FREE_SPINS_PER_ROUND) throw new Error(`${c.config.id}: endless free spins`);
    const free = spin(c, rng, 'free');
    freeSpins.push(free);
    totalWin += free.totalWin;
    left += free.freeSpinsAwarded;
  }
  return { bet: c.betCoins, base, freeSpins, totalWin };
}

function record(c: CompiledSlot, scratch: Scratch, mode: 'base' | 'free'): SpinResult {
  const free = mode === 'free';
  const multiplier = free ? c.freeMultiplier : 1;
  const wins: SlotWin[] = [];
  const cascades: string[][][] = [];
  let stepMultiplier = 1;
  let step = 0;
  const observer: SpinObserver = {
    onStep(at, ladder) {
      step = at;
      stepMultiplier = ladder;
      if (at > 0) cascades.push(readGrid(c, scratch));
    },
    onWin(line, symbol, count, ways, amount) {
      const code = c.codes[symbol]!;
      if (line === -2) {
        wins.push({ kind: 'scatter', symbol: code, count, ways: 1, step, amount: amount * multiplier });
        return;
      }
      const total = amount * stepMultiplier * multiplier;
      if (line >= 0) wins.push({ kind: 'line', line: line + 1, symbol: code, count, ways, step, amount: total });
      else wins.push({ kind: 'ways', symbol: code, count, ways, step, amount: total });
    },
  };
  // The initial grid is read from the stops: the spin itself overwrites the grid when cascading.
  const reels = free ? c.free : c.base;
  const grid = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => c.codes[reels.strips[reel]![scratch.stops[reel]! + row]!]!),
  );
  const totalWin = spinStops(c, free, scratch, observer);
  const scatterWin = wins.find((win) => win.kind === 'scatter')?.amount ?? 0;
  return {
    mode,
    stops: [...scratch.stops],
    grid,
    cascades,
    wins,
    scatter: { count: scratch.scatters, amount: scatterWin },
    freeSpinsAwarded: scratch.awarded,
    multiplier,
    totalWin,
  };
}

function readGrid(c: CompiledSlot, scratch: Scratch): string[][] {
  const out: string[][] = [];
  for (let cell = 0; cell < CELLS; cell += ROWS) {
    out.push([...scratch.grid.subarray(cell, cell + ROWS)].map((symbol) => c.codes[symbol]!));
  }
  return out;
}
