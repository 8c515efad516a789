import type { FeedEvent, MatchEvent } from '../feed/feed.calendar.js';
import type { Score } from '../markets/markets.types.js';
import { servePoints } from '../pricing/pricing.models.js';
import type { Draw } from './live.draws.js';
import { firstServes, isBreakPoint, isSetPoint, tennisFrom } from './live.tennis-model.js';
import { ZERO } from './live.timeline.js';
import type { LiveClock, Snapshot, SportLive, TennisDetail, Timeline } from './live.types.js';

/**
 * Tennis in play, point by point: each point is won by its server with the model's
 * serve-point probability; games to four points by two, a tie-break at 6-6 in every set
 * (to seven by two, serve changing after the first point and then every two), serve
 * alternating every game, the tie-break counting as one. Nominal time counts points: the
 * match's points share its play window evenly. A break point or a set point is a
 * dangerous moment: markets are suspended around the point played at it.
 */

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const plusOne = (score: Score, side: Side): Score => ({ ...score, [side]: score[side] + 1 });
/** More points than any match can take: a match is over long before, whatever is drawn. */
const MAX_POINTS = 20_000;

function asMatch(event: FeedEvent): MatchEvent {
  if (event.kind !== 'match') throw new RangeError('tennis is played by two players');
  return event;
}

export const setsWon = (sets: readonly Score[], side: Side): number =>
  sets.filter((s) => s[side] > s[other(side)]).length;

/** The state after a point won by `winner`. */
export function afterPoint(d: TennisDetail, winner: Side, bestOf: number): TennisDetail {
  const server = d.server!;
  const points = plusOne(d.points, winner);
  const w = points[winner];
  const l = points[other(winner)];
  if (d.tiebreak) {
    const first = d.tiebreakFirst!;
    if (w >= 7 && w - l >= 2) return endSet(d, plusOne(d.games, winner), other(first), bestOf);
    return { ...d, points, server: firstServes(w + l) ? first : other(first) };
  }
  if (!(w >= 4 && w - l >= 2)) return { ...d, points };
  const games = plusOne(d.games, winner);
  const g = games[winner];
  const h = games[other(winner)];
  if ((g >= 6 && g - h >= 2) || g === 7) return endSet(d, games, other(server), bestOf);
  if (g === 6 && h === 6)
    return { ...d, games, points: ZERO, tiebreak: true, server: other(server), tiebreakFirst: other(server) };
  return { ...d, games, points: ZERO, server: other(server) };
}

function endSet(d: TennisDetail, games: Score, next: Side, bestOf: number): TennisDetail {
  const sets = [...d.sets, games];
  const need = Math.ceil(bestOf / 2);
  const over = setsWon(sets, 'home') === need || setsWon(sets, 'away') === need;
  return { kind: 'tennis', sets, games: ZERO, points: ZERO, tiebreak: false, server: over ? undefined : next };
}

const finished = (d: TennisDetail, bestOf: number) =>
  Math.max(setsWon(d.sets, 'home'), setsWon(d.sets, 'away')) === Math.ceil(bestOf / 2);

function timeline(event: FeedEvent, draw: Draw): Timeline<TennisDetail> {
  const [pa, pb] = servePoints(asMatch(event));
  const bestOf = event.bestOf ?? 3;
  const initial: TennisDetail = { kind: 'tennis', sets: [], games: ZERO, points: ZERO, tiebreak: false };
  let d: TennisDetail = { ...initial, server: draw('toss') < 0.5 ? 'home' : 'away' };
  const snapshots: Snapshot<TennisDetail>[] = [];
  for (let i = 0; !finished(d, bestOf); i++) {
    if (i >= MAX_POINTS) throw new Error('tennis: a match that does not end');
    const serverWins = draw('point', i) < (d.server === 'home' ? pa : pb);
    const danger = isBreakPoint(d) || isSetPoint(d);
    d = afterPoint(d, serverWins ? d.server! : other(d.server!), bestOf);
    snapshots.push({ at: i + 1, detail: d, danger });
  }
  return {
    planLength: snapshots.length,
    end: snapshots.length,
    initial,
    snapshots,
    result: { kind: 'sets', sets: d.sets },
  };
}

function clock(timeline: Timeline<TennisDetail>, at: number): LiveClock {
  const points = Math.min(Math.max(at, 0), timeline.end);
  const sets = timeline.snapshots[Math.floor(points) - 1]?.detail.sets.length ?? 0;
  if (points >= timeline.end) return { period: sets - 1, elapsed: points, label: 'Finished' };
  return { period: sets, elapsed: points, label: `Set ${sets + 1}` };
}

export const TENNIS_LIVE: SportLive<TennisDetail> = {
  timeline,
  clock,
  score: ({ sets }) => ({ home: setsWon(sets, 'home'), away: setsWon(sets, 'away') }),
  model(event, detail) {
    const [pa, pb] = servePoints(asMatch(event));
    return { context: { bestOf: event.bestOf }, scopes: tennisFrom(pa, pb, event.bestOf ?? 3, detail) };
  },
  reachable(event, detail) {
    // The model is exact: every final score it gives a probability is reachable, and only those.
    const [pa, pb] = servePoints(asMatch(event));
    const { sets, games } = tennisFrom(pa, pb, event.bestOf ?? 3, detail);
    return { sets: sets.map(({ value }) => value), games: games.map(({ value }) => value) };
  },
};
