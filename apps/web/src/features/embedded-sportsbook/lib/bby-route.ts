import { EVENT_ID, type ClientPage, type ClientRoute } from './client-url';

/** SPEC §2.6: the third sportsbook's sport names and their numbers. */
export const BBY_SPORTS = {
  football: '1',
  basketball: '2',
  baseball: '3',
  iceHockey: '4',
  tennis: '5',
  handball: '6',
  floorball: '7',
  golf: '9',
  boxing: '10',
  rugby: '12',
  aussieRules: '13',
  bandy: '15',
  americanFootball: '16',
  cycling: '17',
  specials: '18',
  snooker: '19',
  tableTennis: '20',
  cricket: '21',
  volleyball: '23',
  eSport: 'e_sport',
} as const satisfies Record<string, string>;
export type BbySport = keyof typeof BBY_SPORTS;

/** "iceHockey", "ice-hockey", "ice_hockey" and "ICEHOCKEY" are one name. */
const squash = (word: string) => word.toLowerCase().replace(/[-_\s]/g, '');

const SPORT_BY_WORD = new Map<string, string>(Object.entries(BBY_SPORTS).map(([name, id]) => [squash(name), id]));

const PAGE_BY_WORD = new Map<string, ClientPage>([
  ['home', 'home'],
  ['live', 'live'],
  ['prematch', 'prematch'],
  ['line', 'prematch'],
  ['sports', 'sports'],
  ['bets', 'my-bets'],
  ['mybets', 'my-bets'],
  ['betslip', 'betslip'],
  ['event', 'event'],
]);

/** The client pages a sport filters; the others show the same whatever the sport. */
const SPORT_PAGES: readonly ClientPage[] = ['live', 'prematch'];

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * /sport/bby/?path=…: the path's words, in any order ("football/live", "/live/tennis"), to the
 * client's page and sport.
 * - A sport name (BBY_SPORTS, any case, with or without - or _) gives the sport.
 * - A page word: live; prematch or line; bets or my-bets; betslip; sports; home;
 *   event followed by the event's id (without a valid id the word counts for nothing). The
 *   first page word wins.
 * - A sport without a page word is that sport's prematch list; with a page that no sport
 *   filters (home, my bets…) the sport is dropped.
 * - Unknown words are ignored; nothing known is the sportsbook's home.
 */
export function bbyRoute(path: string | null | undefined): ClientRoute {
  // A path escaped once more than the query already was ("live%2Ftennis") reads the same.
  const words = decode(path ?? '')
    .split(/[/?#]/)
    .map((word) => word.trim())
    .filter(Boolean);
  let sport: string | undefined;
  let page: ClientPage | undefined;
  let event: string | undefined;
  words.forEach((word, index) => {
    const key = squash(word);
    const sportId = SPORT_BY_WORD.get(key);
    if (sportId !== undefined) {
      sport ??= sportId;
      return;
    }
    const named = PAGE_BY_WORD.get(key);
    if (named === undefined || page !== undefined) return;
    if (named === 'event') {
      const id = words[index + 1];
      if (id && EVENT_ID.test(id)) {
        page = 'event';
        event = id;
      }
      return;
    }
    page = named;
  });

  if (page === 'event' && event) return { page, event };
  const shown: ClientPage = page ?? (sport ? 'prematch' : 'home');
  return sport && SPORT_PAGES.includes(shown) ? { page: shown, sport } : { page: shown };
}
