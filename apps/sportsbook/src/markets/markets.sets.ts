import type { SportKey } from '../feed/feed.sports.js';
import { readSets } from './markets.read.js';
import { handicap, linesAround, overUnder, winner } from './markets.rules.js';
import type { LineSpec, MarketContext, MarketRule, Score, SportMarkets } from './markets.types.js';

/**
 * Sports played in sets (tennis, volleyball, table tennis) or maps (e-sport). Markets
 * read 'sets' (sets won by each side), 'games' (tennis: each side's games over the sets)
 * or 'points' (volleyball and table tennis: the points of both sides over the sets).
 */

const margin = (score: Score): number => score.home - score.away;
const total = (score: Score): number => score.home + score.away;
const SETS = { scope: 'sets' };
const GAMES = { scope: 'games' };
const POINTS = { scope: 'points' };

/** Set handicaps at the half lines a format allows: ±1.5 in two of three, ±1.5 and ±2.5 in three of five. */
function setHandicapLines(context: MarketContext): LineSpec<Score> {
  const bestOf = context.bestOf ?? 3;
  const lines: number[] = [];
  for (let line = 1.5; line < Math.ceil(bestOf / 2); line += 1) lines.push(-line, line);
  return { kind: 'fixed', values: lines.sort((a, b) => a - b) };
}

/** Total sets at every half line between the fewest and the most sets the format can take. */
function totalSetLines(context: MarketContext): LineSpec<Score> {
  const bestOf = context.bestOf ?? 3;
  const lines: number[] = [];
  for (let line = Math.ceil(bestOf / 2) + 0.5; line < bestOf; line += 1) lines.push(line);
  return { kind: 'fixed', values: lines };
}

function setRules(names: { winner: string; handicap: string; total: string }): MarketRule<Score>[] {
  return [
    winner({ ...SETS, type: names.winner }, margin),
    handicap({ ...SETS, type: names.handicap }, margin, setHandicapLines),
    overUnder({ ...SETS, type: names.total }, total, totalSetLines),
  ];
}

function setsMarkets(sport: SportKey, rules: readonly MarketRule<never>[]): SportMarkets {
  return {
    sport,
    rules,
    read(scope, result) {
      const summary = readSets(sport, result);
      if (scope === 'sets') return { home: summary.setsHome, away: summary.setsAway };
      if (scope === 'games') return { home: summary.gamesHome, away: summary.gamesAway };
      if (scope === 'points') return summary.gamesHome + summary.gamesAway;
      throw new RangeError(`${sport} has no scope '${scope}'`);
    },
    contextOf: () => ({}),
  };
}

const SET_NAMES = { winner: 'match-winner', handicap: 'set-handicap', total: 'total-sets' };

export const TENNIS_MARKETS = setsMarkets('tennis', [
  ...setRules(SET_NAMES),
  overUnder({ ...GAMES, type: 'total-games' }, total, linesAround(1, 3, total)),
  handicap(
    { ...GAMES, type: 'game-handicap' },
    margin,
    linesAround(1, 2, (games) => -margin(games)),
  ),
]);

const identity = (points: number): number => points;
const totalPoints = overUnder({ ...POINTS, type: 'total-points' }, identity, linesAround(2, 3, identity));

export const VOLLEYBALL_MARKETS = setsMarkets('volleyball', [...setRules(SET_NAMES), totalPoints]);

export const TABLE_TENNIS_MARKETS = setsMarkets('table-tennis', [...setRules(SET_NAMES), totalPoints]);

export const E_SPORT_MARKETS = setsMarkets(
  'e-sport',
  setRules({ winner: 'match-winner', handicap: 'map-handicap', total: 'total-maps' }),
);
