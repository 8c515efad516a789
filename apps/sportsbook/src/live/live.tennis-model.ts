import type { Score } from '../markets/markets.types.js';
import { holdProbability, setScores, tennisMatch } from '../pricing/pricing.tennis.js';
import type { Distribution } from '../pricing/pricing.types.js';
import type { TennisDetail } from './live.types.js';

/**
 * Tennis prices from any score, with the point-by-point model of the prematch prices
 * (src/pricing/pricing.tennis.ts): the game in play from its points, the tie-break from
 * its points, the set from its games, then every set still to play as before kick-off.
 * Before the first point the server is unknown (the toss is revealed with it), and the
 * prices are the prematch ones.
 */

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** P(the server wins the game) from x points (server's) to y, with deuce's closed form. */
export function gameFrom(p: number, x: number, y: number): number {
  if (x >= 4 && x - y >= 2) return 1;
  if (y >= 4 && y - x >= 2) return 0;
  if (x >= 3 && y >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (x === y) return deuce;
    return x > y ? p + (1 - p) * deuce : p * deuce;
  }
  return p * gameFrom(p, x + 1, y) + (1 - p) * gameFrom(p, x, y + 1);
}

/** Whether the tie-break's first server serves point n (0-based): points 0, 3-4, 7-8, … */
export const firstServes = (n: number): boolean => Math.floor((n + 1) / 2) % 2 === 0;

/** P(the tie-break's first server wins it) from x points (theirs) to y; pf, ps the two servers' serve-point probabilities. */
export function tiebreakFrom(pf: number, ps: number, x: number, y: number): number {
  if (x >= 7 && x - y >= 2) return 1;
  if (y >= 7 && y - x >= 2) return 0;
  if (x >= 6 && x === y) {
    // From 6-6 on, every pair of points has one serve each: two clear wins.
    const both = pf * (1 - ps);
    const neither = (1 - pf) * ps;
    return both / (both + neither);
  }
  const point = firstServes(x + y) ? pf : 1 - ps;
  return point * tiebreakFrom(pf, ps, x + 1, y) + (1 - point) * tiebreakFrom(pf, ps, x, y + 1);
}

interface SetFinal {
  value: Score;
  p: number;
  /** Whether home serves the next set's first game. */
  homeNext: boolean;
}

/** The current set's final scores from the state, and who serves first after it. */
function setFinals(pa: number, pb: number, d: TennisDetail, server: Side): SetFinal[] {
  const serve = (side: Side) => (side === 'home' ? pa : pb);
  const tiebreak = (homeFirst: boolean, x: number, y: number, mass: number, h: number, a: number): SetFinal[] => {
    const first = tiebreakFrom(serve(homeFirst ? 'home' : 'away'), serve(homeFirst ? 'away' : 'home'), x, y);
    const home = homeFirst ? first : 1 - first;
    // The player who received first in the tie-break serves first in the next set.
    return [
      { value: { home: h + 1, away: a }, p: mass * home, homeNext: !homeFirst },
      { value: { home: h, away: a + 1 }, p: mass * (1 - home), homeNext: !homeFirst },
    ];
  };
  if (d.tiebreak) {
    const first = d.tiebreakFirst ?? server;
    return tiebreak(first === 'home', d.points[first], d.points[other(first)], 1, d.games.home, d.games.away);
  }
  const finals: SetFinal[] = [];
  let frontier = new Map<string, { h: number; a: number; homeServes: boolean; p: number }>();
  const play = (h: number, a: number, homeServes: boolean, p: number, homeWins: number) => {
    for (const [gh, ga, q] of [
      [h + 1, a, homeWins],
      [h, a + 1, 1 - homeWins],
    ] as const) {
      if ((gh >= 6 && gh - ga >= 2) || (ga >= 6 && ga - gh >= 2))
        finals.push({ value: { home: gh, away: ga }, p: p * q, homeNext: !homeServes });
      else if (gh === 6 && ga === 6) finals.push(...tiebreak(!homeServes, 0, 0, p * q, 6, 6));
      else {
        const key = `${gh},${ga}`;
        const known = frontier.get(key);
        frontier.set(key, { h: gh, a: ga, homeServes: !homeServes, p: (known?.p ?? 0) + p * q });
      }
    }
  };
  // The game in play, from its points.
  const held = gameFrom(serve(server), d.points[server], d.points[other(server)]);
  play(d.games.home, d.games.away, server === 'home', 1, server === 'home' ? held : 1 - held);
  while (frontier.size > 0) {
    const states = [...frontier.values()];
    frontier = new Map();
    for (const { h, a, homeServes, p } of states) {
      const hold = holdProbability(serve(homeServes ? 'home' : 'away'));
      play(h, a, homeServes, p, homeServes ? hold : 1 - hold);
    }
  }
  return finals;
}

/** The distributions of the match's sets and games from a live state (bestOf 3 or 5). */
export function tennisFrom(
  pa: number,
  pb: number,
  bestOf: number,
  d: TennisDetail,
): { sets: Distribution<Score>; games: Distribution<Score> } {
  const need = Math.ceil(bestOf / 2);
  const won = {
    home: d.sets.filter((s) => s.home > s.away).length,
    away: d.sets.filter((s) => s.away > s.home).length,
  };
  const gamesSoFar = d.sets.reduce((sum, s) => ({ home: sum.home + s.home, away: sum.away + s.away }), {
    home: 0,
    away: 0,
  });
  if (won.home === need || won.away === need)
    return { sets: [{ value: won, p: 1 }], games: [{ value: gamesSoFar, p: 1 }] };
  // No server yet: the toss is not known, the match not started.
  if (!d.server) return tennisMatch(pa, pb, bestOf);
  const homeFirst = setScores(pa, pb);
  const awayFirst = setScores(pb, pa).map(({ value, p }) => ({ value: { home: value.away, away: value.home }, p }));
  const sets = new Map<string, number>();
  const games = new Map<string, number>();
  const add = (map: Map<string, number>, score: Score, p: number) => {
    const key = `${score.home},${score.away}`;
    map.set(key, (map.get(key) ?? 0) + p);
  };
  type State = { sh: number; sa: number; homeServes: boolean; gh: number; ga: number; p: number };
  let states: State[] = [
    { sh: won.home, sa: won.away, homeServes: true, gh: gamesSoFar.home, ga: gamesSoFar.away, p: 1 },
  ];
  let current: SetFinal[] | undefined = setFinals(pa, pb, d, d.server);
  while (states.length > 0) {
    const next = new Map<string, State>();
    for (const state of states) {
      const finals: SetFinal[] =
        current ??
        (state.homeServes ? homeFirst : awayFirst).map(({ value, p }) => ({
          value,
          p,
          // An odd number of games hands the next set's first serve to the other player.
          homeNext: state.homeServes === ((value.home + value.away) % 2 === 0),
        }));
      for (const { value, p, homeNext } of finals) {
        const homeWon = value.home > value.away;
        const sh = state.sh + (homeWon ? 1 : 0);
        const sa = state.sa + (homeWon ? 0 : 1);
        const gh = state.gh + value.home;
        const ga = state.ga + value.away;
        const mass = state.p * p;
        if (sh === need || sa === need) {
          add(sets, { home: sh, away: sa }, mass);
          add(games, { home: gh, away: ga }, mass);
          continue;
        }
        const key = `${sh},${sa},${homeNext},${gh},${ga}`;
        const known = next.get(key);
        next.set(key, { sh, sa, homeServes: homeNext, gh, ga, p: (known?.p ?? 0) + mass });
      }
    }
    current = undefined;
    states = [...next.values()];
  }
  const list = (map: Map<string, number>) =>
    [...map].map(([key, p]) => {
      const [home, away] = key.split(',').map(Number);
      return { value: { home: home!, away: away! }, p };
    });
  return { sets: list(sets), games: list(games) };
}

/** Whether the receiver is one point from winning the game (a break point). */
export function isBreakPoint(d: TennisDetail): boolean {
  if (d.tiebreak || !d.server) return false;
  const receiver = d.points[other(d.server)];
  return receiver >= 3 && receiver > d.points[d.server];
}

/** Whether either player wins the set by winning the next point (a set point). */
export function isSetPoint(d: TennisDetail): boolean {
  return (['home', 'away'] as const).some((side) => {
    const mine = d.points[side];
    const theirs = d.points[other(side)];
    if (d.tiebreak) return mine >= 6 && mine > theirs;
    const games = d.games[side] + 1;
    return mine >= 3 && mine > theirs && games >= 6 && games - d.games[other(side)] >= 2;
  });
}
