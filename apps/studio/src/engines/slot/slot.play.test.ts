import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { seededRandom } from '../sim.source.js';
import { compileSlot } from './slot.compile.js';
import { playRound, spinAt } from './slot.play.js';
import { simulateRounds } from './slot.simulate.js';
import { toySlot } from './testing/toy-slots.js';

describe('cascading reels', () => {
  // Stops 2 everywhere: H H H on the middle row of reels 1-3 wins, falls, and the strip
  // above brings H H H onto the top row; the third grid wins nothing.
  const c = compileSlot(
    toySlot('cascade', {
      reels: {
        base: ['MHMHLL', 'LHLHLM', 'MHMHML', 'HSLMLM', 'LSMLMH'],
        free: ['MHMHLL', 'LHLHLM', 'MHMHML', 'HSLMLM', 'LSMLMH'],
      },
    }),
  );

  it('removes winners, drops the rest and refills from the strip above, raising the multiplier', () => {
    const result = spinAt(c, [2, 2, 2, 2, 2]);
    expect(result.grid.slice(0, 3)).toEqual([
      ['M', 'H', 'L'],
      ['L', 'H', 'L'],
      ['M', 'H', 'M'],
    ]);
    expect(result.cascades.map((grid) => grid.slice(0, 3))).toEqual([
      [
        ['H', 'M', 'L'],
        ['H', 'L', 'L'],
        ['H', 'M', 'M'],
      ],
      [
        ['M', 'M', 'L'],
        ['L', 'L', 'L'],
        ['M', 'M', 'M'],
      ],
    ]);
    expect(result.wins).toEqual([
      { kind: 'line', line: 1, symbol: 'H', count: 3, ways: 1, step: 0, amount: 20 },
      { kind: 'line', line: 2, symbol: 'H', count: 3, ways: 1, step: 1, amount: 40 },
    ]);
    expect(result.totalWin).toBe(60);
    expect(spinAt(c, [2, 2, 2, 2, 2], 'free').totalWin).toBe(120);
  });
});

describe('rounds', () => {
  const games = (['lines', 'ways', 'cascade'] as const).map((mechanic) => compileSlot(toySlot(mechanic)));

  it('are decided by the seeds alone, in whole coins, and add up', () => {
    fc.assert(
      fc.property(fc.constantFrom(...games), fc.nat({ max: 1_000_000 }), (c, nonce) => {
        const round = playRound(c, createFairRng('c'.repeat(64), 'rounds', nonce));
        expect(playRound(c, createFairRng('c'.repeat(64), 'rounds', nonce))).toEqual(round);
        for (const spin of [round.base, ...round.freeSpins]) {
          expect(spin.totalWin).toBe(spin.wins.reduce((sum, win) => sum + win.amount, 0));
          expect(spin.wins.every((win) => Number.isSafeInteger(win.amount) && win.amount > 0)).toBe(true);
          expect(spinAt(c, spin.stops, spin.mode)).toEqual(spin); // replayable from the stops
        }
        expect(round.freeSpins.length).toBe(
          [round.base, ...round.freeSpins].reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0),
        );
        expect(round.totalWin).toBe(round.base.totalWin + round.freeSpins.reduce((sum, s) => sum + s.totalWin, 0));
      }),
      { numRuns: 300 },
    );
  });

  it('the allocation-free simulator plays exactly the rounds the structured engine plays', () => {
    for (const c of games) {
      const rng = seededRandom(99);
      let total = 0;
      let spins = 0;
      for (let i = 0; i < 2000; i++) {
        const round = playRound(c, rng);
        total += round.totalWin;
        spins += 1 + round.freeSpins.length;
      }
      const stats = simulateRounds(c, seededRandom(99), 2000);
      expect({ total: stats.totalWin, spins: stats.spins }).toEqual({ total, spins });
    }
  });

  it('refuses stops off the strip', () => {
    expect(() => spinAt(games[0]!, [0, 0, 0, 0, 6])).toThrow(RangeError);
    expect(() => spinAt(games[0]!, [0, 0, 0, 0])).toThrow(RangeError);
  });
});
