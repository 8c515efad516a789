import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairing, roundOf } from './feed.schedule.js';

const evenSize = fc.integer({ min: 1, max: 12 }).map((half) => half * 2);

describe('the double round robin', () => {
  it('has every competitor play exactly once per round', () => {
    fc.assert(
      fc.property(evenSize, fc.integer({ min: -50, max: 5_000 }), (n, round) => {
        const seen: number[] = [];
        for (let slot = 0; slot < n / 2; slot++) seen.push(...pairing(n, round * (n / 2) + slot));
        expect(seen.sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
      }),
      { numRuns: 100 },
    );
  });

  it('meets every ordered pair exactly once over two cycles, wherever the count starts', () => {
    fc.assert(
      fc.property(evenSize, fc.integer({ min: 0, max: 1_000 }), (n, cycleStart) => {
        const matches = n * (n - 1);
        const first = cycleStart * matches; // two cycles of n − 1 rounds of n / 2 matches
        const seen = new Set<string>();
        for (let k = first; k < first + matches; k++) {
          const [home, away] = pairing(n, k);
          expect(home).not.toBe(away);
          seen.add(`${home}:${away}`);
        }
        expect(seen.size).toBe(matches);
      }),
      { numRuns: 50 },
    );
  });

  it('numbers matchdays 1 to n − 1 and refuses an odd field', () => {
    expect([0, 7, 8, 15, 16, 119, 120].map((k) => roundOf(16, k))).toEqual([1, 1, 2, 2, 3, 15, 1]);
    expect(() => pairing(7, 0)).toThrow(RangeError);
  });
});
