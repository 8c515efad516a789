import type { FeedEvent, MatchEvent } from '../feed/feed.calendar.js';
import type { Score } from '../markets/markets.types.js';
import { mapWin, rallyTarget, rallyWin } from '../pricing/pricing.models.js';
import { bestOfSets, raceScores, singleWin } from '../pricing/pricing.rally.js';
import { normalised, type Distribution } from '../pricing/pricing.types.js';
import type { Draw } from './live.draws.js';
import { certain, ZERO } from './live.timeline.js';
import type { LiveClock, SetsDetail, Snapshot, SportLive, Timeline } from './live.types.js';

/**
 * Sets won rally by rally (volleyball, table tennis) and series of maps (e-sport). A
 * rally goes to the home side with the model's probability; a set is a race to 25 (15 in
 * volleyball's fifth set) or 11 by two; nominal time counts rallies. A map is won whole,
 * with the model's probability, and nominal time counts maps. In play, the sets already
 * played are certain, the set in play is a race from its score, and the sets to come are
 * priced as before kick-off, through the same best-of composition.
 */

/** Deuces followed past n − 1 all, as the prematch race counts them (the rest is below 2^-40). */
const DEUCE_PAIRS = 40;

type Side = 'home' | 'away';
const plusOne = (score: Score, side: Side): Score => ({ ...score, [side]: score[side] + 1 });
const setsWon = (sets: readonly Score[]) => ({
  home: sets.filter((s) => s.home > s.away).length,
  away: sets.filter((s) => s.away > s.home).length,
});

function asMatch(event: FeedEvent): MatchEvent {
  if (event.kind !== 'match') throw new RangeError(`${event.sport} is played by two sides`);
  return event;
}

/** The final scores of a race to n by two from i-j, the home side winning each rally with probability p. */
export function raceFrom(p: number, n: number, i: number, j: number): Distribution<Score> {
  if (i === 0 && j === 0) return raceScores(p, n);
  const q = 1 - p;
  const finals: { value: Score; p: number }[] = [];
  const deuce = (level: number, mass: number) => {
    for (let k = 0; k < DEUCE_PAIRS; k++) {
      const m = mass * (2 * p * q) ** k;
      finals.push({ value: { home: level + k + 2, away: level + k }, p: m * p * p });
      finals.push({ value: { home: level + k, away: level + k + 2 }, p: m * q * q });
    }
  };
  let frontier = new Map<string, { a: number; b: number; m: number }>([[`${i},${j}`, { a: i, b: j, m: 1 }]]);
  while (frontier.size > 0) {
    const next = new Map<string, { a: number; b: number; m: number }>();
    const push = (a: number, b: number, m: number) => {
      if (a >= n && a - b >= 2) finals.push({ value: { home: a, away: b }, p: m });
      else if (b >= n && b - a >= 2) finals.push({ value: { home: a, away: b }, p: m });
      else if (a >= n - 1 && a === b) deuce(a, m);
      else next.set(`${a},${b}`, { a, b, m: (next.get(`${a},${b}`)?.m ?? 0) + m });
    };
    for (const { a, b, m } of frontier.values()) {
      if (a >= n - 1 && a === b) deuce(a, m);
      else {
        push(a + 1, b, m * p);
        push(a, b + 1, m * q);
      }
    }
    frontier = next;
  }
  return normalised(finals.filter((entry) => entry.p > 0));
}

function rallyTimeline(event: FeedEvent, draw: Draw): Timeline<SetsDetail> {
  const p = rallyWin(asMatch(event));
  const need = Math.ceil((event.bestOf ?? 5) / 2);
  const initial: SetsDetail = { kind: 'sets', sets: [], current: ZERO };
  let d = initial;
  const snapshots: Snapshot<SetsDetail>[] = [];
  for (let i = 0; Math.max(setsWon(d.sets).home, setsWon(d.sets).away) < need; i++) {
    const n = rallyTarget(event.sport, d.sets.length);
    const setPoint = Math.max(d.current.home, d.current.away) >= n - 1 && d.current.home !== d.current.away;
    const current = plusOne(d.current, draw('rally', i) < p ? 'home' : 'away');
    const over = Math.max(current.home, current.away) >= n && Math.abs(current.home - current.away) >= 2;
    d = over ? { kind: 'sets', sets: [...d.sets, current], current: ZERO } : { kind: 'sets', sets: d.sets, current };
    snapshots.push({ at: i + 1, detail: d, danger: setPoint });
  }
  return {
    planLength: snapshots.length,
    end: snapshots.length,
    initial,
    snapshots,
    result: { kind: 'sets', sets: d.sets },
  };
}

function mapsTimeline(event: FeedEvent, draw: Draw): Timeline<SetsDetail> {
  const p = mapWin(asMatch(event));
  const bestOf = event.bestOf ?? 3;
  const initial: SetsDetail = { kind: 'sets', sets: [], current: ZERO };
  let d = initial;
  const snapshots: Snapshot<SetsDetail>[] = [];
  for (let i = 0; Math.max(setsWon(d.sets).home, setsWon(d.sets).away) < Math.ceil(bestOf / 2); i++) {
    const map = draw('map', i) < p ? { home: 1, away: 0 } : { home: 0, away: 1 };
    d = { kind: 'sets', sets: [...d.sets, map], current: ZERO };
    snapshots.push({ at: i + 1, detail: d, danger: true });
  }
  // The window is laid out for the longest series: a short one finishes early.
  return { planLength: bestOf, end: snapshots.length, initial, snapshots, result: { kind: 'sets', sets: d.sets } };
}

function clockOf(name: string) {
  return (timeline: Timeline<SetsDetail>, at: number): LiveClock => {
    const elapsed = Math.min(Math.max(at, 0), timeline.end);
    const sets = timeline.snapshots[Math.floor(elapsed) - 1]?.detail.sets.length ?? 0;
    if (elapsed >= timeline.end) return { period: sets - 1, elapsed, label: 'Finished' };
    return { period: sets, elapsed, label: `${name} ${sets + 1}` };
  };
}

function scopesOf(event: FeedEvent, { sets, current }: SetsDetail) {
  const bestOf = event.bestOf ?? (event.sport === 'e-sport' ? 3 : 5);
  if (event.sport === 'e-sport') {
    const p = mapWin(asMatch(event));
    return { sets: bestOfSets(bestOf, (index) => (index < sets.length ? certain(sets[index]!) : singleWin(p))).sets };
  }
  const p = rallyWin(asMatch(event));
  return bestOfSets(bestOf, (index) => {
    if (index < sets.length) return certain(sets[index]!);
    const n = rallyTarget(event.sport, index);
    return index === sets.length ? raceFrom(p, n, current.home, current.away) : raceScores(p, n);
  });
}

function liveOf(timeline: SportLive<SetsDetail>['timeline'], name: string): SportLive<SetsDetail> {
  return {
    timeline,
    clock: clockOf(name),
    score: ({ sets }) => setsWon(sets),
    model: (event, detail) => ({ context: { bestOf: event.bestOf }, scopes: scopesOf(event, detail) }),
    // Every value these models give is reachable; the points' deuce tail reaches past any line.
    reachable(event, detail) {
      const scopes: Record<string, Distribution<unknown>> = scopesOf(event, detail);
      return Object.fromEntries(Object.entries(scopes).map(([scope, list]) => [scope, list.map(({ value }) => value)]));
    },
  };
}

export const VOLLEYBALL_LIVE = liveOf(rallyTimeline, 'Set');
export const TABLE_TENNIS_LIVE = liveOf(rallyTimeline, 'Game');
export const E_SPORT_LIVE = liveOf(mapsTimeline, 'Map');
