import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Score } from '../markets/markets.types.js';
import { raceScores } from '../pricing/pricing.rally.js';
import { holdProbability, tennisMatch, tiebreakWin } from '../pricing/pricing.tennis.js';
import type { Distribution } from '../pricing/pricing.types.js';
import { drawsFor } from './live.draws.js';
import { raceFrom } from './live.rally.js';
import { gameFrom, tennisFrom, tiebreakFrom } from './live.tennis-model.js';
import { afterPoint } from './live.tennis.js';
import type { TennisDetail } from './live.types.js';

const serve = fc.double({ min: 0.45, max: 0.8, noNaN: true });
const key = (s: Score) => `${s.home}-${s.away}`;
/** The probability of each score (a score listed twice counts twice). */
function asMap(d: Distribution<Score>): Map<string, number> {
  const map = new Map<string, number>();
  for (const { value, p } of d) map.set(key(value), (map.get(key(value)) ?? 0) + p);
  return map;
}

/** Two distributions equal to 1e-9 in every score either gives. */
function expectSame(a: Distribution<Score>, b: Distribution<Score>) {
  const x = asMap(a);
  const y = asMap(b);
  for (const k of new Set([...x.keys(), ...y.keys()])) expect(x.get(k) ?? 0, k).toBeCloseTo(y.get(k) ?? 0, 9);
}

/** p × a + (1 − p) × b. */
const mix = (p: number, a: Distribution<Score>, b: Distribution<Score>): Distribution<Score> => [
  ...a.map((e) => ({ value: e.value, p: p * e.p })),
  ...b.map((e) => ({ value: e.value, p: (1 - p) * e.p })),
];

describe('tennis from any score', () => {
  it('starts where the prematch model starts', () => {
    fc.assert(
      fc.property(serve, serve, fc.constantFrom(3, 5), (pa, pb, bestOf) => {
        expect(gameFrom(pa, 0, 0)).toBeCloseTo(holdProbability(pa), 12);
        expect(tiebreakFrom(pa, pb, 0, 0)).toBeCloseTo(tiebreakWin(pa, pb), 12);
        const start: TennisDetail = {
          kind: 'tennis',
          sets: [],
          games: { home: 0, away: 0 },
          points: { home: 0, away: 0 },
          tiebreak: false,
        };
        const home = tennisFrom(pa, pb, bestOf, { ...start, server: 'home' });
        const prematch = tennisMatch(pa, pb, bestOf, 1);
        expectSame(home.sets, prematch.sets);
        expectSame(home.games, prematch.games);
        expectSame(
          tennisFrom(pa, pb, bestOf, { ...start, server: 'away' }).games,
          tennisMatch(pa, pb, bestOf, 0).games,
        );
      }),
      { numRuns: 4 },
    );
  });

  it('is the average of the two scores the next point leads to, at every score of drawn matches (serve order included)', () => {
    fc.assert(
      fc.property(serve, serve, fc.string({ maxLength: 6 }), (pa, pb, seed) => {
        const draw = drawsFor(seed, 'model');
        let d: TennisDetail = {
          kind: 'tennis',
          sets: [],
          games: { home: 0, away: 0 },
          points: { home: 0, away: 0 },
          tiebreak: false,
          server: 'home',
        };
        for (let i = 0; i < 400 && d.server; i++) {
          const p = d.server === 'home' ? pa : pb;
          // Every ninth point, and every point of a tie-break or one that can end a set.
          if (i % 9 === 0 || d.tiebreak || Math.max(d.games.home, d.games.away) >= 5) {
            const now = tennisFrom(pa, pb, 3, d);
            const ifServer = tennisFrom(pa, pb, 3, afterPoint(d, d.server, 3));
            const ifReceiver = tennisFrom(pa, pb, 3, afterPoint(d, d.server === 'home' ? 'away' : 'home', 3));
            expectSame(now.sets, mix(p, ifServer.sets, ifReceiver.sets));
            expectSame(now.games, mix(p, ifServer.games, ifReceiver.games));
          }
          d = afterPoint(d, draw('point', i) < p ? d.server : d.server === 'home' ? 'away' : 'home', 3);
        }
      }),
      { numRuns: 4, endOnFailure: true },
    );
  });
});

describe('a rally set from any score', () => {
  it('is the prematch race from 0-0 and the average of the next rally’s two scores elsewhere', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 0.7, noNaN: true }),
        fc.constantFrom(11, 15, 25),
        fc.nat(30),
        fc.nat(30),
        (p, n, i, j) => {
          expectSame(raceFrom(p, n, 0, 0), raceScores(p, n));
          const [a, b] = [Math.min(i, n + 3), Math.min(j, n + 3)];
          if ((a >= n || b >= n) && Math.abs(a - b) >= 2) return; // a finished set
          if (Math.abs(a - b) > 2 && Math.max(a, b) >= n - 1) return; // no such score
          expectSame(raceFrom(p, n, a, b), mix(p, after(p, n, a + 1, b), after(p, n, a, b + 1)));
        },
      ),
      { numRuns: 40 },
    );
  });
});

/** The set's distribution from a score, or the score itself once the set is won. */
function after(p: number, n: number, a: number, b: number): Distribution<Score> {
  if ((a >= n || b >= n) && Math.abs(a - b) >= 2) return [{ value: { home: a, away: b }, p: 1 }];
  return raceFrom(p, n, a, b);
}
