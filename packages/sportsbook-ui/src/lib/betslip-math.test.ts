import { describe, expect, it } from 'vitest';
import {
  acceptsChange,
  accumulatorReturn,
  binomial,
  combinationsReturn,
  freeBetReturn,
  linesOf,
  repeatedEvents,
  singleReturn,
  sizesOf,
  systemOptions,
  systemReturn,
} from './betslip-math';

/** Every k-subset's product of odds, summed, the slow way. */
function bruteForce(odds: number[], k: number): number {
  let sum = 0;
  const walk = (from: number, left: number, product: number) => {
    if (left === 0) return void (sum += product);
    for (let i = from; i <= odds.length - left; i++) walk(i + 1, left - 1, product * odds[i]!);
  };
  walk(0, k, 1);
  return sum;
}

describe('betslip maths', () => {
  it('counts combinations', () => {
    expect(binomial(3, 2)).toBe(3);
    expect(binomial(8, 4)).toBe(70);
    expect(binomial(20, 10)).toBe(184_756);
    expect(binomial(3, 4)).toBe(0);
  });

  it('offers k of n for 2 ≤ k < n and the named systems made for n', () => {
    expect(systemOptions(2)).toEqual([]);
    expect(systemOptions(3)).toEqual([
      { system: 2, sizes: [2], lines: 3 },
      { system: 'trixie', sizes: [2, 3], lines: 4 },
      { system: 'patent', sizes: [1, 2, 3], lines: 7 },
    ]);
    const four = systemOptions(4);
    expect(four.map((o) => [o.system, o.lines])).toEqual([
      [2, 6],
      [3, 4],
      ['yankee', 11],
      ['lucky15', 15],
    ]);
    expect(systemOptions(8).find((o) => o.system === 'goliath')?.lines).toBe(247);
    expect(linesOf(5, sizesOf('canadian', 5))).toBe(26);
    expect(linesOf(6, sizesOf('lucky63', 6))).toBe(63);
    expect(linesOf(7, sizesOf('super-heinz', 7))).toBe(120);
  });

  it('sums the k-fold products exactly as the brute force does', () => {
    const odds = [1.85, 2.1, 3.4, 1.5, 2.75, 1.95];
    for (let k = 1; k <= odds.length; k++) expect(combinationsReturn(odds, k)).toBeCloseTo(bruteForce(odds, k), 9);
  });

  it('returns what a ticket pays if every selection wins, floored to the cent', () => {
    expect(singleReturn(1.85, 1000)).toBe(1850);
    expect(singleReturn(1.333, 1000)).toBe(1333);
    expect(accumulatorReturn([2, 1.5, 3], 1000)).toBe(9000);
    // A 2/3 at 1.00 per line: 2×1.5 + 2×3 + 1.5×3 = 13.5.
    expect(systemReturn([2, 1.5, 3], [2], 100)).toBe(1350);
    // A Trixie adds the treble: 13.5 + 9 = 22.5 per line.
    expect(systemReturn([2, 1.5, 3], sizesOf('trixie', 3), 100)).toBe(2250);
    expect(freeBetReturn(1850, 1000)).toBe(850);
  });

  it('takes an odds change as the player set it', () => {
    expect(acceptsChange('none', 1.85, 1.9)).toBe(false);
    expect(acceptsChange('none', 1.85, 1.85)).toBe(true);
    expect(acceptsChange('higher', 1.85, 1.9)).toBe(true);
    expect(acceptsChange('higher', 1.85, 1.8)).toBe(false);
    expect(acceptsChange('any', 1.85, 1.2)).toBe(true);
  });

  it('finds two selections of one event', () => {
    expect([...repeatedEvents(['1', '2', '1', '3'])]).toEqual(['1']);
    expect(repeatedEvents(['1', '2']).size).toBe(0);
  });
});
