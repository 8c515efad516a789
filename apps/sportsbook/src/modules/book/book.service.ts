import { eventById, type FeedEvent } from '../../feed/feed.calendar.js';
import { catalogueFor } from '../../feed/feed.catalogue.js';
import type { SportKey } from '../../feed/feed.sports.js';
import { liveMarkets, type LiveMarket } from '../../live/live.markets.js';
import { instantOf, liveConfig, matchTimeline, type LiveState } from '../../live/live.state.js';
import type { LiveConfig } from '../../live/live.types.js';
import { resolve } from '../../markets/markets.catalogue.js';
import type { EventResult } from '../../markets/markets.types.js';
import type { Db } from '../../db/database.js';
import * as repo from './book.repository.js';

/** An event as the book offers it now: the feed's state, with what the operator changed. */
export interface EventView {
  event: FeedEvent;
  state: 'prematch' | 'live' | 'finished' | 'suspended' | 'cancelled' | 'postponed';
  live: LiveState;
  markets: LiveMarket[];
  /** What its legs settle on: a result, 'void', or undefined while it is not known yet. */
  result: EventResult | 'void' | undefined;
  /** The operator's revision of its result (0 when the feed's own result stands). */
  revision: number;
}

export interface BookOptions {
  db: Db;
  seed: string;
  /** How much faster than listed live matches are played. */
  liveSpeed: number;
  now: () => Date;
}

// Operator changes reach every instance within this delay (placement reads them fresh).
const CACHE_MS = 1_000;

export type Book = ReturnType<typeof createBook>;

/**
 * The book: the feed (a pure function of seed and time) seen through the operator's
 * settings and overrides. Feed pages read a cached copy of them; placement and
 * settlement pass the rows they read in their own transaction.
 */
export function createBook({ db, seed, liveSpeed, now }: BookOptions) {
  const catalogue = catalogueFor(seed);
  const playMs = playMsFor(catalogue.tournaments, liveSpeed);
  let cache: { until: number; settings: repo.SettingsRow; overrides: Map<string, repo.OverrideRow> } | undefined;

  const configOf = (settings: Pick<repo.SettingsRow, 'margin'>): LiveConfig =>
    liveConfig(seed, { margin: settings.margin, playMs });

  /** The event at `at`, with its override (none: the feed's own state). */
  function view(
    event: FeedEvent,
    settings: Pick<repo.SettingsRow, 'margin'>,
    override: repo.OverrideRow | undefined,
    at: number,
  ): EventView {
    const config = configOf(settings);
    const { state: live, markets } = liveMarkets(event, config, at);
    const revision = override?.revision ?? 0;
    const entered = override?.result ? (override.result as EventResult) : undefined;
    if (override?.status === 'void' && !entered) {
      const closed = markets.map((m) => closeAll(m, () => ({ kind: 'void' })));
      return { event, state: 'cancelled', live, markets: closed, result: 'void', revision };
    }
    if (entered) {
      const closed = markets.map((m) => closeAll(m, (outcome) => resolve(m.market, outcome, entered)));
      return { event, state: 'finished', live, markets: closed, result: entered, revision };
    }
    if (override?.status === 'postponed' || override?.status === 'cancelled') {
      const held = markets.map((m) => (m.status === 'closed' ? m : { ...m, status: 'suspended' as const }));
      return { event, state: override.status, live, markets: held, result: undefined, revision };
    }
    const suspended = new Set(override?.suspended_markets ?? []);
    const offered = markets.map((m) =>
      m.status === 'open' && (override?.suspended || suspended.has(m.key)) ? { ...m, status: 'suspended' as const } : m,
    );
    const state =
      live.phase === 'finished'
        ? 'finished'
        : override?.suspended
          ? 'suspended'
          : live.phase === 'in-play'
            ? 'live'
            : 'prematch';
    return { event, state, live, markets: offered, result: live.result, revision };
  }

  return {
    catalogue,
    event: (id: string) => eventById(catalogue, id),
    view,
    /** The instant the feed finishes an event (its result is known from then). */
    finishesAt(event: FeedEvent, settings: Pick<repo.SettingsRow, 'margin'>): number {
      const config = configOf(settings);
      const timeline = matchTimeline(event, seed);
      return instantOf(event, config, timeline, timeline.end);
    },
    /** Settings and overrides as feed pages read them: at most a second old. */
    async cached() {
      const at = now().getTime();
      if (!cache || cache.until <= at) {
        const [settings, overrides] = await Promise.all([repo.readSettings(db), repo.readOverrides(db)]);
        cache = { until: at + CACHE_MS, settings, overrides: new Map(overrides.map((o) => [o.event_id, o])) };
      }
      return cache;
    },
    /** Forgets the cached copy (after an operator change on this instance). */
    invalidate() {
      cache = undefined;
    },
  };
}

function closeAll(market: LiveMarket, settle: (outcome: string) => LiveMarket['settled'][number]['leg']): LiveMarket {
  const outcomes = [...market.outcomes.map((o) => o.outcome), ...market.settled.map((s) => s.outcome)];
  return {
    ...market,
    status: 'closed',
    outcomes: [],
    settled: [...new Set(outcomes)].map((outcome) => ({ outcome, leg: settle(outcome) })),
  };
}

/** Each sport's matches played in its shortest listed length divided by the speed. */
function playMsFor(
  tournaments: readonly { sport: SportKey; durationMs: number }[],
  speed: number,
): Partial<Record<SportKey, number>> {
  const shortest: Partial<Record<SportKey, number>> = {};
  for (const { sport, durationMs } of tournaments) shortest[sport] = Math.min(shortest[sport] ?? Infinity, durationMs);
  return Object.fromEntries(Object.entries(shortest).map(([sport, ms]) => [sport, Math.floor(ms / speed)]));
}
