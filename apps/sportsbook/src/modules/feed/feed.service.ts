import type {
  FeedCategory,
  FeedEvent as FeedEventAnswer,
  FeedEventSummary,
  FeedSport,
  FeedTournament,
  Locale,
} from '@casino/contracts';
import { eventOf, liveEvents, PREMATCH_HORIZON_MS, type FeedEvent } from '../../feed/feed.calendar.js';
import { MAX_TOURNAMENTS, type Tournament } from '../../feed/feed.catalogue.js';
import { SPORTS, type SportDefinition } from '../../feed/feed.sports.js';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import type { Book } from '../book/book.service.js';
import { sportName } from './feed.labels.js';
import { lookupOf, presentEvent, presentSummary } from './feed.present.js';
import type { EventNeutral, EventState } from './feed.state.js';
import { createFeedViews, type BookContext } from './feed.views.js';

/**
 * The public feed: sports, tournaments and events with their counts and prices. Lists stay
 * cheap: counts come from the calendar's arithmetic and the operator's overrides, never
 * from prices; a summary needs its event's offer, read from the live stream's copy for
 * events in play (what every instance holds, kept by one publisher) and otherwise from
 * the views cache (feed.views.ts).
 */

/** What this instance holds of the live stream: every tracked event's offer at one publication. */
export interface LiveSnapshot {
  seq: number;
  /** When it was computed (ms). */
  at: number;
  events: ReadonlyMap<string, EventNeutral>;
}

/** A snapshot older than this is not used (the publisher is gone): the instance prices for itself. */
const SNAPSHOT_FRESH_MS = 3_000;
/** How far back an event can still be asked for by id (tickets and history name finished ones). */
const PAST_EVENTS_MS = 30 * 24 * 3_600_000;
/** Prematch prices computed ahead of the lists that will show them. */
const WARM_AHEAD_MS = 48 * 3_600_000;

/** Whether the feed shows an event at `t` (by id): kick-off within the horizon, not over for more than 30 days. */
export function shownAt(event: FeedEvent, t: number): boolean {
  return event.startsAt <= t + PREMATCH_HORIZON_MS && event.endsAt >= t - PAST_EVENTS_MS;
}

export interface FeedOptions {
  book: Book;
  now: () => Date;
}

export interface EventsQuery {
  sport?: string;
  tournament?: string;
  state: 'prematch' | 'live';
  hours?: number;
  limit: number;
}

interface Kickoff {
  startsAt: number;
  tournament: Tournament;
  k: number;
  id: string;
}

export function createFeed({ book, now }: FeedOptions) {
  const views = createFeedViews(book);
  const lookup = lookupOf(book.catalogue);
  const { tournaments } = book.catalogue;

  function sportOf(param: string | undefined): SportDefinition | undefined {
    if (param === undefined || param === '') return undefined;
    const sport = SPORTS.find((s) => String(s.bby) === param || s.key === param);
    if (!sport) throw new SportsbookError('invalid_request', 400, { field: 'sport' }, `No sport '${param}'.`);
    return sport;
  }

  /** The state a list shows, from the calendar, the simulator's end and the overrides: no prices. */
  function listedState(event: FeedEvent, context: BookContext, t: number): EventState {
    const override = context.overrides.get(event.id);
    if (override?.result) return 'finished';
    if (override?.status === 'void') return 'cancelled';
    if (override?.status === 'postponed' || override?.status === 'cancelled') return override.status;
    if (t >= event.startsAt && t >= book.finishesAt(event, context.settings)) return 'finished';
    if (override?.suspended) return 'suspended';
    return t >= event.startsAt ? 'live' : 'prematch';
  }

  /** Kick-offs in (from, to] of the chosen tournaments, by time then id, without building their events. */
  function kickoffs(list: readonly Tournament[], from: number, to: number): Kickoff[] {
    const found: Kickoff[] = [];
    for (const tournament of list) {
      const first = Math.max(0, Math.floor((from - tournament.phaseMs) / tournament.kickoffEveryMs) + 1);
      for (let k = first; ; k++) {
        const startsAt = tournament.phaseMs + k * tournament.kickoffEveryMs;
        if (startsAt > to) break;
        if (startsAt > from)
          found.push({ startsAt, tournament, k, id: String(k * MAX_TOURNAMENTS + tournament.index) });
      }
    }
    return found.sort(
      (a, b) =>
        a.startsAt - b.startsAt ||
        a.k * MAX_TOURNAMENTS + a.tournament.index - (b.k * MAX_TOURNAMENTS + b.tournament.index),
    );
  }

  /** Events a list shows as prematch: kick-off ahead, no result entered. */
  function prematchOf(list: readonly Tournament[], context: BookContext, t: number, hours?: number): Kickoff[] {
    const horizon = hours === undefined ? PREMATCH_HORIZON_MS : hours * 3_600_000;
    return kickoffs(list, t, t + horizon).filter((kickoff) => !context.overrides.get(kickoff.id)?.result);
  }

  /** Events in play (live, or suspended by the operator). */
  function inPlayOf(list: readonly Tournament[], context: BookContext, t: number): FeedEvent[] {
    const chosen = new Set(list.map((tournament) => tournament.id));
    return liveEvents(book.catalogue, t).filter((event) => {
      if (!chosen.has(event.tournamentId)) return false;
      const state = listedState(event, context, t);
      return state === 'live' || state === 'suspended';
    });
  }

  const fresh = (snapshot: LiveSnapshot | undefined, t: number) =>
    snapshot && t - snapshot.at <= SNAPSHOT_FRESH_MS && snapshot.at <= t + SNAPSHOT_FRESH_MS ? snapshot : undefined;

  /** The event's offer now: the live stream's copy when it holds it, else priced here (cached). */
  function offerOf(event: FeedEvent, context: BookContext, t: number, snapshot?: LiveSnapshot): EventNeutral {
    return fresh(snapshot, t)?.events.get(event.id) ?? views.at(event, context, t);
  }

  const tournamentsOf = (sport?: SportDefinition) =>
    sport ? tournaments.filter((tournament) => tournament.sport === sport.key) : tournaments;

  /** Counts per tournament: prematch (kick-off within the horizon) and in play. */
  function counts(list: readonly Tournament[], context: BookContext, t: number) {
    const prematch = new Map<string, number>();
    const live = new Map<string, number>();
    for (const { tournament } of prematchOf(list, context, t)) {
      prematch.set(tournament.id, (prematch.get(tournament.id) ?? 0) + 1);
    }
    for (const event of inPlayOf(list, context, t))
      live.set(event.tournamentId, (live.get(event.tournamentId) ?? 0) + 1);
    return { prematch: (id: string) => prematch.get(id) ?? 0, live: (id: string) => live.get(id) ?? 0 };
  }

  return {
    views,

    async sports(locale: Locale): Promise<FeedSport[]> {
      const context = await book.cached();
      const count = counts(tournaments, context, now().getTime());
      return SPORTS.map((sport) => {
        const own = tournaments.filter((tournament) => tournament.sport === sport.key);
        return {
          id: sport.bby,
          key: sport.key,
          name: sportName(sport.key, locale),
          prematch: own.reduce((sum, tournament) => sum + count.prematch(tournament.id), 0),
          live: own.reduce((sum, tournament) => sum + count.live(tournament.id), 0),
        };
      });
    },

    async tournaments(sportParam: string | undefined): Promise<{
      categories: FeedCategory[];
      tournaments: FeedTournament[];
    }> {
      const list = tournamentsOf(sportOf(sportParam));
      const context = await book.cached();
      const count = counts(list, context, now().getTime());
      const answers: FeedTournament[] = list.map((tournament) => {
        const category = lookup.category(tournament.categoryId);
        return {
          id: tournament.id,
          name: tournament.name,
          categoryId: category.id,
          category: category.name,
          sport: SPORTS.find((sport) => sport.key === tournament.sport)!.bby,
          prematch: count.prematch(tournament.id),
          live: count.live(tournament.id),
        };
      });
      const categories: FeedCategory[] = [];
      for (const answer of answers) {
        let category = categories.find((c) => c.id === answer.categoryId);
        if (!category) {
          const { country } = lookup.category(answer.categoryId);
          category = {
            id: answer.categoryId,
            name: answer.category,
            ...(country ? { country } : {}),
            sport: answer.sport,
            prematch: 0,
            live: 0,
          };
          categories.push(category);
        }
        category.prematch += answer.prematch;
        category.live += answer.live;
      }
      return { categories, tournaments: answers };
    },

    async events(
      query: EventsQuery,
      locale: Locale,
      snapshot?: LiveSnapshot,
    ): Promise<{ events: FeedEventSummary[]; total: number }> {
      let list = tournamentsOf(sportOf(query.sport));
      if (query.tournament !== undefined) list = list.filter((tournament) => tournament.id === query.tournament);
      const context = await book.cached();
      const t = now().getTime();
      let chosen: FeedEvent[];
      let total: number;
      if (query.state === 'live') {
        chosen = inPlayOf(list, context, t);
        total = chosen.length;
        chosen = chosen.slice(0, query.limit);
      } else {
        const found = prematchOf(list, context, t, query.hours);
        total = found.length;
        chosen = found.slice(0, query.limit).map(({ tournament, k }) => eventOf(book.catalogue, tournament, k));
      }
      const events = chosen.map((event) => presentSummary(event, offerOf(event, context, t, snapshot), lookup, locale));
      return { events, total };
    },

    async event(id: string, locale: Locale, snapshot?: LiveSnapshot): Promise<FeedEventAnswer> {
      const event = book.event(id);
      const t = now().getTime();
      if (!event || !shownAt(event, t)) {
        throw new SportsbookError('event_not_found', 404);
      }
      const context = await book.cached();
      return presentEvent(event, offerOf(event, context, t, snapshot), lookup, locale);
    },

    /** The offer of events now (the stream's first message), from the snapshot or priced here. */
    async offers(events: readonly FeedEvent[], snapshot?: LiveSnapshot): Promise<EventNeutral[]> {
      const context = await book.cached();
      const t = now().getTime();
      return events.map((event) => offerOf(event, context, t, snapshot));
    },

    /** Every event in play now with its offer (the stream's first message without a snapshot). */
    async inPlay(): Promise<{ event: FeedEvent; view: EventNeutral }[]> {
      const context = await book.cached();
      const t = now().getTime();
      return inPlayOf(tournaments, context, t).map((event) => ({ event, view: views.at(event, context, t) }));
    },

    /**
     * Prices the events kicking off within 48 hours that are not cached yet, one at a time
     * (yielding between them, so requests are served meanwhile). Returns how many it priced.
     */
    async warm(signal?: AbortSignal): Promise<number> {
      const context = await book.cached();
      const t = now().getTime();
      let priced = 0;
      for (const { tournament, k } of kickoffs(tournaments, t, t + WARM_AHEAD_MS)) {
        if (signal?.aborted) break;
        const event = eventOf(book.catalogue, tournament, k);
        if (views.has(event, context, t)) continue;
        views.at(event, context, t);
        priced += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return priced;
    },
  };
}

export type Feed = ReturnType<typeof createFeed>;
