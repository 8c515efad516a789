import type {
  Locale,
  TradingEventDetail,
  TradingEventList,
  TradingEventSummary,
  TradingOverride,
  TradingResult,
  TradingState,
} from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { eventById, eventOf, PREMATCH_HORIZON_MS, type FeedEvent } from '../../feed/feed.calendar.js';
import type { Tournament } from '../../feed/feed.catalogue.js';
import { kickoffsBetween } from '../../feed/feed.schedule.js';
import { SPORTS } from '../../feed/feed.sports.js';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import * as book from '../book/book.repository.js';
import type { Book } from '../book/book.service.js';
import { sportName } from '../feed/feed.labels.js';
import { lookupOf, presentLive, presentMarket, sortMarkets } from '../feed/feed.present.js';
import { liveNeutral, neutralOf } from '../feed/feed.state.js';
import { liabilityByMarket } from '../tickets/tickets.model.js';
import * as tickets from '../tickets/tickets.repository.js';
import { liabilityOf } from './operator.liability.js';
import { resultShapeOf } from './operator.result-shape.js';

/** Finished events stay on the trader's list this long (the terms' wait for a postponed event's return). */
const FINISHED_LISTED_MS = 48 * 3_600_000;

export interface EventsFilter {
  sport?: string | undefined;
  state?: TradingState | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** The operator's changes as the API speaks them (none: nothing changed). */
export function overrideView(row: book.OverrideRow | undefined): TradingOverride {
  return {
    suspended: row?.suspended ?? false,
    suspendedMarkets: row?.suspended_markets ?? [],
    status: row?.status ?? null,
    statusSince: row?.status_since ? new Date(row.status_since).toISOString() : null,
    result: (row?.result as TradingResult | null | undefined) ?? null,
    revision: row?.revision ?? 0,
  };
}

// Live and upcoming first, soonest first; then what is over, latest first.
const RANK: Record<TradingState, number> = { live: 0, upcoming: 1, finished: 2, held: 3, settled: 4 };

/**
 * The trader's view of the book: every event of the calendar within reach (a week ahead, two
 * days back) and every one the operator touched or that has open tickets, whatever its date,
 * with its state, what the operator changed and its liability; and one event with its markets.
 * Lists read no prices (the calendar's arithmetic, the overrides, the liability table).
 */
export function createOperatorEvents(deps: { db: Db; book: Book; now: () => Date }) {
  const { catalogue } = deps.book;
  const lookup = lookupOf(catalogue);
  const longest = Math.max(...catalogue.tournaments.map((tournament) => tournament.durationMs));

  function sportOf(param: string | undefined) {
    if (param === undefined || param === '') return undefined;
    const sport = SPORTS.find((s) => String(s.bby) === param || s.key === param);
    if (!sport) throw new SportsbookError('invalid_request', 400, { field: 'sport' }, `No sport '${param}'.`);
    return sport.key;
  }

  function stateOf(
    event: FeedEvent,
    override: book.OverrideRow | undefined,
    settings: book.SettingsRow,
    t: number,
  ): TradingState {
    if (override?.result || override?.status === 'void') return 'settled';
    if (override?.status === 'postponed' || override?.status === 'cancelled') return 'held';
    if (t < event.startsAt) return 'upcoming';
    // Past its listed length a match is over; within it, the simulator says when it ended.
    if (t >= event.endsAt || t >= deps.book.finishesAt(event, settings)) return 'finished';
    return 'live';
  }

  /** Kick-offs a state can have within the calendar's reach (held and settled ones are all overridden). */
  function windowOf(state: TradingState | undefined, t: number): [number, number] | undefined {
    const past = t - FINISHED_LISTED_MS - longest;
    const ahead = t + PREMATCH_HORIZON_MS + 1;
    if (state === 'upcoming') return [t + 1, ahead];
    if (state === 'live' || state === 'finished') return [past, t + 1];
    return state === undefined ? [past, ahead] : undefined;
  }

  function candidates(tournaments: readonly Tournament[], window: [number, number] | undefined, t: number) {
    const found = new Map<string, FeedEvent>();
    if (!window) return found;
    for (const tournament of tournaments)
      for (const k of kickoffsBetween(tournament, window[0], window[1])) {
        if (k < 0) continue;
        const event = eventOf(catalogue, tournament, k);
        if (event.endsAt >= t - FINISHED_LISTED_MS) found.set(event.id, event);
      }
    return found;
  }

  function summaryOf(
    event: FeedEvent,
    state: TradingState,
    override: book.OverrideRow | undefined,
    /** Decimal, as the API speaks amounts. */
    liability: number,
    locale: Locale,
  ): TradingEventSummary {
    return {
      id: event.id,
      sport: event.sport,
      sportName: sportName(event.sport, locale),
      league: lookup.tournament(event.tournamentId).name,
      category: lookup.category(event.categoryId).name,
      name: event.name,
      ...(event.kind === 'match' ? { home: event.home.name, away: event.away.name } : {}),
      startsAt: new Date(event.startsAt).toISOString(),
      live: state === 'live',
      state,
      override: overrideView(override),
      liability,
    };
  }

  return {
    /** Events by the filter: their page and how many match. */
    async list(filter: EventsFilter, locale: Locale): Promise<TradingEventList> {
      const sport = sportOf(filter.sport);
      const t = deps.now().getTime();
      const [settings, overrideRows, liabilityRows] = await Promise.all([
        book.readSettings(deps.db),
        book.readOverrides(deps.db),
        tickets.liabilityOf(deps.db),
      ]);
      const overrides = new Map(overrideRows.map((row) => [row.event_id, row]));
      const liabilities = liabilityByMarket(liabilityRows).events;
      const tournaments = catalogue.tournaments.filter((tournament) => !sport || tournament.sport === sport);
      const found = candidates(tournaments, windowOf(filter.state, t), t);
      for (const id of [...overrides.keys(), ...liabilities.keys()]) {
        const event = found.has(id) ? undefined : eventById(catalogue, id);
        if (event && (!sport || event.sport === sport)) found.set(id, event);
      }
      const search = filter.search?.toLowerCase();
      const matches = (event: FeedEvent) =>
        !search ||
        event.id === search ||
        event.name.toLowerCase().includes(search) ||
        lookup.tournament(event.tournamentId).name.toLowerCase().includes(search);
      const listed = [...found.values()]
        .filter(matches)
        .map((event) => ({ event, state: stateOf(event, overrides.get(event.id), settings, t) }))
        .filter(({ state }) => !filter.state || state === filter.state)
        .sort(
          (a, b) =>
            RANK[a.state] - RANK[b.state] ||
            (RANK[a.state] <= 1 ? 1 : -1) * (a.event.startsAt - b.event.startsAt) ||
            Number(a.event.id) - Number(b.event.id),
        );
      return {
        events: listed
          .slice(filter.offset, filter.offset + filter.limit)
          .map(({ event, state }) =>
            summaryOf(event, state, overrides.get(event.id), (liabilities.get(event.id) ?? 0) / 100, locale),
          ),
        total: listed.length,
        sports: SPORTS.map((s) => ({ key: s.key, name: sportName(s.key, locale) })),
      };
    },

    /** One event with its markets offered now, its result and its liability by market. */
    async detail(id: string, locale: Locale): Promise<TradingEventDetail> {
      const event = deps.book.event(id);
      if (!event) throw new SportsbookError('event_not_found', 404);
      const t = deps.now().getTime();
      const [settings, [override], liability] = await Promise.all([
        book.readSettings(deps.db),
        book.readOverridesOf(deps.db, [id]),
        liabilityOf(deps.db, deps.book, id, locale),
      ]);
      const view = deps.book.view(event, settings, override, t);
      const suspended = new Set(override?.suspended_markets ?? []);
      const markets = sortMarkets(event, neutralOf(view).markets).map((market) => ({
        ...presentMarket(event, market, locale),
        suspendedByOperator: Boolean(override?.suspended) || suspended.has(market.id),
      }));
      const state = stateOf(event, override, settings, t);
      return {
        ...summaryOf(event, state, override, liability[0]?.liability ?? 0, locale),
        ...(view.live.phase === 'not-started'
          ? {}
          : { scoreboard: presentLive(liveNeutral(event, view.live), locale) }),
        resultShape: resultShapeOf(event),
        result: typeof view.result === 'object' ? (view.result as TradingResult) : null,
        markets,
        liabilityByMarket: liability[0]?.markets ?? [],
      };
    },
  };
}

export type OperatorEvents = ReturnType<typeof createOperatorEvents>;
