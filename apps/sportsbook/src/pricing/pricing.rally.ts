import type { Score } from '../markets/markets.types.js';
import { normalised, type Distribution } from './pricing.types.js';

/**
 * Rally-point sports (volleyball, table tennis) and series of maps (e-sport). Every rally
 * is won by the home side with the same probability p whoever serves (a simplification:
 * in volleyball the receiving side wins slightly more rallies), so a set is a race to n
 * points won by two clear, and a match the first to win a majority of its sets.
 */

/** Rallies played past n − 1 all before the distribution stops: the rest is below 2^-40 of the deuce. */
const DEUCE_PAIRS = 40;

/** C(n, k), exact for the small n of a set. */
function choose(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
}

/** The final scores of a race to n points won by two clear, the home side winning each rally with probability p. */
export function raceScores(p: number, n: number): Distribution<Score> {
  const q = 1 - p;
  const list: { value: Score; p: number }[] = [];
  // n to j (j <= n − 2): the winner takes the last rally, the first n − 1 + j rallies in any order.
  for (let j = 0; j <= n - 2; j++) {
    const ways = choose(n - 1 + j, j);
    list.push({ value: { home: n, away: j }, p: ways * p ** n * q ** j });
    list.push({ value: { home: j, away: n }, p: ways * q ** n * p ** j });
  }
  // From n − 1 all, each pair of rallies either ends it (won by 2) or levels it again.
  const deuce = choose(2 * n - 2, n - 1) * p ** (n - 1) * q ** (n - 1);
  for (let k = 0; k < DEUCE_PAIRS; k++) {
    const level = deuce * (2 * p * q) ** k;
    list.push({ value: { home: n + k + 1, away: n + k - 1 }, p: level * p * p });
    list.push({ value: { home: n + k - 1, away: n + k + 1 }, p: level * q * q });
  }
  return normalised(list.filter((entry) => entry.p > 0));
}

/**
 * A match of `bestOf` sets (the first to a majority wins), set number i (0-based) scored by
 * `setScores(i)`: the distribution of sets won and of the points of both sides together.
 */
export function bestOfSets(
  bestOf: number,
  setScores: (index: number) => Distribution<Score>,
): { sets: Distribution<Score>; points: Distribution<number> } {
  const need = Math.ceil(bestOf / 2);
  // states: for each (sets home, sets away) still in play, the probability of each number of points so far.
  let states = new Map<number, Float64Array>([[0, Float64Array.of(1)]]);
  const sets = new Map<number, number>();
  const points: number[] = [];
  for (let index = 0; states.size > 0; index++) {
    const scores = setScores(index);
    const longest = Math.max(...scores.map(({ value }) => value.home + value.away));
    const next = new Map<number, Float64Array>();
    for (const [key, played] of states) {
      const sh = Math.floor(key / 8);
      const sa = key % 8;
      for (const { value, p: q } of scores) {
        const h = sh + (value.home > value.away ? 1 : 0);
        const a = sa + (value.home > value.away ? 0 : 1);
        const length = value.home + value.away;
        const over = h === need || a === need;
        let target = next.get(h * 8 + a);
        if (!over && !target) {
          target = new Float64Array(played.length + longest);
          next.set(h * 8 + a, target);
        }
        let mass = 0;
        for (let total = 0; total < played.length; total++) {
          const p = played[total]! * q;
          if (p === 0) continue;
          mass += p;
          if (over) points[total + length] = (points[total + length] ?? 0) + p;
          else target![total + length]! += p;
        }
        if (over) sets.set(h * 8 + a, (sets.get(h * 8 + a) ?? 0) + mass);
      }
    }
    states = next;
  }
  return {
    sets: [...sets].map(([key, p]) => ({ value: { home: Math.floor(key / 8), away: key % 8 }, p })),
    points: points.flatMap((p, value) => (p ? [{ value, p }] : [])),
  };
}

/** One map (or game) of a series, won by the home side with probability p: scored 1-0 or 0-1. */
export function singleWin(p: number): Distribution<Score> {
  return [
    { value: { home: 1, away: 0 }, p },
    { value: { home: 0, away: 1 }, p: 1 - p },
  ];
}
