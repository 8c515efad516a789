import type { Score } from '../markets/markets.types.js';
import type { Distribution } from './pricing.types.js';

/**
 * Tennis, point by point: each player wins a point on their own serve with a fixed
 * probability (pa for the home player, pb for the away one), points independent. From it,
 * exactly: a service game, a tie-break (first to 7 by 2, serve changing after the first
 * point and then every two), a set (first to 6 games by 2, a tie-break at 6-6; serve
 * alternates every game, the tie-break counting as one), and a match of best of 3 or 5
 * sets with its distribution of sets and games. Every set, the last included, ends in a
 * standard tie-break at 6-6 (the majors' 10-point deciding tie-break is not modelled).
 */

/** P(the server holds) when winning each point on serve with probability p. */
export function holdProbability(p: number): number {
  const q = 1 - p;
  // To love, 15, 30; or to deuce (20 ways to 3-3) and then two points clear.
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
}

/** Whether the first server of a tie-break serves point n (0-based): points 0, 3-4, 7-8, … */
const firstServes = (n: number): boolean => Math.floor((n + 1) / 2) % 2 === 0;

/** P(the player serving first wins the tie-break); pa, pb are the first and second server's serve-point probabilities. */
export function tiebreakWin(pa: number, pb: number): number {
  // reach[i][j]: the probability of the score i-j (first server's points first) before 6-6.
  const reach = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  reach[0]![0] = 1;
  let won = 0;
  for (let n = 0; n < 12; n++) {
    for (let i = Math.max(0, n - 6); i <= Math.min(6, n); i++) {
      const j = n - i;
      const p = reach[i]![j]!;
      if (p === 0 || j > 6) continue;
      const point = firstServes(n) ? pa : 1 - pb;
      if (i + 1 === 7 && j <= 5) won += p * point;
      else reach[i + 1]![j]! += p * point;
      if (j + 1 === 7 && i <= 5) continue; // lost
      reach[i]![j + 1]! += p * (1 - point);
    }
  }
  // From 6-6 every pair of points has one serve each (points 12 and 13 first): two clear wins.
  const both = pa * (1 - pb);
  const neither = (1 - pa) * pb;
  return won + reach[6]![6]! * (both / (both + neither));
}

/** The distribution of a set's final score in games (first server's games first). */
export function setScores(pa: number, pb: number): Distribution<Score> {
  const holdA = holdProbability(pa);
  const holdB = holdProbability(pb);
  const reach = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  reach[0]![0] = 1;
  const finals: { value: Score; p: number }[] = [];
  for (let n = 0; n < 12; n++) {
    for (let i = Math.max(0, n - 6); i <= Math.min(6, n); i++) {
      const j = n - i;
      const p = reach[i]![j]!;
      if (p === 0) continue;
      // Serve alternates every game: the first server serves the even-numbered games.
      const game = n % 2 === 0 ? holdA : 1 - holdB;
      for (const [gi, gj, q] of [
        [i + 1, j, game],
        [i, j + 1, 1 - game],
      ] as const) {
        const over = (gi >= 6 && gi - gj >= 2) || (gj >= 6 && gj - gi >= 2);
        if (over) finals.push({ value: { home: gi, away: gj }, p: p * q });
        else reach[gi]![gj]! += p * q;
      }
    }
  }
  // 6-6: the tie-break is game 13, served by the set's first server.
  const tiebreak = tiebreakWin(pa, pb);
  finals.push({ value: { home: 7, away: 6 }, p: reach[6]![6]! * tiebreak });
  finals.push({ value: { home: 6, away: 7 }, p: reach[6]![6]! * (1 - tiebreak) });
  return finals;
}

/** The distributions of a match's sets and games: home serves first with probability `homeServesFirst` (the toss). */
export function tennisMatch(
  pa: number,
  pb: number,
  bestOf: number,
  homeServesFirst = 0.5,
): { sets: Distribution<Score>; games: Distribution<Score> } {
  const need = Math.ceil(bestOf / 2);
  const homeFirst = setScores(pa, pb);
  const awayFirst = setScores(pb, pa).map(({ value, p }) => ({ value: { home: value.away, away: value.home }, p }));
  // A state packs sets home and away, who serves first in the next set, and games home
  // and away into one number (games stay below 64: at most 7 a set, 5 sets).
  const pack = (sh: number, sa: number, homeServes: number, gh: number, ga: number) =>
    (((sh * 4 + sa) * 2 + homeServes) * 64 + gh) * 64 + ga;
  let states = new Map<number, number>([
    [pack(0, 0, 1, 0, 0), homeServesFirst],
    [pack(0, 0, 0, 0, 0), 1 - homeServesFirst],
  ]);
  const sets = new Map<number, number>();
  const games = new Map<number, number>();
  const add = (map: Map<number, number>, key: number, p: number) => map.set(key, (map.get(key) ?? 0) + p);
  while (states.size > 0) {
    const next = new Map<number, number>();
    for (const [state, p] of states) {
      const ga = state % 64;
      const gh = Math.floor(state / 64) % 64;
      const serves = Math.floor(state / 4096) % 2;
      const sa = Math.floor(state / 8192) % 4;
      const sh = Math.floor(state / 32768);
      for (const { value, p: q } of serves === 1 ? homeFirst : awayFirst) {
        const homeWon = value.home > value.away;
        const h = sh + (homeWon ? 1 : 0);
        const a = sa + (homeWon ? 0 : 1);
        const mass = p * q;
        if (h === need || a === need) {
          add(sets, h * 64 + a, mass);
          add(games, (gh + value.home) * 64 + ga + value.away, mass);
          continue;
        }
        // An odd number of games in the set hands the first serve of the next to the other player.
        const homeNext = (serves === 1) === ((value.home + value.away) % 2 === 0) ? 1 : 0;
        add(next, pack(h, a, homeNext, gh + value.home, ga + value.away), mass);
      }
    }
    states = next;
  }
  return { sets: toScores(sets), games: toScores(games) };
}

function toScores(map: Map<number, number>): Distribution<Score> {
  return [...map].map(([key, p]) => ({ value: { home: Math.floor(key / 64), away: key % 64 }, p }));
}
