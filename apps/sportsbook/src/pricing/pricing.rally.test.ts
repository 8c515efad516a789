import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Score } from '../markets/markets.types.js';
import { bestOfSets, raceScores, singleWin } from './pricing.rally.js';
import type { Distribution } from './pricing.types.js';

/** An independent race to n by two, rally by rally: the probability of every score reached, score by score. */
function raceByRallies(p: number, n: number): Map<string, number> {
  const finals = new Map<string, number>();
  let reached = new Map<string, number>([['0-0', 1]]);
  for (let rally = 0; rally < 2 * n + 80; rally++) {
    const next = new Map<string, number>();
    for (const [score, mass] of reached) {
      const [h, a] = score.split('-').map(Number) as [number, number];
      for (const [nh, na, q] of [
        [h + 1, a, p],
        [h, a + 1, 1 - p],
      ] as const) {
        const key = `${nh}-${na}`;
        const over = (nh >= n || na >= n) && Math.abs(nh - na) >= 2;
        (over ? finals : next).set(key, ((over ? finals : next).get(key) ?? 0) + mass * q);
      }
    }
    reached = next;
  }
  return finals;
}

const share = (scores: Distribution<Score>, holds: (score: Score) => boolean) =>
  scores.reduce((sum, { value, p }) => sum + (holds(value) ? p : 0), 0);

describe('rally sets and series', () => {
  it('scores a race to n won by two clear as the rally-by-rally recursion does', () => {
    for (const [p, n] of [
      [0.5, 5],
      [0.55, 7],
      [0.42, 11],
    ] as const) {
      const direct = raceByRallies(p, n);
      for (const { value, p: q } of raceScores(p, n)) {
        expect(q, `${value.home}-${value.away}`).toBeCloseTo(direct.get(`${value.home}-${value.away}`) ?? 0, 10);
      }
    }
  });

  it('makes an even set for an even rally, and sums every distribution to 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.3, max: 0.7, noNaN: true }), fc.constantFrom(11, 15, 25), (p, n) => {
        const scores = raceScores(p, n);
        expect(share(scores, () => true)).toBeCloseTo(1, 12);
        expect(share(scores, (s) => s.home > s.away) > 0.5).toBe(p > 0.5);
      }),
      { numRuns: 30 },
    );
    expect(share(raceScores(0.5, 25), (s) => s.home > s.away)).toBeCloseTo(0.5, 12);
  });

  it('plays a best of three maps as the binomial says: 2-0 p², 2-1 2p²q, three maps 2pq', () => {
    const p = 0.62;
    const q = 1 - p;
    const { sets } = bestOfSets(3, () => singleWin(p));
    const of = (home: number, away: number) => share(sets, (s) => s.home === home && s.away === away);
    expect(of(2, 0)).toBeCloseTo(p * p, 12);
    expect(of(2, 1)).toBeCloseTo(2 * p * p * q, 12);
    expect(of(1, 2) + of(2, 1)).toBeCloseTo(2 * p * q, 12);
  });

  it('adds the points of every set into one total for the match', () => {
    // A volleyball match: four sets to 25 and a fifth to 15.
    const { sets, points } = bestOfSets(5, (index) => raceScores(0.53, index === 4 ? 15 : 25));
    expect(share(sets, () => true)).toBeCloseTo(1, 12);
    expect(points.reduce((sum, { p }) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(Math.min(...points.map(({ value }) => value))).toBe(75); // three sets to 25-0
    const mean = points.reduce((sum, { value, p }) => sum + value * p, 0);
    expect(mean).toBeGreaterThan(150);
    expect(mean).toBeLessThan(200);
  });
});
