import type { FeedEvent, MatchEvent } from '../feed/feed.calendar.js';
import type { Score } from '../markets/markets.types.js';
import { goalSportMeans } from '../pricing/pricing.models.js';
import { decideLevel, poissonMatrix } from '../pricing/pricing.poisson.js';
import { normalised, scoresOf, type ScopeDistributions } from '../pricing/pricing.types.js';
import { poissonArrivals, type Draw } from './live.draws.js';
import { add, certain, grownScores, ZERO } from './live.timeline.js';
import type { LiveClock, PeriodsDetail, Snapshot, SportLive, Timeline } from './live.types.js';

/**
 * Ice hockey and baseball in play: each side's goals (runs) a Poisson process at a
 * constant rate over the periods (innings) of regular time, the pricing model's means
 * spread evenly. A level game is decided by one goal (run) to a side drawn in proportion
 * to the two rates, as the price model decides it: hockey's overtime goal within five
 * minutes, else the shootout (counted one goal); baseball's extra inning. In play, the
 * goals still to come are Poisson with the means scaled by the time left.
 */

interface Layout {
  periods: number;
  /** Minutes of play per period and of the break after each but the last. */
  length: number;
  pause: number;
  /** The decider: its length, and whether it can end early on a goal (sudden death). */
  decider: number;
  suddenDeath: boolean;
  /** Goals per side beyond any line of the sport's markets. */
  reach: number;
  name: string;
}

const HOCKEY: Layout = { periods: 3, length: 20, pause: 18, decider: 5, suddenDeath: true, reach: 15, name: 'Period' };
const BASEBALL: Layout = {
  periods: 9,
  length: 20,
  pause: 0,
  decider: 20,
  suddenDeath: false,
  reach: 20,
  name: 'Inning',
};

const regulationEnd = (l: Layout) => l.periods * l.length + (l.periods - 1) * l.pause;
const periodStart = (l: Layout, i: number) => i * (l.length + l.pause);

/** Minutes of play at nominal time `at` (breaks excluded), up to the end of regular time. */
function played(l: Layout, at: number): number {
  let total = 0;
  for (let i = 0; i < l.periods; i++) total += Math.min(Math.max(at - periodStart(l, i), 0), l.length);
  return total;
}

function asMatch(event: FeedEvent): MatchEvent {
  if (event.kind !== 'match') throw new RangeError(`${event.sport} is played by two sides`);
  return event;
}

function timelineOf(l: Layout) {
  return (event: FeedEvent, draw: Draw): Timeline<PeriodsDetail> => {
    const { lambda, mu } = goalSportMeans(asMatch(event));
    const minutes = l.periods * l.length;
    const segments = (mean: number) =>
      Array.from({ length: l.periods }, (_, i) => ({
        from: periodStart(l, i),
        to: periodStart(l, i) + l.length,
        rate: mean / minutes,
      }));
    const goals = [
      ...poissonArrivals(segments(lambda), draw, 'home-goal').map((at) => ({ at, home: 1, away: 0 })),
      ...poissonArrivals(segments(mu), draw, 'away-goal').map((at) => ({ at, home: 0, away: 1 })),
    ].sort((x, y) => x.at - y.at);
    let periods: Score[] = Array.from({ length: l.periods }, () => ZERO);
    const snapshots: Snapshot<PeriodsDetail>[] = goals.map(({ at, home, away }) => {
      const index = Math.min(Math.floor(at / (l.length + l.pause)), l.periods - 1);
      periods = periods.map((score, i) => (i === index ? add(score, { home, away }) : score));
      return { at, detail: { kind: 'periods', periods }, danger: true };
    });
    const regular = periods.reduce(add, ZERO);
    const end = regulationEnd(l);
    const initial: PeriodsDetail = { kind: 'periods', periods: periods.map(() => ZERO) };
    if (regular.home !== regular.away) {
      return { planLength: end + l.decider, end, initial, snapshots, result: { kind: 'score', periods } };
    }
    const homeWins = draw('decider') < lambda / (lambda + mu);
    const overtime = homeWins ? { home: 1, away: 0 } : { home: 0, away: 1 };
    // Sudden death: the first goal of either side within the decider, else the shootout at its end.
    const first = l.suddenDeath
      ? poissonArrivals([{ from: end, to: end + l.decider, rate: (lambda + mu) / minutes }], draw, 'overtime')[0]
      : undefined;
    const at = first ?? end + l.decider;
    snapshots.push({ at, detail: { kind: 'periods', periods, overtime }, danger: true });
    return { planLength: end + l.decider, end: at, initial, snapshots, result: { kind: 'score', periods, overtime } };
  };
}

function clockOf(l: Layout) {
  return (_: Timeline<PeriodsDetail>, at: number): LiveClock => {
    const end = regulationEnd(l);
    const elapsed = played(l, at) + Math.min(Math.max(at - end, 0), l.decider);
    if (at >= end) return { period: l.periods, elapsed, label: l.suddenDeath ? 'Overtime' : 'Extra inning' };
    const index = Math.min(Math.floor(at / (l.length + l.pause)), l.periods - 1);
    const within = at - periodStart(l, index);
    const label = within < l.length ? `${l.name} ${index + 1}` : `After ${l.name.toLowerCase()} ${index + 1}`;
    return { period: index, elapsed, label };
  };
}

/** A matrix of the final regular-time score: the goals to come added to the score on the board. */
function regularMatrix(score: Score, lambda: number, mu: number, max: number): number[][] {
  const rest = poissonMatrix(lambda, mu, max);
  const size = Math.max(score.home, score.away) + max + 1;
  const matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  rest.forEach((row, h) => row.forEach((p, a) => (matrix[score.home + h]![score.away + a] = p)));
  return matrix;
}

function liveOf(l: Layout): SportLive<PeriodsDetail> {
  return {
    timeline: timelineOf(l),
    clock: clockOf(l),
    score: ({ periods, overtime }) => add(periods.reduce(add, ZERO), overtime ?? ZERO),
    model(event, { periods, overtime }, at) {
      const { lambda, mu, max } = goalSportMeans(asMatch(event));
      const left = 1 - played(l, at) / (l.periods * l.length);
      const regular = periods.reduce(add, ZERO);
      const homeWins = lambda / (lambda + mu);
      const matrix = regularMatrix(regular, lambda * left, mu * left, max);
      const regulation = normalised(scoresOf(matrix));
      const final = overtime ? certain(add(regular, overtime)) : normalised(scoresOf(decideLevel(matrix, homeWins)));
      const scopes: ScopeDistributions = event.sport === 'baseball' ? { final } : { regulation, final };
      return { context: {}, scopes };
    },
    reachable(_, { periods, overtime }, at) {
      const regular = periods.reduce(add, ZERO);
      const over = at >= regulationEnd(l);
      const regulation = over ? [regular] : grownScores(regular, l.reach);
      const final = overtime
        ? [add(regular, overtime)]
        : regulation.flatMap((score) =>
            score.home === score.away ? [add(score, { home: 1, away: 0 }), add(score, { home: 0, away: 1 })] : [score],
          );
      return { regulation, final };
    },
  };
}

export const ICE_HOCKEY_LIVE = liveOf(HOCKEY);
export const BASEBALL_LIVE = liveOf(BASEBALL);
