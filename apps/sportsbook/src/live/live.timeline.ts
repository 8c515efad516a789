import type { Score } from '../markets/markets.types.js';
import type { Distribution } from '../pricing/pricing.types.js';
import type { LiveDetail, Snapshot, Timeline } from './live.types.js';

/** Reading a drawn match and shaping the in-play model's inputs, shared by every sport. */

/** The state at nominal time `at`: the last snapshot at or before it (binary search), else the initial one. */
export function detailAt<D extends LiveDetail>(timeline: Timeline<D>, at: number): D {
  const list = timeline.snapshots;
  let low = 0;
  let high = list.length; // the first snapshot after `at`
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]!.at <= at) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? timeline.initial : list[low - 1]!.detail;
}

/** A snapshot list sorted by time (ties keep their order), each the state after its change. */
export function byTime<D>(snapshots: Snapshot<D>[]): Snapshot<D>[] {
  return snapshots
    .map((snapshot, i) => ({ snapshot, i }))
    .sort((x, y) => x.snapshot.at - y.snapshot.at || x.i - y.i)
    .map(({ snapshot }) => snapshot);
}

export const add = (a: Score, b: Score): Score => ({ home: a.home + b.home, away: a.away + b.away });
export const ZERO: Score = { home: 0, away: 0 };

/** A distribution of scores shifted by what is already on the board. */
export function shifted(distribution: Distribution<Score>, by: Score): Distribution<Score> {
  return distribution.map(({ value, p }) => ({ value: add(value, by), p }));
}

/** The one value a finished scope has. */
export function certain<V>(value: V): Distribution<V> {
  return [{ value, p: 1 }];
}

/**
 * Every score reachable from `score` by adding at most `more` to each side: a superset of
 * what can still happen when no market line is further than `more` away.
 */
export function grownScores(score: Score, more: number): Score[] {
  const list: Score[] = [];
  for (let h = 0; h <= more; h++)
    for (let a = 0; a <= more; a++) list.push({ home: score.home + h, away: score.away + a });
  return list;
}
