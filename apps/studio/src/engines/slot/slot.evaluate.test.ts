import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSlot } from './slot.compile.js';
import { createScratch, evaluateLines, evaluateWays } from './slot.evaluate.js';
import { STANDARD_LINES } from './slot.lines.data.js';
import { toySlot } from './testing/toy-slots.js';

/**
 * The engine's evaluators against a plain reading of the rules, written independently
 * of the line state machine: for every line, the wild run and the symbol run are
 * measured directly and the better pays; for ways, matches are multiplied reel by reel.
 */

const lines = compileSlot(toySlot('lines'));
const ways = compileSlot(toySlot('ways'));
const W = 0;
const S = 1;
const payOf = (c: typeof lines, symbol: number, count: number) => c.config.symbols[symbol]!.pays?.[count - 3] ?? 0;

function referenceLines(grid: number[]): number {
  let total = 0;
  for (const rows of STANDARD_LINES) {
    const cells = rows.map((row, reel) => grid[reel * 3 + row]!);
    let wilds = 0;
    while (wilds < 5 && cells[wilds] === W) wilds++;
    const symbol = cells.find((cell) => cell !== W);
    let run = 0;
    if (symbol !== undefined && symbol !== S) while (run < 5 && (cells[run] === W || cells[run] === symbol)) run++;
    const symbolPay = symbol === undefined || symbol === S ? 0 : payOf(lines, symbol, run);
    total += Math.max(symbolPay, payOf(lines, W, wilds));
  }
  return total;
}

function referenceWays(grid: number[]): number {
  let total = 0;
  for (const symbol of [2, 3, 4]) {
    let product = 1;
    let reels = 0;
    for (let reel = 0; reel < 5; reel++) {
      const matches = [0, 1, 2].filter((row) => [symbol, W].includes(grid[reel * 3 + row]!)).length;
      if (matches === 0) break;
      product *= matches;
      reels++;
    }
    total += payOf(ways, symbol, reels) * product;
  }
  return total;
}

const grid = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 15, maxLength: 15 });

describe('win evaluation', () => {
  it('lines agree with the plain reading of the rules on any grid', () => {
    fc.assert(
      fc.property(grid, (cells) => {
        expect(evaluateLines(lines, Uint8Array.from(cells))).toBe(referenceLines(cells));
      }),
      { numRuns: 5000 },
    );
  });

  it('ways agree with the plain reading of the rules on any grid', () => {
    const scratch = createScratch(ways);
    fc.assert(
      fc.property(grid, (cells) => {
        expect(evaluateWays(ways, Uint8Array.from(cells), scratch.counts)).toBe(referenceWays(cells));
      }),
      { numRuns: 5000 },
    );
  });

  it('reports each line win with its symbol, count and cells', () => {
    // Middle row W W H H L: the H run of 4 (wilds substituting) beats the wild run of 2.
    const cells = [2, W, 3, 2, W, 3, 4, 2, 3, 4, 2, 3, 3, 4, 3];
    const wins: number[][] = [];
    const marks = new Uint8Array(15);
    evaluateLines(lines, Uint8Array.from(cells), (...win) => wins.push(win), marks);
    expect(wins).toContainEqual([0, 2, 4, 1, 80]);
    expect([...marks.subarray(0, 12)].filter((_, cell) => cell % 3 === 1)).toEqual([1, 1, 1, 1]);
  });

  it('a wild run pays on its own when it beats the symbol, and a scatter ends a line', () => {
    const top = (cells: number[]) => cells.flatMap((cell) => [cell, 4, 3]); // top row, no other wins
    const wins: number[][] = [];
    evaluateLines(lines, Uint8Array.from(top([W, W, W, 4, 2])), (...win) => wins.push(win));
    expect(wins).toContainEqual([1, W, 3, 1, 30]); // top row W W W L H: 3 wilds (30) beat 4 lows (10)
    expect(evaluateLines(lines, Uint8Array.from(top([2, 2, S, 2, 2])))).toBe(referenceLines(top([2, 2, S, 2, 2])));
  });
});
