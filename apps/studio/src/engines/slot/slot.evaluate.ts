import {
  type CompiledSlot,
  CELLS as CELL_COUNT,
  PAY_STRIDE as STRIDE,
  REELS as REEL_COUNT,
  ROWS as ROW_COUNT,
} from './slot.compile.js';

// Module-local copies: after transpilation (tsx, vitest) an imported binding is a property
// read, too slow inside loops run billions of times.
const CELLS = CELL_COUNT;
const PAY_STRIDE = STRIDE;
const REELS = REEL_COUNT;
const ROWS = ROW_COUNT;

/**
 * Win evaluation of one 5 × 3 grid (grid[reel * 3 + row] = symbol index). These run in
 * every play, every simulated spin and the brute-force cross-checks, so they allocate
 * nothing: the optional sink receives each win, the optional marks receive the cells that
 * took part in a win (for cascades). Amounts are coins before any multiplier.
 */

/** Receives one win: the line index (-1 for ways), symbol, count, ways (1 for lines), coins. */
export type WinSink = (line: number, symbol: number, count: number, ways: number, amount: number) => void;

/** Line wins, left to right; each line pays its best combination (see slot.line-machine.ts). */
export function evaluateLines(c: CompiledSlot, grid: Uint8Array, sink?: WinSink, marks?: Uint8Array): number {
  const { lineCells, lineCount, symbolCount } = c;
  const { transitions, pairs, value, ended, winSymbol, winCount } = c.lineMachine;
  let total = 0;
  for (let line = 0, at = 0; line < lineCount; line++, at += REELS) {
    let state = pairs[grid[lineCells[at]!]! * symbolCount + grid[lineCells[at + 1]!]!]!;
    for (let reel = 2; reel < REELS && ended[state] === 0; reel++) {
      state = transitions[state * symbolCount + grid[lineCells[at + reel]!]!]!;
    }
    const amount = value[state]!;
    if (amount === 0) continue;
    total += amount;
    if (sink) sink(line, winSymbol[state]!, winCount[state]!, 1, amount);
    if (marks) for (let reel = 0; reel < winCount[state]!; reel++) marks[lineCells[at + reel]!] = 1;
  }
  return total;
}

/**
 * Ways wins: a symbol pays when it (or a wild) shows on adjacent reels from the left; its
 * ways are the product of how many cells match on each of those reels (3^5 = 243 at most).
 */
export function evaluateWays(
  c: CompiledSlot,
  grid: Uint8Array,
  counts: Uint8Array,
  sink?: WinSink,
  marks?: Uint8Array,
): number {
  const { symbolCount, paying, pay, wild } = c;
  counts.fill(0);
  for (let cell = 0; cell < CELLS; cell++) counts[((cell / ROWS) | 0) * symbolCount + grid[cell]!]! += 1;
  let total = 0;
  for (let i = 0; i < paying.length; i++) {
    const symbol = paying[i]!;
    let ways = 1;
    let length = 0;
    for (let reel = 0, at = 0; reel < REELS; reel++, at += symbolCount) {
      const matches = counts[at + symbol]! + counts[at + wild]!;
      if (matches === 0) break;
      ways *= matches;
      length++;
    }
    const amount = pay[symbol * PAY_STRIDE + length]! * ways;
    if (amount === 0) continue;
    total += amount;
    if (sink) sink(-1, symbol, length, ways, amount);
    if (marks) {
      for (let cell = 0; cell < length * ROWS; cell++) {
        if (grid[cell] === symbol || grid[cell] === wild) marks[cell] = 1;
      }
    }
  }
  return total;
}

/** Scratch buffers for evaluating grids without allocating. */
export interface Scratch {
  grid: Uint8Array;
  marks: Uint8Array;
  counts: Uint8Array;
  stops: Int32Array;
  /** Where the next symbol falls from, per reel (cascades). */
  above: Int32Array;
  /** Set by each spin: scatters on the final grid and free spins they award. */
  scatters: number;
  awarded: number;
}

/** Allocates the scratch buffers of one game. */
export function createScratch(c: CompiledSlot): Scratch {
  return {
    grid: new Uint8Array(CELLS),
    marks: new Uint8Array(CELLS),
    counts: new Uint8Array(REELS * c.symbolCount),
    stops: new Int32Array(REELS),
    above: new Int32Array(REELS),
    scatters: 0,
    awarded: 0,
  };
}

/** Line or ways wins of a grid, whichever the game uses. */
export function evaluateGrid(c: CompiledSlot, s: Scratch, sink?: WinSink, marks?: Uint8Array): number {
  return c.evaluate === 'lines'
    ? evaluateLines(c, s.grid, sink, marks)
    : evaluateWays(c, s.grid, s.counts, sink, marks);
}
