import type { FeedEvent } from '../feed/feed.calendar.js';
import type { SportKey } from '../feed/feed.sports.js';
import type { EventResult, Score } from '../markets/markets.types.js';
import type { EventModel } from '../pricing/pricing.models.js';
import type { Draw } from './live.draws.js';

/**
 * The live simulator's shapes. A sport's match is drawn whole from its seed (a timeline
 * of snapshots in the sport's nominal units: minutes of play, points, maps…), then read
 * at any instant; its in-play model sees only the snapshot at or before that instant.
 */

export interface LiveConfig {
  /** The simulator's seed: with an event's id it decides everything that happens in the match. */
  seed: string;
  /** Real milliseconds a match of a sport takes from kick-off (accelerated time); by default its listed length. */
  playMs?: Partial<Record<SportKey, number>>;
  /** Markets are suspended from `beforeMs` before a dangerous moment (a goal, a break point) to `afterMs` after it. */
  suspension: { beforeMs: number; afterMs: number };
  /** The book's margin, applied in play as before (power method, ladder rounded down). */
  margin: number;
}

/** Where a match is: its period (0-based: half, quarter, set, map, round), units of play so far, and a label. */
export interface LiveClock {
  period: number;
  /** Nominal units played since kick-off (minutes, points, maps): never goes back. */
  elapsed: number;
  label: string;
}

export interface FootballDetail {
  kind: 'football';
  /** The two halves' goals (the second 0-0 until it starts). */
  halves: [Score, Score];
}

export interface PeriodsDetail {
  kind: 'periods';
  /** Each period of regular time played or being played, then overtime if any. */
  periods: Score[];
  overtime?: Score;
}

/** Tennis: sets finished, then the set and game (or tie-break) in play, and who serves it. */
export interface TennisDetail {
  kind: 'tennis';
  sets: Score[];
  games: Score;
  points: Score;
  tiebreak: boolean;
  /** Who serves the current point; undefined before the first one (the toss is revealed with it). */
  server?: 'home' | 'away';
  /** Who served the tie-break's first point (it decides the serve within the tie-break). */
  tiebreakFirst?: 'home' | 'away';
}

/** Rally sets (volleyball, table tennis) and map series (e-sport): sets finished and the points of the set in play. */
export interface SetsDetail {
  kind: 'sets';
  sets: Score[];
  current: Score;
}

/** Golf: each competitor's strokes over the rounds completed. */
export interface FieldDetail {
  kind: 'field';
  rounds: number;
  strokes: Record<string, number>;
}

export type LiveDetail = FootballDetail | PeriodsDetail | TennisDetail | SetsDetail | FieldDetail;

export interface Snapshot<D> {
  /** When, in the sport's nominal units from kick-off. */
  at: number;
  detail: D;
  /** A dangerous moment (a goal, a break or set point): markets are suspended around it. */
  danger: boolean;
}

/** A whole match, drawn at once from the seed: what a pure function of time reads. */
export interface Timeline<D> {
  /** The nominal units the play window is scaled onto (repeated overtimes may run past it). */
  planLength: number;
  /** When the match ends (nominal units). */
  end: number;
  initial: D;
  /** In time order, each the state after a change. */
  snapshots: Snapshot<D>[];
  result: EventResult;
}

/** What one sport's simulator knows: how to draw a match, read its clock, and price from a state. */
export interface SportLive<D extends LiveDetail> {
  timeline(event: FeedEvent, draw: Draw): Timeline<D>;
  clock(timeline: Timeline<D>, at: number): LiveClock;
  /** The main score shown (goals, points, sets or maps won; golf: none). */
  score(detail: D): Score;
  /** The model of the final result given the state at nominal time `at` (only the past). */
  model(event: FeedEvent, detail: D, at: number): EventModel;
  /**
   * The values each scope of the result can still take, a superset of what is possible:
   * a market whose every outcome settles alike on all of them is decided. A scope left
   * out is never closed before the end.
   */
  reachable(event: FeedEvent, detail: D, at: number): Partial<Record<string, readonly unknown[]>>;
}
