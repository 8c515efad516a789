import type { FeedEvent, MatchEvent } from '../feed/feed.calendar.js';
import type { Score } from '../markets/markets.types.js';
import { pointsParamsOf } from '../pricing/pricing.models.js';
import { discreteNormal, type PointsParams } from '../pricing/pricing.normal.js';
import { normalised, type Distribution } from '../pricing/pricing.types.js';
import { poissonArrivals, weighted, type Draw, type RateSegment } from './live.draws.js';
import { add, certain, ZERO } from './live.timeline.js';
import type { LiveClock, PeriodsDetail, Snapshot, SportLive, Timeline } from './live.types.js';

/**
 * Points sports in play (basketball, American football, handball). Each side scores in
 * baskets, field goals or touchdowns, goals: a Poisson process of scoring plays whose
 * values are drawn (1, 2 or 3 points; 2, 3, 6 or 7; 1), at the rate that gives the price
 * model's expected points. In play, the model is the prematch one for the time left: the
 * margin still to come normal with mean × f and sd × √f (f the share of regular time
 * left), the total likewise, added to the score; a level end of regular time goes to the
 * overtime margin as before kick-off. At kick-off this is the prematch model exactly.
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
  },
  handball: { periods: 2, length: 30, pauses: [15], untilDecided: false, values: [1], weights: [1], name: 'Half ' },
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

function timeline(event: FeedEvent, draw: Draw): Timeline<PeriodsDetail> {
  const l = layoutOf(event);
  const params = pointsParamsOf(asMatch(event));
  const meanValue =
    l.values.reduce((sum, value, i) => sum + value * l.weights[i]!, 0) / l.weights.reduce((a, b) => a + b, 0);
  const minutes = l.periods * l.length;
  // Expected points per minute of each side, from the model's margin and total.
  const perMinute = {
    home: Math.max(params.totalMean + params.marginMean, 1) / 2 / minutes,
    away: Math.max(params.totalMean - params.marginMean, 1) / 2 / minutes,
  };
  const end = regulationEnd(l);
  const planLength = end + (l.overtime ?? 0);
  const segments = (side: 'home' | 'away', from: number, to: number): RateSegment[] => [
    { from, to, rate: perMinute[side] / meanValue },
  ];
  const plays = (list: RateSegment[], side: 'home' | 'away', name: string) =>
    poissonArrivals(list, draw, `${name}-${side}`).map((at, i) => ({
      at,
      side,
      points: l.values[weighted(draw, l.weights, name, side, 'value', i)]!,
    }));
  const regular = (side: 'home' | 'away') =>
    plays(
      starts(l).flatMap((from) => segments(side, from, from + l.length)),
      side,
      'regular',
    );
  let periods: Score[] = Array.from({ length: l.periods }, () => ZERO);
  let overtime: Score | undefined;
  const snapshots: Snapshot<PeriodsDetail>[] = [];
  const score = (s: Score, side: 'home' | 'away', points: number): Score =>
    add(s, side === 'home' ? { home: points, away: 0 } : { home: 0, away: points });
  for (const { at, side, points } of [...regular('home'), ...regular('away')].sort((x, y) => x.at - y.at)) {
    const index = starts(l).findLastIndex((from) => from <= at);
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
    const list = [
      ...plays(segments('home', from, from + l.overtime), 'home', name),
      ...plays(segments('away', from, from + l.overtime), 'away', name),
    ];
    for (const { at, side, points } of list.sort((x, y) => x.at - y.at)) {
      overtime = score(overtime, side, points);
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
