import { readScore } from './markets.read.js';
import { fixedLines, handicap, linesAround, overUnder, threeWay, winner } from './markets.rules.js';
import type { MarketRule, Score, SportMarkets } from './markets.types.js';

/**
 * Ice hockey and baseball: low-scoring sports priced from a goal (run) model. Hockey's
 * 1X2 is regular time; its other markets include overtime and the shootout, whose winner
 * is counted one goal, as the American books do. Baseball's markets include extra innings.
 */

const margin = (score: Score): number => score.home - score.away;
const total = (score: Score): number => score.home + score.away;
const REGULATION = { scope: 'regulation' };
const FINAL = { scope: 'final' };

const hockeyRules: readonly MarketRule<Score>[] = [
  threeWay({ ...REGULATION, type: '1x2' }, margin),
  winner({ ...FINAL, type: 'moneyline' }, margin),
  handicap({ ...FINAL, type: 'puck-line' }, margin, fixedLines([-1.5, 1.5])),
  overUnder({ ...FINAL, type: 'total' }, total, linesAround(1, 2, total)),
];

export const ICE_HOCKEY_MARKETS: SportMarkets = {
  sport: 'ice-hockey',
  rules: hockeyRules,
  read(scope, result) {
    const { regular, final } = readScore('ice-hockey', result, 3, 'until-decided');
    if (scope === 'regulation') return regular;
    if (scope === 'final') return final;
    throw new RangeError(`ice-hockey has no scope '${scope}'`);
  },
  contextOf: () => ({}),
};

const baseballRules: readonly MarketRule<Score>[] = [
  winner({ ...FINAL, type: 'moneyline' }, margin),
  handicap({ ...FINAL, type: 'run-line' }, margin, fixedLines([-1.5, 1.5])),
  overUnder({ ...FINAL, type: 'total' }, total, linesAround(1, 2, total)),
];

export const BASEBALL_MARKETS: SportMarkets = {
  sport: 'baseball',
  rules: baseballRules,
  read(scope, result) {
    const { final } = readScore('baseball', result, 9, 'until-decided');
    if (scope === 'final') return final;
    throw new RangeError(`baseball has no scope '${scope}'`);
  },
  contextOf: () => ({}),
};
