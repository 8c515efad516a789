import type { FeedEvent, MatchEvent } from '../feed/feed.calendar.js';
import type { Score } from '../markets/markets.types.js';
import { footballParams, footballScores, type FootballParams } from '../pricing/pricing.football.js';
import { poissonArrivals, type Draw, type RateSegment } from './live.draws.js';
import { add, byTime, certain, grownScores, shifted, ZERO } from './live.timeline.js';
import type { FootballDetail, LiveClock, Snapshot, SportLive, Timeline } from './live.types.js';

/**
 * Football in play. Nominal time is minutes: the first half [0, 45), half-time [45, 60),
 * the second half [60, 105) (stoppage time is not played). Each side's goals are a
 * time-inhomogeneous Poisson process whose intensity puts the pricing model's share of
 * its expected goals in each half, so the drawn match and the prices share one model.
 * In play, the remaining expected goals are the model's, scaled by the intensity still to
 * come; the distribution of the goals still to come is the same Dixon-Coles model with
 * those means, added to the score: at kick-off it is the prematch model exactly.
 */

const HALF = 45;
const SECOND_HALF_FROM = 60;
const END = 105;
/** More goals per side than any football line needs to settle both ways (5.5, ±2.5, 4-4). */
const REACH = 8;

function asMatch(event: FeedEvent): MatchEvent {
  if (event.kind !== 'match') throw new RangeError('football is played by two sides');
  return event;
}

/** The goal intensity of a side, per minute, in each half. */
function intensity(mean: number, share: number): RateSegment[] {
  return [
    { from: 0, to: HALF, rate: (mean * share) / HALF },
    { from: SECOND_HALF_FROM, to: END, rate: (mean * (1 - share)) / HALF },
  ];
}

/** The share of each half still to play at minute `at`. */
function remaining(at: number): [number, number] {
  return [1 - Math.min(Math.max(at, 0), HALF) / HALF, 1 - Math.min(Math.max(at - SECOND_HALF_FROM, 0), HALF) / HALF];
}

/** The model of the goals still to come: the prematch means scaled by what is left of each half. */
export function remainingParams(params: FootballParams, at: number): FootballParams {
  const [first, second] = remaining(at);
  const s = params.firstHalfShare;
  const left = s * first + (1 - s) * second;
  return {
    lambda: params.lambda * left,
    mu: params.mu * left,
    rho: params.rho,
    firstHalfShare: left > 0 ? (s * first) / left : 0,
  };
}

const paramsOf = (event: FeedEvent) => {
  const match = asMatch(event);
  return footballParams(match.home, match.away, match.scoring);
};

function timeline(event: FeedEvent, draw: Draw): Timeline<FootballDetail> {
  const params = paramsOf(event);
  const goals = [
    ...poissonArrivals(intensity(params.lambda, params.firstHalfShare), draw, 'home-goal').map((at) => ({
      at,
      side: 'home' as const,
    })),
    ...poissonArrivals(intensity(params.mu, params.firstHalfShare), draw, 'away-goal').map((at) => ({
      at,
      side: 'away' as const,
    })),
  ].sort((x, y) => x.at - y.at);
  let halves: [Score, Score] = [ZERO, ZERO];
  const snapshots: Snapshot<FootballDetail>[] = goals.map(({ at, side }) => {
    const half = at < HALF ? 0 : 1;
    const goal = side === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 };
    halves = half === 0 ? [add(halves[0], goal), halves[1]] : [halves[0], add(halves[1], goal)];
    return { at, detail: { kind: 'football', halves }, danger: true };
  });
  return {
    planLength: END,
    end: END,
    initial: { kind: 'football', halves: [ZERO, ZERO] },
    snapshots: byTime(snapshots),
    result: { kind: 'score', periods: halves },
  };
}

function clock(_: Timeline<FootballDetail>, at: number): LiveClock {
  const minute = Math.min(at, END);
  if (minute < HALF) return { period: 0, elapsed: minute, label: `1st half ${Math.floor(minute) + 1}'` };
  if (minute < SECOND_HALF_FROM) return { period: 0, elapsed: HALF, label: 'Half-time' };
  if (minute < END) {
    return { period: 1, elapsed: minute - (SECOND_HALF_FROM - HALF), label: `2nd half ${Math.floor(minute) - 14}'` };
  }
  return { period: 1, elapsed: 2 * HALF, label: 'Full time' };
}

export const FOOTBALL_LIVE: SportLive<FootballDetail> = {
  timeline,
  clock,
  score: ({ halves }) => add(halves[0], halves[1]),
  model(event, { halves }, at) {
    const rest = footballScores(remainingParams(paramsOf(event), at));
    const firstHalf = at < HALF ? shifted(rest.firstHalf, halves[0]) : certain(halves[0]);
    return {
      context: {},
      scopes: { 'full-time': shifted(rest.fullTime, add(halves[0], halves[1])), 'first-half': firstHalf },
    };
  },
  reachable(_, { halves }, at) {
    const fullTime = add(halves[0], halves[1]);
    return {
      'full-time': at < END ? grownScores(fullTime, REACH) : [fullTime],
      'first-half': at < HALF ? grownScores(halves[0], REACH) : [halves[0]],
    };
  },
};
