import { competitorName, placeName } from './feed.names.js';
import { normal, pick } from './feed.random.js';
import { SPORTS, type SportDefinition, type SportKey } from './feed.sports.js';

/**
 * Who plays: categories (countries, tours, game titles), their tournaments and each
 * tournament's competitors with latent strengths. Everything is a pure function of the
 * seed, built in the fixed order of SPORTS, so a restart rebuilds the same catalogue.
 */

export interface Competitor {
  id: string;
  name: string;
  /**
   * Latent strengths in standard-normal units (clamped to ±2.5); each sport's price model
   * reads them in its own terms: scoring and conceding in goal and points sports, serve
   * and return in tennis, an overall rating (their mean) elsewhere.
   */
  attack: number;
  defence: number;
}

export interface Category {
  id: string;
  sport: SportKey;
  name: string;
  country?: string;
}

export interface Tournament {
  id: string;
  /** Position among all tournaments of all sports: part of every event id. */
  index: number;
  sport: SportKey;
  categoryId: string;
  /** Its category's place among its sport's (0: the sport's first country, tour or title). */
  categoryRank: number;
  /** Its level within its category: 0 is the top division. */
  division: number;
  name: string;
  competitors: readonly Competitor[];
  bestOf?: number;
  /** The sport model's base scoring here (see SportDefinition.scoring). */
  scoring: number;
  kickoffEveryMs: number;
  durationMs: number;
  /** The instant of kick-off number 0 (ms since the Unix epoch); kick-off k is at phase + k × every. */
  phaseMs: number;
}

export interface Catalogue {
  seed: string;
  categories: readonly Category[];
  tournaments: readonly Tournament[];
}

/** Event ids pack the tournament's index below this: see feed.calendar.ts. */
export const MAX_TOURNAMENTS = 128;

const MINUTE = 60_000;
const cache = new Map<string, Catalogue>();

/** The catalogue of a seed (built once per seed and process: the calendar asks for it constantly). */
export function catalogueFor(seed: string): Catalogue {
  let catalogue = cache.get(seed);
  if (!catalogue) {
    catalogue = buildCatalogue(seed);
    cache.set(seed, catalogue);
  }
  return catalogue;
}

/** Builds the catalogue of a seed from scratch (what a restarted process does). */
export function buildCatalogue(seed: string): Catalogue {
  const categories: Category[] = [];
  const tournaments: Tournament[] = [];
  for (const sport of SPORTS) {
    const count = sport.categories.reduce((sum, spec) => sum + (spec.tournaments ?? sport.tournaments).length, 0);
    const spacingMin = sport.kickoffEveryMin / count;
    // Even spacing is what makes the live count a guarantee; a sport laid out otherwise is a bug here.
    if (!Number.isInteger(spacingMin)) throw new Error(`${sport.key}: kick-offs cannot be spaced evenly`);
    const phaseMin = sport.phaseMin ?? pick(spacingMin, seed, sport.key, 'phase');
    const usedNames = new Set<string>();
    let within = 0; // the tournament's place among its sport's, which sets its phase
    sport.categories.forEach((spec, c) => {
      const category: Category = { id: `${sport.key}-${c}`, sport: sport.key, name: spec.name, country: spec.country };
      categories.push(category);
      (spec.tournaments ?? sport.tournaments).forEach((tournamentSpec, t) => {
        const durationMin = tournamentSpec.durationMin ?? sport.durationMin;
        if (durationMin > sport.kickoffEveryMin) throw new Error(`${sport.key}: a match outlasts the gap to the next`);
        const level = normal(seed, sport.key, c, t, 'level');
        const index = tournaments.length;
        tournaments.push({
          id: `${sport.key}-${c}-${t}`,
          index,
          sport: sport.key,
          categoryId: category.id,
          categoryRank: c,
          division: t,
          name: tournamentSpec.name.replace('{place}', placeName(seed, sport.key, c, t, 'tournament')),
          competitors: competitors(seed, sport, index, c, t, usedNames),
          bestOf: tournamentSpec.bestOf ?? sport.bestOf,
          scoring: (spec.scoringBase ?? sport.scoring.base) + sport.scoring.spread * level,
          kickoffEveryMs: sport.kickoffEveryMin * MINUTE,
          durationMs: durationMin * MINUTE,
          phaseMs: (phaseMin + within * spacingMin) * MINUTE,
        });
        within += 1;
      });
    });
  }
  if (tournaments.length > MAX_TOURNAMENTS) throw new Error('too many tournaments for the event id layout');
  return { seed, categories, tournaments };
}

function competitors(
  seed: string,
  sport: SportDefinition,
  index: number,
  c: number,
  t: number,
  usedNames: Set<string>,
): Competitor[] {
  const list: Competitor[] = [];
  for (let i = 0; i < sport.competitorsPerTournament; i++) {
    // A sport never has two competitors of one name: draw again under a new name until free.
    let name: string | undefined;
    for (let attempt = 0; name === undefined && attempt < 1000; attempt++) {
      const candidate = competitorName(sport.naming, seed, sport.key, c, t, i, attempt);
      if (!usedNames.has(candidate)) name = candidate;
    }
    if (name === undefined) throw new Error(`${sport.key}: the name pool is too small for its competitors`);
    usedNames.add(name);
    list.push({
      id: `${index}-${i}`,
      name,
      attack: normal(seed, sport.key, c, t, i, 'attack'),
      defence: normal(seed, sport.key, c, t, i, 'defence'),
    });
  }
  return list;
}
