import { type CompiledReels, type CompiledSlot, REELS as REEL_COUNT, ROWS as ROW_COUNT } from './slot.compile.js';
import type { ReelWalker } from './slot.enumerate.js';

// Module-local copies: after transpilation (tsx, vitest) an imported binding is a property
// read, too slow inside loops run billions of times.
const REELS = REEL_COUNT;
const ROWS = ROW_COUNT;

/**
 * The lines walker: each payline carries its state in the line machine that play uses
 * (slot.line-machine.ts), so enumeration and play read the very same table.
 */

/** Carries every payline's state reel by reel. */
export function createLinesWalker(c: CompiledSlot, reels: CompiledReels): ReelWalker {
  const { transitions, value, ended } = c.lineMachine;
  const symbols = c.symbolCount;
  const lineCount = c.lineCount;
  const rowOf = Uint8Array.from(c.lineCells, (cell) => cell % ROWS);
  const lines = Array.from({ length: REELS }, () => new Int32Array(lineCount));
  const states = Array.from({ length: REELS }, () => new Int32Array(lineCount));
  const counts = new Int32Array(REELS);
  const settled = new Float64Array(REELS);
  const allLines = Int32Array.from({ length: lineCount }, (_, line) => line);
  const startStates = new Int32Array(lineCount); // state 0: nothing read yet
  const last = reels.strips[REELS - 1]!;

  return {
    step(reel, stop) {
      const strip = reels.strips[reel]!;
      const inLines = reel === 0 ? allLines : lines[reel - 1]!;
      const inStates = reel === 0 ? startStates : states[reel - 1]!;
      const inCount = reel === 0 ? lineCount : counts[reel - 1]!;
      const outLines = lines[reel]!;
      const outStates = states[reel]!;
      let sum = reel === 0 ? 0 : settled[reel - 1]!;
      let alive = 0;
      for (let i = 0; i < inCount; i++) {
        const line = inLines[i]!;
        const state = transitions[inStates[i]! * symbols + strip[stop + rowOf[line * REELS + reel]!]!]!;
        if (ended[state] === 1) {
          sum += value[state]!;
        } else {
          outLines[alive] = line;
          outStates[alive++] = state;
        }
      }
      counts[reel] = alive;
      settled[reel] = sum;
    },
    alive: () => counts[3]!,
    settled: () => settled[3]!,
    finish(stop) {
      const aliveLines = lines[3]!;
      const aliveStates = states[3]!;
      let sum = settled[3]!;
      for (let i = 0; i < counts[3]!; i++) {
        const row = rowOf[aliveLines[i]! * REELS + 4]!;
        sum += value[transitions[aliveStates[i]! * symbols + last[stop + row]!]!]!;
      }
      return sum;
    },
  };
}
