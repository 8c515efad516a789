import type { EventResult, Score } from './markets.types.js';

/**
 * Reading results: a result is checked against what its sport can produce before any
 * market reads it, so that a mistyped result is refused with its reason instead of
 * settling bets on nonsense.
 */

/** What may follow regular time: nothing, play until someone leads, or play that may still end level. */
export type Overtime = 'never' | 'until-decided' | 'may-end-level';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function checkScore(sport: string, what: string, score: Score | undefined): Score {
  if (!score || !isCount(score.home) || !isCount(score.away)) {
    throw new RangeError(`${sport}: ${what} needs whole, non-negative home and away counts`);
  }
  return score;
}

/** The sum of scores (the full time from its periods). */
export function scoreSum(scores: readonly Score[]): Score {
  return scores.reduce((sum, score) => ({ home: sum.home + score.home, away: sum.away + score.away }), {
    home: 0,
    away: 0,
  });
}

/** A score result's periods and overtime, checked: `periods` of regular time and the sport's overtime rule. */
export function readScore(
  sport: string,
  result: EventResult,
  periods: number,
  overtime: Overtime,
): { periods: readonly Score[]; regular: Score; final: Score } {
  if (result.kind !== 'score') throw new RangeError(`${sport} is settled on a score, not on ${result.kind}`);
  if (result.periods.length !== periods) {
    throw new RangeError(`${sport}: a result has ${periods} periods of regular time, not ${result.periods.length}`);
  }
  result.periods.forEach((score, i) => checkScore(sport, `period ${i + 1}`, score));
  const regular = scoreSum(result.periods);
  if (!result.overtime) {
    if (overtime === 'until-decided' && regular.home === regular.away) {
      throw new RangeError(`${sport}: a level game goes to overtime until one side wins`);
    }
    return { periods: result.periods, regular, final: regular };
  }
  if (overtime === 'never') throw new RangeError(`${sport} has no overtime`);
  if (regular.home !== regular.away) throw new RangeError(`${sport}: only a level game goes to overtime`);
  const extra = checkScore(sport, 'overtime', result.overtime);
  const final = scoreSum([regular, extra]);
  if (overtime === 'until-decided' && final.home === final.away) {
    throw new RangeError(`${sport}: overtime goes on until one side wins`);
  }
  return { periods: result.periods, regular, final };
}

/** Sets won and the sums of each side's games (or points, or rounds) over the sets. */
export interface SetsSummary {
  setsHome: number;
  setsAway: number;
  gamesHome: number;
  gamesAway: number;
}

/** A sets result, checked: every set has a winner, and the match ends on the set that decides it. */
export function readSets(sport: string, result: EventResult): SetsSummary {
  if (result.kind !== 'sets') throw new RangeError(`${sport} is settled on sets, not on ${result.kind}`);
  if (result.sets.length === 0) throw new RangeError(`${sport}: a result has at least one set`);
  const summary: SetsSummary = { setsHome: 0, setsAway: 0, gamesHome: 0, gamesAway: 0 };
  result.sets.forEach((set, i) => {
    checkScore(sport, `set ${i + 1}`, set);
    if (set.home === set.away) throw new RangeError(`${sport}: set ${i + 1} has no winner`);
    if (set.home > set.away) summary.setsHome += 1;
    else summary.setsAway += 1;
    summary.gamesHome += set.home;
    summary.gamesAway += set.away;
  });
  const last = result.sets[result.sets.length - 1]!;
  const leader = summary.setsHome > summary.setsAway ? 'home' : 'away';
  if (summary.setsHome === summary.setsAway || (last.home > last.away ? 'home' : 'away') !== leader) {
    throw new RangeError(`${sport}: a match ends on the set that gives its winner the majority`);
  }
  return summary;
}
