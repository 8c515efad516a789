import type { FeedEvent, MatchEvent } from '../feed/feed.calendar.js';
import type { Score } from '../markets/markets.types.js';
import { pointsParamsOf } from '../pricing/pricing.models.js';
import { discreteNormal, type PointsParams } from '../pricing/pricing.normal.js';
import { normalised, type Distribution } from '../pricing/pricing.types.js';
import { gaussian, weighted, type Draw } from './live.draws.js';
import { add, certain, ZERO } from './live.timeline.js';
import type { LiveClock, PeriodsDetail, Snapshot, SportLive, Timeline } from './live.types.js';

/**
 * Points sports in play (basketball, American football, handball). The points each side
 * scores in a stretch of play (a block: a quarter, a half) are drawn from the price model
 * itself: the block's margin and total normal with the model's mean × s and sd × √s (s the
 * block's share of regular time), each side's points made of scoring plays (1, 2 or 3 points;
 * 2, 3, 6 or 7; 1) at times spread at random over the block. In play, the model is the
 * prematch one for the time left: the margin still to come normal with mean × f and sd × √f
 * (f the share of regular time left), the total likewise, added to the score; a level end
 * of regular time goes to the overtime margin as before kick-off, and an overtime is drawn
 * as a block of the overtime's share. So the games the feed plays out are the games its
 * prices describe. (They were drawn as independent streams of scoring plays before, whose
 * margins spread nearly twice as wide as the model's in basketball: leads the model took
 * for settled came back, and the main market was off for much of a game.)
 */

interface Layout {
  periods: number;
  length: number;
  /** Breaks after each period but the last. */
  pauses: readonly number[];
  /** Overtime's length; undefined where a level game stays level (handball). */
  overtime?: number;
  /** Basketball plays overtimes until one side leads; American football one, which may end level. */
  untilDecided: boolean;
  /** What a scoring play is worth, and how often. */
  values: readonly number[];
  weights: readonly number[];
  name: string;
  /** The periods of each block whose points are drawn together (see above). */
  periodsPerBlock: number;
}

const LAYOUTS: Record<string, Layout> = {
  basketball: {
    periods: 4,
    length: 12,
    pauses: [2, 15, 2],
    overtime: 5,
    untilDecided: true,
    values: [1, 2, 3],
    weights: [0.12, 0.63, 0.25],
    name: 'Q',
    periodsPerBlock: 1,
  },
  'american-football': {
    periods: 4,
    length: 15,
    pauses: [2, 12, 2],
    overtime: 10,
    untilDecided: false,
    values: [2, 3, 6, 7],
    weights: [0.03, 0.42, 0.05, 0.5],
    name: 'Q',
    // A quarter's few scores would often draw below nothing: halves keep the draw whole.
    periodsPerBlock: 2,
  },
  handball: {
    periods: 2,
    length: 30,
    pauses: [15],
    untilDecided: false,
    values: [1],
    weights: [1],
    name: 'Half ',
    periodsPerBlock: 1,
  },
};

/** Basketball's overtimes are played until one side leads; past this many the last is decided by a free throw. */
const MAX_OVERTIMES = 20;
/** Points either way beyond any line of these sports while time is left. */
const REACH = 400;

function layoutOf(event: FeedEvent): Layout {
  const layout = LAYOUTS[event.sport];
  if (!layout) throw new RangeError(`${event.sport} is not a points sport`);
  return layout;
}

function asMatch(event: FeedEvent): MatchEvent {
  if (event.kind !== 'match') throw new RangeError(`${event.sport} is played by two sides`);
  return event;
}

const starts = (l: Layout) => l.pauses.reduce((list, pause, i) => [...list, list[i]! + l.length + pause], [0]);
const regulationEnd = (l: Layout) => starts(l)[l.periods - 1]! + l.length;

/** Minutes of regular time played at nominal time `at`. */
function played(l: Layout, at: number): number {
  return starts(l).reduce((total, from) => total + Math.min(Math.max(at - from, 0), l.length), 0);
}

/** Whether a side's points can be made of the sport's scoring plays (American football has no lone point). */
const scorable = (l: Layout, points: number) => points === 0 || points >= Math.min(...l.values);

/**
 * A block's points for each side: its margin and total drawn from the model for a share `s`
 * of regular time, rounded to points the scoring plays can make.
 */
function blockPoints(l: Layout, params: PointsParams, s: number, draw: Draw, name: string): Score {
  const margin = params.marginMean * s + params.marginSd * Math.sqrt(s) * gaussian(draw, name, 'margin');
  const total = params.totalMean * s + params.totalSd * Math.sqrt(s) * gaussian(draw, name, 'total');
  const side = (points: number, which: 'home' | 'away') => {
    const whole = Math.max(0, Math.round(points));
    // A point no play makes goes up or down at even odds, which keeps the mean.
    return scorable(l, whole) ? whole : draw(name, which, 'round') < 0.5 ? 0 : Math.min(...l.values);
  };
  return { home: side((total + margin) / 2, 'home'), away: side((total - margin) / 2, 'away') };
}

/** `points` as scoring plays, each drawn by the sport's weights among those that leave a scorable rest. */
function playsOf(l: Layout, points: number, draw: Draw, ...name: readonly (string | number)[]): number[] {
  const plays: number[] = [];
  for (let rest = points; rest > 0;) {
    const weights = l.values.map((value, i) => (value <= rest && scorable(l, rest - value) ? l.weights[i]! : 0));
    const value = l.values[weighted(draw, weights, ...name, plays.length)]!;
    plays.push(value);
    rest -= value;
  }
  return plays;
}

function timeline(event: FeedEvent, draw: Draw): Timeline<PeriodsDetail> {
  const l = layoutOf(event);
  const params = pointsParamsOf(asMatch(event));
  const minutes = l.periods * l.length;
  const end = regulationEnd(l);
  const planLength = end + (l.overtime ?? 0);
  const periodStarts = starts(l);
  /** The plays of a block, at random times: `at` gives the clock at a share of the block played. */
  const blockPlays = (points: Score, name: string, at: (share: number) => number) =>
    (['home', 'away'] as const).flatMap((side) =>
      playsOf(l, points[side], draw, name, side, 'value').map((value, i) => ({
        at: at(draw(name, side, 'at', i)),
        side,
        points: value,
      })),
    );
  const blockLength = l.length * l.periodsPerBlock;
  // A minute of play to the clock: its period's start, and the minutes into it.
  const clockAt = (minute: number) => periodStarts[Math.floor(minute / l.length)]! + (minute % l.length);
  const regular = Array.from({ length: l.periods / l.periodsPerBlock }, (_, block) =>
    blockPlays(blockPoints(l, params, blockLength / minutes, draw, `block-${block}`), `block-${block}`, (share) =>
      clockAt((block + share) * blockLength),
    ),
  ).flat();
  let periods: Score[] = Array.from({ length: l.periods }, () => ZERO);
  let overtime: Score | undefined;
  const snapshots: Snapshot<PeriodsDetail>[] = [];
  const score = (s: Score, side: 'home' | 'away', points: number): Score =>
    add(s, side === 'home' ? { home: points, away: 0 } : { home: 0, away: points });
  for (const { at, side, points } of regular.sort((x, y) => x.at - y.at)) {
    const index = periodStarts.findLastIndex((from) => from <= at);
    periods = periods.map((s, i) => (i === index ? score(s, side, points) : s));
    snapshots.push({ at, detail: { kind: 'periods', periods }, danger: false });
  }
  let last = end;
  const level = () => {
    const total = add(periods.reduce(add, ZERO), overtime ?? ZERO);
    return total.home === total.away;
  };
  for (let n = 0; l.overtime !== undefined && level() && (n === 0 || l.untilDecided); n++) {
    const from = end + n * l.overtime;
    overtime ??= ZERO;
    const name = `overtime-${n}`;
    // The sports that play an overtime price it as this share of regular time.
    const points = blockPoints(l, params, params.overtimeShare!, draw, name);
    for (const { at, side, points: value } of blockPlays(points, name, (share) => from + share * l.overtime!).sort(
      (x, y) => x.at - y.at,
    )) {
      overtime = score(overtime, side, value);
      snapshots.push({ at, detail: { kind: 'periods', periods, overtime }, danger: false });
    }
    last = from + l.overtime;
    if (n === MAX_OVERTIMES - 1 && level()) {
      overtime = score(overtime, draw(name, 'free-throw') < 0.5 ? 'home' : 'away', 1);
      snapshots.push({ at: last, detail: { kind: 'periods', periods, overtime }, danger: false });
      break;
    }
  }
  const initial: PeriodsDetail = { kind: 'periods', periods: periods.map(() => ZERO) };
  const result = overtime ? { kind: 'score' as const, periods, overtime } : { kind: 'score' as const, periods };
  return { planLength, end: last, initial, snapshots, result };
}

function clock(timeline: Timeline<PeriodsDetail>, at: number, l: Layout): LiveClock {
  const end = regulationEnd(l);
  const regular = played(l, at);
  if (at >= end) {
    const overtime = Math.max(0, Math.min(at, timeline.end) - end);
    return {
      period: l.periods + Math.floor(overtime / (l.overtime ?? 1)),
      elapsed: regular + overtime,
      label: at >= timeline.end ? 'Final' : 'Overtime',
    };
  }
  const index = starts(l).findLastIndex((from) => from <= at);
  const within = at - starts(l)[index]!;
  return { period: index, elapsed: regular, label: within < l.length ? `${l.name}${index + 1}` : 'Break' };
}

/** The overtime margin as before kick-off: the regular one scaled to overtime's length, level ones replayed. */
function overtimeMargin(params: PointsParams, share: number): Distribution<number> {
  return normalised(
    discreteNormal(params.marginMean * share, params.marginSd * Math.sqrt(share)).filter((e) => e.value !== 0),
  );
}

/** N(mean, sd) rounded, or the mean itself when nothing is left to play. */
const rounded = (mean: number, sd: number, min?: number): Distribution<number> =>
  sd > 0 ? discreteNormal(mean, sd, min) : certain(Math.round(mean));

function model(event: FeedEvent, { periods, overtime }: PeriodsDetail, at: number) {
  const l = layoutOf(event);
  const params = pointsParamsOf(asMatch(event));
  const now = add(periods.reduce(add, ZERO), overtime ?? ZERO);
  const margin = now.home - now.away;
  const total = now.home + now.away;
  const end = regulationEnd(l);
  // The share of regular time still to come, or, in overtime, of the overtime in play.
  const share = params.overtimeShare ?? 0;
  const inOvertime = at >= end;
  const left = inOvertime
    ? share * (1 - ((at - end) % (l.overtime ?? 1)) / (l.overtime ?? 1))
    : 1 - played(l, at) / (l.periods * l.length);
  const rest = rounded(margin + params.marginMean * left, params.marginSd * Math.sqrt(left));
  const totals = rounded(total + params.totalMean * left, params.totalSd * Math.sqrt(left), total);
  // Level at the end: overtime where the sport plays one (again in basketball), else level it stays.
  const replay = params.overtimeShare !== undefined && (!inOvertime || l.untilDecided);
  const levelMass = replay ? (rest.find((e) => e.value === 0)?.p ?? 0) : 0;
  const finalMargin = new Map<number, number>();
  for (const { value, p } of rest) if (!replay || value !== 0) finalMargin.set(value, p);
  if (replay)
    for (const { value, p } of overtimeMargin(params, share))
      finalMargin.set(value, (finalMargin.get(value) ?? 0) + levelMass * p);
  return { context: {}, scopes: { margin: [...finalMargin].map(([value, p]) => ({ value, p })), total: totals } };
}

function liveOf(sport: string): SportLive<PeriodsDetail> {
  const l = LAYOUTS[sport]!;
  return {
    timeline,
    clock: (t, at) => clock(t, at, l),
    score: ({ periods, overtime }) => add(periods.reduce(add, ZERO), overtime ?? ZERO),
    model,
    reachable(_, { periods, overtime }) {
      // While time is left anything can happen to the margin, and the total can only grow.
      const now = add(periods.reduce(add, ZERO), overtime ?? ZERO);
      const margin = now.home - now.away;
      const total = now.home + now.away;
      return {
        margin: Array.from({ length: 2 * REACH + 1 }, (_, i) => margin - REACH + i),
        total: Array.from({ length: REACH + 1 }, (_, i) => total + i),
      };
    },
  };
}

export const BASKETBALL_LIVE = liveOf('basketball');
export const AMERICAN_FOOTBALL_LIVE = liveOf('american-football');
export const HANDBALL_LIVE = liveOf('handball');
