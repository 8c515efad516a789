import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, catalogueFor } from './feed.catalogue.js';
import {
  eventById,
  eventsStartingBetween,
  guaranteedLive,
  liveEvents,
  prematchEvents,
  type FeedEvent,
} from './feed.calendar.js';
import { SPORTS } from './feed.sports.js';

const catalogue = catalogueFor('calendar-test');
const DAY = 24 * 3_600_000;
/** Deep equality, field by field: cheaper than toEqual over thousands of events. */
function sameEvent(a: FeedEvent | undefined, b: FeedEvent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Any minute from 2001 to 2060: the calendar has no favourite instants. */
const instant = fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2060, 0, 1) });

describe('the calendar is a pure function of seed and time', () => {
  it('rebuilds the same catalogue and events from the seed alone (a restart)', () => {
    const again = buildCatalogue('calendar-test');
    expect(again).toEqual(catalogue);
    const now = Date.UTC(2031, 4, 6, 21, 7);
    expect(prematchEvents(again, now)).toEqual(prematchEvents(catalogue, now));
    expect(liveEvents(again, now)).toEqual(liveEvents(catalogue, now));
  });

  it('gives another seed another world', () => {
    const other = buildCatalogue('another-seed');
    expect(other.tournaments[0]!.competitors.map((team) => team.name)).not.toEqual(
      catalogue.tournaments[0]!.competitors.map((team) => team.name),
    );
  });

  it('keeps the ids, names and kick-offs it has always given (open tickets name events by id)', () => {
    // Recorded from this code: a change here re-names events that tickets already hold.
    const golden = catalogueFor('golden');
    const event = eventById(golden, '11227793');
    expect(event).toMatchObject({
      sport: 'football',
      bby: 1,
      name: 'Thornholm FC - Karley Town',
      startsAt: Date.UTC(2030, 0, 15, 10, 18),
      round: 15,
    });
    expect(eventById(golden, '22455749')?.name).toBe('Team Rogue - Team Ember');
  });

  it('rebuilds any listed event from its id, and the same event whenever it is asked', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 6 * DAY }), (now, later) => {
        const prematch = prematchEvents(catalogue, now);
        const listed = [...liveEvents(catalogue, now), ...prematch];
        expect(listed.every((event) => sameEvent(eventById(catalogue, event.id), event))).toBe(true);
        // Asked again a few days later, an event still to come is the same one.
        const future = prematch.filter((event) => event.startsAt > now + later);
        const seenLater = new Map(eventsStartingBetween(catalogue, now + later, now + 8 * DAY).map((e) => [e.id, e]));
        expect(future.every((event) => sameEvent(seenLater.get(event.id), event))).toBe(true);
      }),
      { numRuns: 8 },
    );
  });

  it('refuses ids that name no event, or name one in another spelling', () => {
    for (const id of ['', 'abc', '-128', '1.5', '0128', '1e3', String(2 ** 60)]) {
      expect(eventById(catalogue, id)).toBeUndefined();
    }
    expect(eventById(catalogue, String(catalogue.tournaments.length))).toBeUndefined(); // index past the last tournament
  });
});

describe('the calendar always has enough to bet on', () => {
  it('promises at least 20 live events by its layout', () => {
    expect(guaranteedLive(catalogue)).toBeGreaterThanOrEqual(20);
  });

  it('holds at least 300 prematch events over the next 7 days and 20 live ones, at any instant', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const prematch = prematchEvents(catalogue, now);
        const live = liveEvents(catalogue, now);
        expect(prematch.length).toBeGreaterThanOrEqual(300);
        expect(live.length).toBeGreaterThanOrEqual(guaranteedLive(catalogue));
        expect(prematch.filter((event) => event.startsAt <= now || event.startsAt > now + 7 * DAY)).toEqual([]);
        expect(live.filter((event) => event.startsAt > now || event.endsAt <= now)).toEqual([]);
        // Nothing live or to come is left out: the lists are exactly the events of the window.
        const around = eventsStartingBetween(catalogue, now - 4 * DAY, now + 8 * DAY);
        expect(around.filter((event) => event.startsAt <= now && now < event.endsAt).map((e) => e.id)).toEqual(
          live.map((event) => event.id),
        );
        expect(around.filter((e) => e.startsAt > now && e.startsAt <= now + 7 * DAY).length).toBe(prematch.length);
      }),
      { numRuns: 12 },
    );
  });

  it('holds the counts on the very edges of kick-offs and of nominal ends', () => {
    for (const tournament of catalogue.tournaments.slice(0, 20)) {
      const start = tournament.phaseMs + 500_000 * tournament.kickoffEveryMs;
      for (const now of [start - 1, start, start + tournament.durationMs - 1, start + tournament.durationMs]) {
        expect(liveEvents(catalogue, now).length).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('covers every sport, numbered as bby, and never has a competitor in two live events at once', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const week = prematchEvents(catalogue, now);
        expect(new Set(week.map((event) => event.bby))).toEqual(new Set(SPORTS.map((sport) => sport.bby)));
        const sides = liveEvents(catalogue, now).flatMap((event) =>
          event.kind === 'match' ? [event.home.id, event.away.id] : event.field.map((player) => player.id),
        );
        expect(new Set(sides).size).toBe(sides.length);
      }),
      { numRuns: 20 },
    );
  });
});

describe('the catalogue', () => {
  it('has at least 10 sports with countries, tournaments and uniquely named teams of bounded strength', () => {
    expect(new Set(catalogue.tournaments.map((tournament) => tournament.sport)).size).toBeGreaterThanOrEqual(10);
    expect(catalogue.categories.filter((category) => category.country).length).toBeGreaterThan(20);
    for (const sport of SPORTS) {
      const names = catalogue.tournaments
        .filter((tournament) => tournament.sport === sport.key)
        .flatMap((tournament) => tournament.competitors.map((competitor) => competitor.name));
      expect(new Set(names).size).toBe(names.length);
    }
    for (const competitor of catalogue.tournaments.flatMap((tournament) => tournament.competitors)) {
      expect(Math.abs(competitor.attack)).toBeLessThanOrEqual(2.5);
      expect(Math.abs(competitor.defence)).toBeLessThanOrEqual(2.5);
    }
  });

  it("plays the men's majors to three sets of five and everything else of tennis to two of three", () => {
    const tennis = catalogue.tournaments.filter((tournament) => tournament.sport === 'tennis');
    const bestOfFive = tennis.filter((tournament) => tournament.bestOf === 5);
    expect(bestOfFive.map((tournament) => tournament.categoryId)).toEqual(['tennis-0']);
    expect(tennis.filter((tournament) => tournament.bestOf === 3)).toHaveLength(tennis.length - 1);
  });
});
