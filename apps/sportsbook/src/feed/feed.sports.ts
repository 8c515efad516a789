/**
 * The sports the feed offers and how each one's calendar is laid out. Sport numbers are
 * the bby mapping of SPEC.md §2.6 (football 1 … volleyball 23, eSport 'e_sport'), so the
 * embedded sportsbook routes and the native API name a sport the same way.
 *
 * Each tournament plays one match at a time, one every `kickoffEveryMin` minutes, and a
 * match lasts `durationMin` (the nominal length of the real thing, breaks included). The
 * tournaments of one sport start evenly out of step, so at any instant at least
 * floor(minimum duration × tournaments / kickoffEveryMin) of them are live: the counts the
 * calendar promises (≥ 20 live, ≥ 300 within 7 days) hold by construction, not by luck.
 * A match never lasts longer than the gap to the tournament's next one, so no team ever
 * plays twice at once.
 */

export const SPORT_KEYS = [
  'football',
  'basketball',
  'baseball',
  'ice-hockey',
  'tennis',
  'handball',
  'golf',
  'american-football',
  'table-tennis',
  'volleyball',
  'e-sport',
] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

/** The sport's number in the bby mapping (SPEC.md §2.6); eSport is the one named by a string there. */
export type BbyId = 1 | 2 | 3 | 4 | 5 | 6 | 9 | 16 | 20 | 23 | 'e_sport';

/** How competitors are named: clubs, franchises with nicknames, single players, gaming teams. */
export type NamingStyle = 'club' | 'franchise' | 'player' | 'gaming';

export interface CategorySpec {
  name: string;
  /** ISO 3166 alpha-2 of a country category; tours and game titles have none. */
  country?: string;
  /** Overrides the sport's base scoring (tennis: men and women hold serve differently). */
  scoringBase?: number;
  /** Overrides the sport's tournaments (the women's majors are played to two sets won of three). */
  tournaments?: readonly TournamentSpec[];
}

export interface TournamentSpec {
  name: string;
  bestOf?: number;
  durationMin?: number;
}

export interface SportDefinition {
  key: SportKey;
  bby: BbyId;
  name: string;
  /** A match of two sides, or a field of competitors (golf) with an outright result. */
  format: 'match' | 'field';
  naming: NamingStyle;
  categories: readonly CategorySpec[];
  /** The tournaments of each category unless it names its own ('{place}' becomes a generated place name). */
  tournaments: readonly TournamentSpec[];
  competitorsPerTournament: number;
  kickoffEveryMin: number;
  durationMin: number;
  /** Where the first tournament's kick-offs fall (minutes past the Unix epoch); drawn from the seed when absent. */
  phaseMin?: number;
  /**
   * The sport model's base scoring level and its spread between tournaments: goals or
   * runs per side in goal sports, total points in points sports, the probability of
   * winning a point on serve in tennis; unused where the model needs none.
   */
  scoring: { base: number; spread: number };
  /** How many sets, games or maps decide a match (tennis, volleyball, table tennis, e-sport). */
  bestOf?: number;
}

const country = (name: string, code: string): CategorySpec => ({ name, country: code });

const FOOTBALL_COUNTRIES = [
  country('England', 'GB'),
  country('Spain', 'ES'),
  country('Germany', 'DE'),
  country('Italy', 'IT'),
  country('France', 'FR'),
  country('Portugal', 'PT'),
  country('Netherlands', 'NL'),
  country('Belgium', 'BE'),
  country('Turkey', 'TR'),
  country('Brazil', 'BR'),
  country('Argentina', 'AR'),
  country('Tunisia', 'TN'),
];

const TENNIS_EVENTS: readonly TournamentSpec[] = [
  { name: '{place} Open' },
  { name: '{place} Masters' },
  { name: '{place} Classic' },
];

/** The catalogue, in a fixed order: a tournament's global index (and so its events' ids) depends on it. */
export const SPORTS: readonly SportDefinition[] = [
  {
    key: 'football',
    bby: 1,
    name: 'Football',
    format: 'match',
    naming: 'club',
    categories: FOOTBALL_COUNTRIES,
    tournaments: [{ name: 'Premier Division' }, { name: 'First Division' }],
    competitorsPerTournament: 16,
    kickoffEveryMin: 360,
    durationMin: 115,
    scoring: { base: 1.35, spread: 0.12 },
  },
  {
    key: 'basketball',
    bby: 2,
    name: 'Basketball',
    format: 'match',
    naming: 'franchise',
    categories: [
      country('United States', 'US'),
      country('Spain', 'ES'),
      country('France', 'FR'),
      country('Italy', 'IT'),
      country('Turkey', 'TR'),
      country('Greece', 'GR'),
      country('Lithuania', 'LT'),
      country('Serbia', 'RS'),
    ],
    tournaments: [{ name: 'Pro League' }],
    competitorsPerTournament: 12,
    kickoffEveryMin: 480,
    durationMin: 135,
    scoring: { base: 190, spread: 15 },
  },
  {
    key: 'baseball',
    bby: 3,
    name: 'Baseball',
    format: 'match',
    naming: 'franchise',
    categories: [
      country('United States', 'US'),
      country('Japan', 'JP'),
      country('South Korea', 'KR'),
      country('Mexico', 'MX'),
    ],
    tournaments: [{ name: 'Pro Series' }],
    competitorsPerTournament: 12,
    kickoffEveryMin: 480,
    durationMin: 180,
    scoring: { base: 4.4, spread: 0.3 },
  },
  {
    key: 'ice-hockey',
    bby: 4,
    name: 'Ice Hockey',
    format: 'match',
    naming: 'franchise',
    categories: [
      country('Canada', 'CA'),
      country('Sweden', 'SE'),
      country('Finland', 'FI'),
      country('Czechia', 'CZ'),
      country('Switzerland', 'CH'),
      country('Germany', 'DE'),
    ],
    tournaments: [{ name: 'Elite League' }],
    competitorsPerTournament: 14,
    kickoffEveryMin: 480,
    durationMin: 150,
    scoring: { base: 2.9, spread: 0.2 },
  },
  {
    key: 'tennis',
    bby: 5,
    name: 'Tennis',
    format: 'match',
    naming: 'player',
    categories: [
      // The men's majors are played to three sets won of five.
      {
        name: "Men's Tour",
        scoringBase: 0.64,
        tournaments: [{ name: '{place} Major', bestOf: 5, durationMin: 210 }, ...TENNIS_EVENTS],
      },
      { name: "Women's Tour", scoringBase: 0.56, tournaments: [{ name: '{place} Major' }, ...TENNIS_EVENTS] },
    ],
    tournaments: TENNIS_EVENTS,
    competitorsPerTournament: 16,
    kickoffEveryMin: 240,
    durationMin: 135,
    scoring: { base: 0.62, spread: 0.01 },
    bestOf: 3,
  },
  {
    key: 'handball',
    bby: 6,
    name: 'Handball',
    format: 'match',
    naming: 'franchise',
    categories: [
      country('Germany', 'DE'),
      country('Denmark', 'DK'),
      country('France', 'FR'),
      country('Spain', 'ES'),
      country('Hungary', 'HU'),
      country('Norway', 'NO'),
    ],
    tournaments: [{ name: 'Handball League' }],
    competitorsPerTournament: 12,
    kickoffEveryMin: 480,
    durationMin: 90,
    scoring: { base: 56, spread: 3 },
  },
  {
    key: 'golf',
    bby: 9,
    name: 'Golf',
    format: 'field',
    naming: 'player',
    categories: [{ name: 'World Tour' }, { name: 'Challenge Tour' }],
    tournaments: [{ name: 'Tour Season' }],
    competitorsPerTournament: 30,
    // A four-round tournament every week per tour, Thursday morning to Sunday evening.
    kickoffEveryMin: 7 * 24 * 60,
    durationMin: 84 * 60,
    phaseMin: 6 * 60, // the Unix epoch fell on a Thursday
    scoring: { base: 0, spread: 0 },
  },
  {
    key: 'american-football',
    bby: 16,
    name: 'American Football',
    format: 'match',
    naming: 'franchise',
    categories: [country('United States', 'US')],
    tournaments: [{ name: 'Pro Football League' }, { name: 'College Series' }],
    competitorsPerTournament: 16,
    kickoffEveryMin: 720,
    durationMin: 195,
    scoring: { base: 45, spread: 3 },
  },
  {
    key: 'table-tennis',
    bby: 20,
    name: 'Table Tennis',
    format: 'match',
    naming: 'player',
    categories: [{ name: 'Pro Series' }, { name: 'Challenger Series' }],
    tournaments: [{ name: '{place} Cup' }, { name: '{place} League' }],
    competitorsPerTournament: 12,
    kickoffEveryMin: 60,
    durationMin: 45,
    scoring: { base: 0, spread: 0 },
    bestOf: 5,
  },
  {
    key: 'volleyball',
    bby: 23,
    name: 'Volleyball',
    format: 'match',
    naming: 'franchise',
    categories: [country('Italy', 'IT'), country('Poland', 'PL'), country('Brazil', 'BR'), country('Turkey', 'TR')],
    tournaments: [{ name: 'Superliga' }],
    competitorsPerTournament: 12,
    kickoffEveryMin: 360,
    durationMin: 120,
    scoring: { base: 0, spread: 0 },
    bestOf: 5,
  },
  {
    key: 'e-sport',
    bby: 'e_sport',
    name: 'eSport',
    format: 'match',
    naming: 'gaming',
    categories: [{ name: 'Tactical Shooter' }, { name: 'Battle Arena' }],
    tournaments: [{ name: '{place} Masters' }, { name: 'Pro League' }],
    competitorsPerTournament: 8,
    kickoffEveryMin: 180,
    durationMin: 150,
    scoring: { base: 0, spread: 0 },
    bestOf: 3,
  },
];

/** The definition of a sport by its key. */
export function sportByKey(key: SportKey): SportDefinition {
  const sport = SPORTS.find((candidate) => candidate.key === key);
  if (!sport) throw new RangeError(`unknown sport: ${key}`);
  return sport;
}

/** The definition of a sport by its bby number (SPEC.md §2.6), or undefined. */
export function sportByBby(bby: BbyId): SportDefinition | undefined {
  return SPORTS.find((candidate) => candidate.bby === bby);
}
