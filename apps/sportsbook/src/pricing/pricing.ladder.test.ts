import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LADDER, LADDER_MAX, LADDER_MIN, ladderFloor, nextRung } from './pricing.ladder.js';

describe('the odds ladder', () => {
  it('is the stated exchange ladder, from 1.01 to 1000', () => {
    expect(LADDER_MIN).toBe(1010);
    expect(LADDER_MAX).toBe(1_000_000);
    const has = (decimal: number) => LADDER.includes(Math.round(decimal * 1000));
    for (const rung of [
      1.01, 1.99, 2, 2.02, 2.98, 3, 3.05, 4.1, 5.9, 6.2, 9.8, 10.5, 19.5, 21, 29, 32, 48, 55, 95, 110, 990, 1000,
    ]) {
      expect(has(rung), String(rung)).toBe(true);
    }
    for (const gap of [2.01, 3.01, 3.02, 4.05, 6.1, 10.2, 20.5, 31, 52, 101]) expect(has(gap), String(gap)).toBe(false);
    expect(LADDER).toHaveLength(350);
    expect(LADDER.every((rung, i) => i === 0 || rung > LADDER[i - 1]!)).toBe(true);
  });

  it('rounds down: the rung at or below the price, with the next rung above it', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.0101, max: 999.99, noNaN: true }), (odds) => {
        const rung = ladderFloor(odds)!;
        expect(rung).toBeLessThanOrEqual(odds * 1000);
        expect(nextRung(rung)! > odds * 1000).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never rounds a price up onto a rung, and offers nothing below 1.01', () => {
    // 1.85 as a float may sit a hair above or below 1.85: it never gets a rung above the price.
    expect(ladderFloor(1.85)).toBeLessThanOrEqual(1850);
    expect(ladderFloor(1.8500001)).toBe(1850);
    expect(ladderFloor(1.0099)).toBeUndefined();
    expect(ladderFloor(1)).toBeUndefined();
    expect(ladderFloor(Number.NaN)).toBeUndefined();
    expect(ladderFloor(5000)).toBe(1_000_000);
    expect(ladderFloor(Number.POSITIVE_INFINITY)).toBe(1_000_000);
    expect(() => nextRung(1015)).toThrow(RangeError);
  });
});
