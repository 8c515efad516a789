import { readScore, scoreSum } from './markets.read.js';
import { doubleChance, fixedLines, handicap, overUnder, quarterLine, threeWay, yesNo } from './markets.rules.js';
import type { MarketRule, Score, SportMarkets } from './markets.types.js';

/**
 * Football markets, settled on regular time (90 minutes and stoppage time), as every
 * market here is: the calendar has league matches only, which never go to extra time.
 */

const margin = (score: Score): number => score.home - score.away;
const goals = (score: Score): number => score.home + score.away;

/** Correct scores offered one by one; any other score wins 'other'. */
export const CORRECT_SCORE_MAX = 4;

const CORRECT_SCORES: readonly string[] = [
  ...Array.from({ length: (CORRECT_SCORE_MAX + 1) ** 2 }, (_, i) => {
    const home = Math.floor(i / (CORRECT_SCORE_MAX + 1));
    return `${home}-${i % (CORRECT_SCORE_MAX + 1)}`;
  }),
  'other',
];

const correctScore: MarketRule<Score> = {
  type: 'correct-score',
  scope: 'full-time',
  lines: () => ({ kind: 'none' }),
  acceptsLine: () => false,
  outcomes: () => CORRECT_SCORES,
  coverage: () => 1,
  settle(outcome, score) {
    if (!CORRECT_SCORES.includes(outcome)) throw new RangeError(`correct-score has no outcome '${outcome}'`);
    const listed = score.home <= CORRECT_SCORE_MAX && score.away <= CORRECT_SCORE_MAX;
    const hit = outcome === 'other' ? !listed : outcome === `${score.home}-${score.away}`;
    return { kind: hit ? 'won' : 'lost' };
  },
};

const FULL_TIME = { scope: 'full-time' };
const FIRST_HALF = { scope: 'first-half' };

/** Home handicaps from −2.5 to +2.5 in quarters: whole, half and split (quarter) lines. */
const ASIAN_LINES = Array.from({ length: 21 }, (_, i) => -2.5 + i * 0.25);

const rules: readonly MarketRule<Score>[] = [
  threeWay({ ...FULL_TIME, type: '1x2' }, margin),
  doubleChance({ ...FULL_TIME, type: 'double-chance' }, margin),
  overUnder({ ...FULL_TIME, type: 'total' }, goals, fixedLines([0.5, 1.5, 2.5, 3.5, 4.5, 5.5])),
  yesNo({ ...FULL_TIME, type: 'both-teams-to-score' }, (score) => score.home > 0 && score.away > 0),
  correctScore,
  handicap({ ...FULL_TIME, type: 'asian-handicap' }, margin, fixedLines(ASIAN_LINES), quarterLine),
  threeWay({ ...FIRST_HALF, type: 'first-half-1x2' }, margin),
  overUnder({ ...FIRST_HALF, type: 'first-half-total' }, goals, fixedLines([0.5, 1.5, 2.5])),
];

export const FOOTBALL_MARKETS: SportMarkets = {
  sport: 'football',
  rules,
  read(scope, result) {
    const { periods } = readScore('football', result, 2, 'never');
    if (scope === 'full-time') return scoreSum(periods);
    if (scope === 'first-half') return periods[0]!;
    throw new RangeError(`football has no scope '${scope}'`);
  },
  contextOf: () => ({}),
};
