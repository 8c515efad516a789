import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdProbability, setScores, tennisMatch, tiebreakWin } from './pricing.tennis.js';

/**
 * An independent set, point by point: a plain recursion over every point of every game
 * and of the tie-break (deuces unrolled up to 40 points a game, a tail below 1e-12),
 * with none of the model's closed forms. P(the set's first server wins the set).
 */
function setByPoints(pa: number, pb: number): number {
  const memo = new Map<string, number>();
  const play = (i: number, j: number, x: number, y: number): number => {
    if (i === 7 || (i === 6 && j <= 4)) return 1;
    if (j === 7 || (j === 6 && i <= 4)) return 0;
    const key = `${i},${j},${x},${y}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const tiebreak = i === 6 && j === 6;
    const target = tiebreak ? 7 : 4;
    if (x + y > 80) return 0.5; // unreachable in practice: (2pq)^40
    // Who serves: in a game, the set's first server on even games; in the tie-break, point 0, then pairs.
    const n = x + y;
    const firstServes = tiebreak ? Math.floor((n + 1) / 2) % 2 === 0 : (i + j) % 2 === 0;
    const point = firstServes ? pa : 1 - pb;
    const after = (nx: number, ny: number): number => {
      if (nx >= target && nx - ny >= 2) return play(i + 1, j, 0, 0);
      if (ny >= target && ny - nx >= 2) return play(i, j + 1, 0, 0);
      return play(i, j, nx, ny);
    };
    const value = point * after(x + 1, y) + (1 - point) * after(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return play(0, 0, 0, 0);
}

const setWin = (pa: number, pb: number) =>
  setScores(pa, pb).reduce((sum, { value, p }) => sum + (value.home > value.away ? p : 0), 0);
const matchWin = (pa: number, pb: number, bestOf: number, homeServesFirst = 0.5) =>
  tennisMatch(pa, pb, bestOf, homeServesFirst).sets.reduce(
    (sum, { value, p }) => sum + (value.home > value.away ? p : 0),
    0,
  );
const serve = fc.double({ min: 0.45, max: 0.8, noNaN: true });

describe('the tennis point model', () => {
  it('holds serve with the textbook probability: 0.7357 at 0.6 a point, 0.5 at 0.5', () => {
    expect(holdProbability(0.6)).toBeCloseTo(0.7357, 4);
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 12);
    expect(holdProbability(0.7)).toBeCloseTo(0.9008, 4);
  });

  it('gives the same set as a point-by-point recursion', () => {
    for (const [pa, pb] of [
      [0.6, 0.6],
      [0.65, 0.58],
      [0.55, 0.72],
      [0.8, 0.45],
    ] as const) {
      expect(setWin(pa, pb)).toBeCloseTo(setByPoints(pa, pb), 9);
    }
  });

  it('makes a symmetric match an even one, in three sets or five', () => {
    fc.assert(
      fc.property(serve, (p) => {
        expect(matchWin(p, p, 3)).toBeCloseTo(0.5, 12);
        expect(matchWin(p, p, 5)).toBeCloseTo(0.5, 12);
        expect(tiebreakWin(p, p)).toBeCloseTo(0.5, 12);
      }),
      { numRuns: 6 },
    );
  });

  it('does not care who serves first (Newton and Keller), and five sets favour the better player more', () => {
    fc.assert(
      fc.property(serve, serve, (pa, pb) => {
        expect(matchWin(pa, pb, 3, 1)).toBeCloseTo(matchWin(pa, pb, 3, 0), 10);
        expect(tiebreakWin(pa, pb)).toBeCloseTo(1 - tiebreakWin(pb, pa), 10);
        const better = pa > pb ? 1 : -1;
        if (Math.abs(pa - pb) > 0.01) expect(better * (matchWin(pa, pb, 5) - matchWin(pa, pb, 3))).toBeGreaterThan(0);
      }),
      { numRuns: 10 },
    );
  });

  it('gives distributions of sets and games that sum to 1 and agree with each other', () => {
    const { sets, games } = tennisMatch(0.66, 0.61, 3);
    expect(sets.reduce((sum, { p }) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(games.reduce((sum, { p }) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(new Set(sets.map(({ value }) => `${value.home}-${value.away}`))).toEqual(
      new Set(['2-0', '2-1', '0-2', '1-2']),
    );
    // Two sets take at least 12 games and three sets at most 39.
    const totals = games.map(({ value }) => value.home + value.away);
    expect(Math.min(...totals)).toBe(12);
    expect(Math.max(...totals)).toBe(39);
    // The winner of more games wins the match more often than not: both scopes come from one model.
    const moreGames = games.reduce((sum, { value, p }) => sum + (value.home > value.away ? p : 0), 0);
    expect(moreGames).toBeGreaterThan(0.5);
    expect(matchWin(0.66, 0.61, 3)).toBeGreaterThan(0.5);
  });
});
