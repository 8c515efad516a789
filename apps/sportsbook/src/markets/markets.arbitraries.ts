import fc from 'fast-check';
import type { SportKey } from '../feed/feed.sports.js';
import type { EventResult, Score } from './markets.types.js';

/**
 * Random results each sport can produce, for the property tests of the markets and of
 * the pricing (test support: imported by tests only).
 */

const score = (max: number): fc.Arbitrary<Score> =>
  fc.record({ home: fc.integer({ min: 0, max }), away: fc.integer({ min: 0, max }) });

const decidingExtra = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.boolean())
  .map(([goals, homeWins]): Score => (homeWins ? { home: goals + 1, away: goals } : { home: goals, away: goals + 1 }));

/** Regular time of `periods`, then a deciding overtime when level (or, if `mayTie`, possibly a level one). */
function scoreResult(
  periods: number,
  max: number,
  overtime: 'never' | 'decides' | 'may-tie',
): fc.Arbitrary<EventResult> {
  return fc
    .tuple(fc.array(score(max), { minLength: periods, maxLength: periods }), decidingExtra, fc.boolean())
    .map(([list, extra, level]): EventResult => {
      const home = list.reduce((sum, s) => sum + s.home, 0);
      const away = list.reduce((sum, s) => sum + s.away, 0);
      if (overtime === 'never' || home !== away) return { kind: 'score', periods: list };
      return { kind: 'score', periods: list, overtime: overtime === 'may-tie' && level ? { home: 3, away: 3 } : extra };
    });
}

/** A match of sets: winners drawn until one side has the majority of `bestOf`, each set scored by `setScore`. */
function setsResult(setScore: (loser: number) => Score, loserMax: number): fc.Arbitrary<EventResult> {
  return fc
    .tuple(
      fc.constantFrom(3, 5),
      fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      fc.array(fc.integer({ min: 0, max: loserMax }), { minLength: 5, maxLength: 5 }),
    )
    .map(([bestOf, winners, losers]): EventResult => {
      const need = Math.ceil(bestOf / 2);
      const sets: Score[] = [];
      let home = 0;
      let away = 0;
      for (let i = 0; home < need && away < need; i++) {
        const s = setScore(losers[i]!);
        if (winners[i]) {
          sets.push(s);
          home += 1;
        } else {
          sets.push({ home: s.away, away: s.home });
          away += 1;
        }
      }
      return { kind: 'sets', sets };
    });
}

/** Race-to-n sets won by two clear points: n to the loser's points, or two more past n − 1 all. */
const raceSet =
  (n: number) =>
  (loser: number): Score =>
    loser <= n - 2 ? { home: n, away: loser } : { home: loser + 2, away: loser };

/** Tennis sets: 6 to 0-4, 7-5 or a tie-break 7-6. */
const tennisSet = (loser: number): Score => (loser <= 4 ? { home: 6, away: loser } : { home: 7, away: loser });

const golf: fc.Arbitrary<EventResult> = fc
  .array(fc.integer({ min: 268, max: 274 }), { minLength: 2, maxLength: 14 })
  .chain((strokes) => {
    const entries = strokes.map((value, i) => [`p${i}`, value] as const);
    const best = Math.min(...strokes);
    const leaders = entries.filter(([, value]) => value === best).map(([id]) => id);
    return fc
      .constantFrom(...leaders)
      .map((winner): EventResult => ({ kind: 'field', strokes: Object.fromEntries(entries), winner }));
  });

/** A valid result of the sport. */
export function resultOf(sport: SportKey): fc.Arbitrary<EventResult> {
  switch (sport) {
    case 'football':
      return scoreResult(2, 4, 'never');
    case 'ice-hockey':
      return scoreResult(3, 3, 'decides');
    case 'baseball':
      return scoreResult(9, 2, 'decides');
    case 'basketball':
      return scoreResult(4, 40, 'decides');
    case 'american-football':
      return scoreResult(4, 17, 'may-tie');
    case 'handball':
      return scoreResult(2, 20, 'never');
    case 'tennis':
      return setsResult(tennisSet, 6);
    case 'volleyball':
      return setsResult(raceSet(25), 30);
    case 'table-tennis':
      return setsResult(raceSet(11), 14);
    case 'e-sport':
      return setsResult(raceSet(13), 16);
    case 'golf':
      return golf;
  }
}
