import {
  type CompiledReels,
  type CompiledSlot,
  PAY_STRIDE as STRIDE,
  REELS as REEL_COUNT,
  ROWS as ROW_COUNT,
} from './slot.compile.js';
import type { ReelWalker } from './slot.enumerate.js';

// Module-local copies: after transpilation (tsx, vitest) an imported binding is a property
// read, too slow inside loops run billions of times.
const PAY_STRIDE = STRIDE;
const REELS = REEL_COUNT;
const ROWS = ROW_COUNT;

/**
 * The ways walker: each paying symbol carries its ways so far (the product of its matches,
 * wilds included, on each reel from the left); a reel without a match settles its pay.
 */

/** Carries every paying symbol's ways reel by reel. */
export function createWaysWalker(c: CompiledSlot, reels: CompiledReels): ReelWalker {
  const { symbolCount, paying, pay, wild } = c;
  // matches[reel][stop * symbolCount + symbol]: cells of that symbol or a wild in the window.
  const matches = reels.strips.map((strip, reel) => {
    const length = reels.lengths[reel]!;
    const table = new Uint8Array(length * symbolCount);
    for (let stop = 0; stop < length; stop++) {
      for (let row = 0; row < ROWS; row++) {
        const cell = strip[stop + row]!;
        if (cell === wild) for (let s = 0; s < symbolCount; s++) table[stop * symbolCount + s]! += 1;
        else table[stop * symbolCount + cell]! += 1;
      }
    }
    return table;
  });
  const count = paying.length;
  const symbols = Array.from({ length: REELS }, () => new Int32Array(count));
  const ways = Array.from({ length: REELS }, () => new Int32Array(count));
  const counts = new Int32Array(REELS);
  const settled = new Float64Array(REELS);
  const startWays = new Int32Array(count).fill(1);
  const last = matches[REELS - 1]!;

  return {
    step(reel, stop) {
      const table = matches[reel]!;
      const at = stop * symbolCount;
      const inSymbols = reel === 0 ? paying : symbols[reel - 1]!;
      const inWays = reel === 0 ? startWays : ways[reel - 1]!;
      const inCount = reel === 0 ? count : counts[reel - 1]!;
      const outSymbols = symbols[reel]!;
      const outWays = ways[reel]!;
      let sum = reel === 0 ? 0 : settled[reel - 1]!;
      let alive = 0;
      for (let i = 0; i < inCount; i++) {
        const symbol = inSymbols[i]!;
        const m = table[at + symbol]!;
        if (m === 0) {
          sum += pay[symbol * PAY_STRIDE + reel]! * inWays[i]!;
        } else {
          outSymbols[alive] = symbol;
          outWays[alive++] = inWays[i]! * m;
        }
      }
      counts[reel] = alive;
      settled[reel] = sum;
    },
    alive: () => counts[3]!,
    settled: () => settled[3]!,
    finish(stop) {
      const at = stop * symbolCount;
      const aliveSymbols = symbols[3]!;
      const aliveWays = ways[3]!;
      let sum = settled[3]!;
      for (let i = 0; i < counts[3]!; i++) {
        const symbol = aliveSymbols[i]!;
        const m = last[at + symbol]!;
        sum +=
          m === 0 ? pay[symbol * PAY_STRIDE + 4]! * aliveWays[i]! : pay[symbol * PAY_STRIDE + 5]! * aliveWays[i]! * m;
      }
      return sum;
    },
  };
}
