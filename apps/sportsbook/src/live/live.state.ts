import type { FeedEvent } from '../feed/feed.calendar.js';
import type { EventResult, Score } from '../markets/markets.types.js';
import { DEFAULT_MARGIN } from '../pricing/pricing.margin.js';
import { drawsFor } from './live.draws.js';
import { LIVE_SPORTS } from './live.sports.js';
import { detailAt } from './live.timeline.js';
import type { LiveClock, LiveConfig, LiveDetail, SportLive, Timeline } from './live.types.js';

/**
 * The state of a live event at an instant: a pure function of (event, seed, instant).
 * The match is drawn whole from the seed the first time it is asked for (and cached, which
 * changes nothing but speed), then read at the instant, so any number of processes asked
 * about any instants in any order agree without sharing memory or a clock.
 */

/** A suspension of 5 s before a dangerous moment (the attack that leads to a goal) and 20 s after it. */
export const DEFAULT_SUSPENSION = { beforeMs: 5_000, afterMs: 20_000 };

/** A configuration with the defaults: matches as long as the calendar lists them, 6 % margin. */
export function liveConfig(seed: string, overrides: Partial<Omit<LiveConfig, 'seed'>> = {}): LiveConfig {
  return { seed, suspension: DEFAULT_SUSPENSION, margin: DEFAULT_MARGIN, ...overrides };
}

export interface LiveState {
  eventId: string;
  phase: 'not-started' | 'in-play' | 'finished';
  clock: LiveClock;
  score: Score;
  detail: LiveDetail;
  /** In a dangerous moment's window: no market takes a bet. */
  suspended: boolean;
  /** The result, once finished: what src/markets resolves. */
  result?: EventResult;
}

/** The real milliseconds a match of the event's sport is played in (at most its listed length). */
export function playMsOf(event: FeedEvent, config: LiveConfig): number {
  const listed = event.endsAt - event.startsAt;
  const ms = config.playMs?.[event.sport] ?? listed;
  // Longer than listed would overlap the tournament's next match (a team playing twice at once).
  if (!(ms > 0 && ms <= listed))
    throw new RangeError(`${event.sport}: a match is played in (0, ${listed}] ms, not ${ms}`);
  return ms;
}

const CACHE_SIZE = 2_048;
const timelines = new Map<string, Timeline<LiveDetail>>();

/** The sport's simulator, typed loosely: each one reads only the details it drew. */
export function sportLive(event: FeedEvent): SportLive<LiveDetail> {
  return LIVE_SPORTS[event.sport];
}

/** The whole match of an event under a seed, drawn from nothing else. */
export function drawMatch(event: FeedEvent, seed: string): Timeline<LiveDetail> {
  return sportLive(event).timeline(event, drawsFor(seed, event.id));
}

/** The whole match of an event under a seed, drawn once per process (the cache holds the most recent). */
export function matchTimeline(event: FeedEvent, seed: string): Timeline<LiveDetail> {
  // The event's name and kick-off are in the key: one id names another match under another feed seed.
  const key = [seed, event.id, event.startsAt, event.name].join('\u0000');
  let timeline = timelines.get(key);
  if (!timeline) {
    timeline = drawMatch(event, seed);
    if (timelines.size >= CACHE_SIZE) timelines.delete(timelines.keys().next().value!);
    timelines.set(key, timeline);
  }
  return timeline;
}

/** Nominal match time (the sport's units) at a real instant, and back. */
export function nominalAt(event: FeedEvent, config: LiveConfig, timeline: Timeline<LiveDetail>, now: number): number {
  return ((now - event.startsAt) / playMsOf(event, config)) * timeline.planLength;
}

export function instantOf(event: FeedEvent, config: LiveConfig, timeline: Timeline<LiveDetail>, at: number): number {
  return event.startsAt + (at / timeline.planLength) * playMsOf(event, config);
}

/** The real windows [from, to) around the match's dangerous moments, in time order. */
export function dangerWindows(event: FeedEvent, config: LiveConfig): { from: number; to: number }[] {
  const timeline = matchTimeline(event, config.seed);
  const { beforeMs, afterMs } = config.suspension;
  return timeline.snapshots
    .filter((snapshot) => snapshot.danger)
    .map((snapshot) => {
      const instant = instantOf(event, config, timeline, snapshot.at);
      return { from: instant - beforeMs, to: instant + afterMs };
    });
}

/** The event's live state at the instant `now` (ms since the Unix epoch). */
export function liveState(event: FeedEvent, config: LiveConfig, now: number): LiveState {
  const sport = sportLive(event);
  const timeline = matchTimeline(event, config.seed);
  const at = nominalAt(event, config, timeline, now);
  const base = { eventId: event.id };
  if (at < 0) {
    const detail = timeline.initial;
    return {
      ...base,
      phase: 'not-started',
      clock: sport.clock(timeline, 0),
      score: sport.score(detail),
      detail,
      suspended: false,
    };
  }
  if (at >= timeline.end) {
    const detail = timeline.snapshots.at(-1)?.detail ?? timeline.initial;
    const clock = sport.clock(timeline, timeline.end);
    return {
      ...base,
      phase: 'finished',
      clock,
      score: sport.score(detail),
      detail,
      suspended: false,
      result: timeline.result,
    };
  }
  const detail = detailAt(timeline, at);
  const suspended = dangerWindows(event, config).some((window) => window.from <= now && now < window.to);
  return { ...base, phase: 'in-play', clock: sport.clock(timeline, at), score: sport.score(detail), detail, suspended };
}
