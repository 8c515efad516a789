import { MAX_TOURNAMENTS, type Catalogue, type Competitor, type Tournament } from './feed.catalogue.js';
import { placeName } from './feed.names.js';
import { pick } from './feed.random.js';
import { kickoffAt, kickoffsBetween, pairing, roundOf } from './feed.schedule.js';
import { sportByKey, type BbyId, type SportKey } from './feed.sports.js';

/**
 * The calendar: a pure function of the seed and of time. An event is kick-off number k of
 * a tournament; its id packs k and the tournament's index (k × 128 + index), so the same
 * event has the same id, competitors and kick-off whenever and wherever it is asked for,
 * and an id alone rebuilds its event. Nothing is stored and nothing drifts on a restart.
 */

interface EventBase {
  id: string;
  sport: SportKey;
  bby: BbyId;
  categoryId: string;
  tournamentId: string;
  /** Kick-off number within the tournament (k ≥ 0). */
  kickoff: number;
  name: string;
  startsAt: number;
  /** When the event's nominal length is over: it is live in [startsAt, endsAt). */
  endsAt: number;
  /** Matchday within the round robin's cycle (1-based); a field event's stop on its tour's circuit. */
  round: number;
  bestOf?: number;
  /** The tournament's base scoring level for the sport's price model. */
  scoring: number;
}

/** Two sides: home and away (the first named is "home", also where no venue matters). */
export interface MatchEvent extends EventBase {
  kind: 'match';
  home: Competitor;
  away: Competitor;
}

/** A field of competitors settled by their placing (golf). */
export interface FieldEvent extends EventBase {
  kind: 'field';
  field: readonly Competitor[];
}

export type FeedEvent = MatchEvent | FieldEvent;

export const PREMATCH_HORIZON_MS = 7 * 24 * 3_600_000;

const VENUE_KINDS = ['Classic', 'Championship', 'Invitational', 'Open'];
/** A tour's weeks visit this many venues in turn. */
const VENUES_PER_TOUR = 8;

/** Kick-off number k of a tournament as an event. */
export function eventOf(catalogue: Catalogue, tournament: Tournament, k: number): FeedEvent {
  const sport = sportByKey(tournament.sport);
  const startsAt = kickoffAt(tournament, k);
  const base: EventBase = {
    id: String(k * MAX_TOURNAMENTS + tournament.index),
    sport: sport.key,
    bby: sport.bby,
    categoryId: tournament.categoryId,
    tournamentId: tournament.id,
    kickoff: k,
    name: '',
    startsAt,
    endsAt: startsAt + tournament.durationMs,
    round: 0,
    bestOf: tournament.bestOf,
    scoring: tournament.scoring,
  };
  if (sport.format === 'field') {
    const venue = k % VENUES_PER_TOUR;
    const kind = VENUE_KINDS[pick(VENUE_KINDS.length, catalogue.seed, tournament.id, 'venue-kind', venue)];
    const name = `${placeName(catalogue.seed, tournament.id, 'venue', venue)} ${kind}`;
    return { ...base, kind: 'field', name, round: venue + 1, field: tournament.competitors };
  }
  const n = tournament.competitors.length;
  const [h, a] = pairing(n, k);
  const home = tournament.competitors[h]!;
  const away = tournament.competitors[a]!;
  return { ...base, kind: 'match', name: `${home.name} - ${away.name}`, round: roundOf(n, k), home, away };
}

/** Every event kicking off at or after `from` and before `to`, by kick-off then id. */
export function eventsStartingBetween(catalogue: Catalogue, from: number, to: number): FeedEvent[] {
  const events: FeedEvent[] = [];
  for (const tournament of catalogue.tournaments) {
    for (const k of kickoffsBetween(tournament, from, to)) {
      if (k >= 0) events.push(eventOf(catalogue, tournament, k));
    }
  }
  return events.sort((x, y) => x.startsAt - y.startsAt || Number(x.id) - Number(y.id));
}

/** The prematch list: events not started at `now` that kick off within the horizon (7 days by default). */
export function prematchEvents(catalogue: Catalogue, now: number, horizonMs = PREMATCH_HORIZON_MS): FeedEvent[] {
  return eventsStartingBetween(catalogue, now + 1, now + horizonMs + 1);
}

/** The events in play at `now`: started, and their nominal length not yet over. */
export function liveEvents(catalogue: Catalogue, now: number): FeedEvent[] {
  const events: FeedEvent[] = [];
  for (const tournament of catalogue.tournaments) {
    for (const k of kickoffsBetween(tournament, now - tournament.durationMs + 1, now + 1)) {
      if (k >= 0) events.push(eventOf(catalogue, tournament, k));
    }
  }
  return events.sort((x, y) => x.startsAt - y.startsAt || Number(x.id) - Number(y.id));
}

/** The event an id names, or undefined when the id names none. */
export function eventById(catalogue: Catalogue, id: string): FeedEvent | undefined {
  const packed = Number(id);
  // One spelling per event: "012" or "1e3" would otherwise name the event "12" or "1000" does.
  if (!/^\d{1,15}$/.test(id) || String(packed) !== id) return undefined;
  const tournament = catalogue.tournaments[packed % MAX_TOURNAMENTS];
  if (!tournament) return undefined;
  return eventOf(catalogue, tournament, Math.floor(packed / MAX_TOURNAMENTS));
}

/**
 * The fewest events live at any instant, from the layout alone: in a sport of L
 * tournaments starting evenly out of step every E minutes, a window of the shortest
 * match's length D always holds at least floor(D × L / E) kick-offs.
 */
export function guaranteedLive(catalogue: Catalogue): number {
  const bySport = new Map<SportKey, Tournament[]>();
  for (const tournament of catalogue.tournaments) {
    bySport.set(tournament.sport, [...(bySport.get(tournament.sport) ?? []), tournament]);
  }
  let total = 0;
  for (const list of bySport.values()) {
    const shortest = Math.min(...list.map((tournament) => tournament.durationMs));
    total += Math.floor((shortest * list.length) / list[0]!.kickoffEveryMs);
  }
  return total;
}
