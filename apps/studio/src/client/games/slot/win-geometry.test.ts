import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engines/sim.source.js';
import { playRound } from '../../../engines/slot/slot.play.js';
import { STANDARD_LINES } from '../../../engines/slot/slot.lines.data.js';
import { SLOTS } from '../../../games/slots/index.js';
import type { SlotWin } from './slot.types';
import { slotInfo } from './slot-info.testing';
import { winCells } from './slot-wins';
import { amountAnchor, drawWin, fallDistances, lineColour, lineOffsets, linePoints, settle } from './win-geometry';

const line = (n: number, count: number, symbol = 'A'): SlotWin => ({
  kind: 'line',
  line: n,
  symbol,
  count,
  ways: 1,
  step: 0,
  amount: 10,
});

describe('a payline drawn over the reels', () => {
  it('runs from the left edge through each reel’s row to the right edge, in cells of 100', () => {
    expect(linePoints([0, 1, 2, 1, 0], 0)).toBe('0,50 50,50 150,150 250,250 350,150 450,50 500,50');
    expect(linePoints([1, 1, 1, 1, 1], -7)).toBe('0,143 50,143 150,143 250,143 350,143 450,143 500,143');
  });

  it('keeps lines that share a stretch of cells apart, so each stays visible when all are shown', () => {
    const offsets = lineOffsets(STANDARD_LINES);
    STANDARD_LINES.forEach((a, i) =>
      STANDARD_LINES.forEach((b, j) => {
        const shared = a.some((row, reel) => reel > 0 && row === b[reel] && a[reel - 1] === b[reel - 1]);
        if (i !== j && shared) expect(offsets[i], `lines ${i + 1} and ${j + 1}`).not.toBe(offsets[j]);
      }),
    );
    // Never so far from the centre that a line leaves its cells' symbols.
    expect(Math.max(...offsets.map(Math.abs))).toBeLessThanOrEqual(21);
  });

  it('gives each of the twenty lines its own colour', () => {
    expect(new Set(STANDARD_LINES.map((_, i) => lineColour(i + 1))).size).toBe(20);
  });

  it('frames the cells that paid: the first `count` reels of the line, and goes through them', () => {
    const slot = slotInfo('lucky-clover');
    const grid = [
      ['A', 'K', 'Q'],
      ['Q', 'A', 'K'],
      ['K', 'Q', 'A'],
      ['J', 'J', 'J'],
      ['T', 'T', 'T'],
    ];
    // Line 4 is the V: rows 0, 1, 2, 1, 0.
    const drawn = drawWin(slot, grid, line(4, 3));
    expect(drawn.cells).toEqual(['0:0', '1:1', '2:2']);
    const points = drawn.points!.split(' ').map((point) => point.split(',').map(Number) as [number, number]);
    const offset = lineOffsets(slot.lines)[3]!;
    for (const cell of drawn.cells) {
      const [reel, row] = cell.split(':').map(Number) as [number, number];
      expect(points).toContainEqual([reel * 100 + 50, row * 100 + 50 + offset]);
    }
    expect(drawn.colour).toBe(lineColour(4));
  });

  it('writes the amount on the last paying cell; a scatter’s in the middle of the window', () => {
    const anchor = amountAnchor(['0:0', '1:1', '2:2']);
    expect(anchor.left).toBe(50); // the third reel's centre
    expect(anchor.top).toBeCloseTo(92.67, 1); // low on the bottom row
    const slot = slotInfo('lucky-clover');
    const grid = [
      ['S', 'K', 'Q'],
      ['Q', 'S', 'K'],
      ['K', 'Q', 'S'],
      ['J', 'J', 'J'],
      ['T', 'T', 'T'],
    ];
    const scatter: SlotWin = { kind: 'scatter', symbol: 'S', count: 3, ways: 1, step: 0, amount: 40 };
    expect(drawWin(slot, grid, scatter)).toMatchObject({
      cells: ['0:0', '1:1', '2:2'],
      points: null,
      anchor: { left: 50, top: 50 },
    });
  });

  it('frames every cell of a ways win: the symbol or a wild on each paying reel', () => {
    const slot = slotInfo('jungle-ways');
    const grid = [
      ['A', 'K', 'A'],
      ['W', 'Q', 'K'],
      ['Q', 'A', 'J'],
      ['A', 'A', 'A'],
      ['T', 'T', 'T'],
    ];
    const ways: SlotWin = { kind: 'ways', symbol: 'A', count: 3, ways: 2, step: 0, amount: 10 };
    const drawn = drawWin(slot, grid, ways);
    expect(drawn.cells).toEqual(['0:0', '0:2', '1:0', '2:1']);
    expect(drawn.points).toBeNull();
    expect(drawn.anchor.left).toBe(50);
  });
});

describe('a cascade step falling into place', () => {
  it('drops the standing symbols by the cells removed below them, and the new ones from above', () => {
    const before = [
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
    ];
    const removed = new Set(['0:2', '1:1', '2:0', '3:0', '3:2']);
    expect(fallDistances(before, removed)).toEqual([
      [1, 1, 1], // C went: A and B drop one row, one new symbol falls one row
      [1, 1, 0], // B went: A drops one, C stays
      [1, 0, 0], // A went: the new one falls one, B and C stay
      [2, 2, 1], // A and C went: B drops one, two new fall two rows
      [0, 0, 0],
    ]);
    expect(settle(before, removed)).toEqual([
      [null, 'A', 'B'],
      [null, 'A', 'C'],
      [null, 'B', 'C'],
      [null, null, 'B'],
      ['A', 'B', 'C'],
    ]);
  });

  // The client recomputes which cells a step removed from the wins the server sent: checked
  // against the engine's own refills, for both cascade evaluations (lines and ways).
  it.each(['crystal-caverns', 'aztec-avalanche', 'sugar-tumble'])(
    '%s: the symbols left standing are where the engine put them after each refill',
    (id) => {
      const slot = slotInfo(id);
      const compiled = SLOTS.get(id)!;
      let steps = 0;
      for (let seed = 1; steps < 200 && seed < 50_000; seed++) {
        const round = playRound(compiled, seededRandom(seed));
        for (const spin of [round.base, ...round.freeSpins]) {
          const grids = [spin.grid, ...spin.cascades];
          spin.cascades.forEach((after, i) => {
            const before = grids[i]!;
            const wins = spin.wins.filter((win) => win.step === i && win.kind !== 'scatter');
            const removed = new Set(wins.flatMap((win) => winCells(slot, before, win)));
            expect(removed.size).toBeGreaterThan(0);
            const settled = settle(before, removed);
            const fall = fallDistances(before, removed);
            settled.forEach((column, reel) =>
              column.forEach((code, row) => {
                if (code !== null) expect(after[reel]![row]).toBe(code);
                // A new symbol falls from above the window: at least as far as its own row plus one.
                else expect(fall[reel]![row]).toBeGreaterThan(row);
              }),
            );
            steps += 1;
          });
        }
      }
      expect(steps).toBeGreaterThanOrEqual(200);
    },
  );
});
