import type { Rng } from '@casino/fair';
import {
  type CompiledReels,
  type CompiledSlot,
  CELLS as CELL_COUNT,
  REELS as REEL_COUNT,
  ROWS as ROW_COUNT,
} from './slot.compile.js';
import { type Scratch, type WinSink, evaluateGrid as evaluateImported } from './slot.evaluate.js';

// Module-local copies: after transpilation (tsx, vitest) an imported binding is a property
// read, too slow inside loops run billions of times.
const CELLS = CELL_COUNT;
const REELS = REEL_COUNT;
const ROWS = ROW_COUNT;
const evaluateGrid = evaluateImported;

/**
 * One spin, allocation-free: the stops decide everything (a cascade refills from the
 * strip above the window, so it needs no further randomness), which is what makes a
 * round replayable from its stops alone and the lines/ways games enumerable.
 */

/** A cascade sequence stops here; no sane strip gets near it, it only bounds the loop. */
export const MAX_CASCADES = 100;

/**
 * Free spins of one round beyond this mean a broken config (retriggers that never die
 * out); the round is refused instead of looping. A certified game (E[retrigger] well
 * below 1) reaches it with a probability too small to compute in doubles.
 */
export const MAX_FREE_SPINS_PER_ROUND = 10_000;

/** Follows a spin step by step (used to build the structured result; absent in simulation). */
export interface SpinObserver {
  onWin: WinSink;
  /** Called before each cascade step is evaluated, with the grid in scratch.grid. */
  onStep(step: number, multiplier: number): void;
}

/** Draws one stop per reel from the stream, unbiased, reel 1 first. */
export function drawStops(reels: CompiledReels, rng: Rng, stops: Int32Array): void {
  for (let reel = 0; reel < REELS; reel++) stops[reel] = rng.int(reels.lengths[reel]!);
}

/** Plays the stops in scratch.stops; returns the spin's win in coins (free multiplier applied). */
export function spinStops(c: CompiledSlot, free: boolean, s: Scratch, observer?: SpinObserver): number {
  const reels = free ? c.free : c.base;
  const { grid, stops } = s;
  let scatters = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const strip = reels.strips[reel]!;
    const stop = stops[reel]!;
    const at = reel * ROWS;
    grid[at] = strip[stop]!;
    grid[at + 1] = strip[stop + 1]!;
    grid[at + 2] = strip[stop + 2]!;
    scatters += reels.scatters[reel]![stop]!;
  }
  let win: number;
  if (c.cascadeMultipliers.length === 0) {
    win = evaluateGrid(c, s, observer?.onWin);
  } else {
    win = runCascades(c, reels, s, observer);
    scatters = 0; // scatters are never removed but may fall in: count the final grid
    for (let cell = 0; cell < CELLS; cell++) if (grid[cell] === c.scatter) scatters++;
    if (scatters > REELS) scatters = REELS;
  }
  const scatterWin = c.scatterPay[scatters]!;
  if (scatterWin > 0 && observer) observer.onWin(-2, c.scatter, scatters, 1, scatterWin);
  s.scatters = scatters;
  s.awarded = c.freeSpins[scatters]!;
  return free ? (win + scatterWin) * c.freeMultiplier : win + scatterWin;
}

/**
 * Evaluates, removes the winning cells, lets the rest fall and refills each reel from the
 * strip positions above its window; repeats until a step wins nothing. Step i's wins are
 * multiplied by multipliers[i] (the last multiplier holds for later steps).
 */
function runCascades(c: CompiledSlot, reels: CompiledReels, s: Scratch, observer?: SpinObserver): number {
  const { grid, marks, above, stops } = s;
  const ladder = c.cascadeMultipliers;
  for (let reel = 0; reel < REELS; reel++) {
    above[reel] = stops[reel]! === 0 ? reels.lengths[reel]! - 1 : stops[reel]! - 1;
  }
  let total = 0;
  for (let step = 0; step < MAX_CASCADES; step++) {
    const multiplier = ladder[step < ladder.length ? step : ladder.length - 1]!;
    marks.fill(0);
    observer?.onStep(step, multiplier);
    const win = evaluateGrid(c, s, observer?.onWin, marks);
    if (win === 0) break;
    total += win * multiplier;
    for (let reel = 0; reel < REELS; reel++) {
      const at = reel * ROWS;
      let write = at + ROWS - 1;
      for (let cell = at + ROWS - 1; cell >= at; cell--) if (marks[cell] === 0) grid[write--] = grid[cell]!;
      const strip = reels.strips[reel]!;
      const length = reels.lengths[reel]!;
      let from = above[reel]!;
      while (write >= at) {
        grid[write--] = strip[from]!;
        from = from === 0 ? length - 1 : from - 1;
      }
      above[reel] = from;
    }
  }
  return total;
}
