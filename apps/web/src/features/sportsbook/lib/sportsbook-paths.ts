import type { Route } from '@casino/sportsbook-ui';

/**
 * The native sportsbook's addresses (SPEC §2.6) and the sportsbook's own routes, both ways.
 * The player's tickets live in the profile (§2.3 bet-history/sft and bet-detail/sft).
 */
export const SPORTSBOOK_TYPES = ['top-tourneys', 'prematch', 'live', 'tourneys', 'tourneys/live'] as const;
export type SportsbookType = (typeof SPORTSBOOK_TYPES)[number];

/** SPEC §2.6: sport 1 for prematch and live, 0 (every sport) for the top tournaments. */
export const DEFAULT_SPORT: Record<SportsbookType, string> = {
  'top-tourneys': '0',
  prematch: '1',
  live: '1',
  tourneys: '1',
  'tourneys/live': '1',
};

export const BET_HISTORY_PATH = '/profile/bet-history/sft';
export const BET_DETAIL_PATH = '/profile/bet-detail/sft';

const SPORT = /^(\d{1,3}|e_sport)$/;
const ID = /^\d{1,15}$/;
const TOURNAMENT = /^[\w-]{1,40}$/;

/** The route an address names; anything it cannot read is the sportsbook's start page. */
export function routeOfPath(pathname: string, search: URLSearchParams): Route {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] === 'profile') {
    if (parts[1] === 'bet-detail') {
      const id = search.get('id');
      return id && ID.test(id) ? { page: 'ticket', ticket: id } : { page: 'my-bets' };
    }
    const bets = search.get('bets');
    return bets === 'settled' || bets === 'all' ? { page: 'my-bets', bets } : { page: 'my-bets' };
  }
  const [, first, second, third] = parts;
  if (first === 'all-sports') return { page: 'sports' };
  if (first === 'betslip') return { page: 'betslip' };
  if (first === 'event' && (second === 'line' || second === 'live') && third && ID.test(third))
    return { page: 'event', event: third };
  const type = (first === 'tourneys' && second === 'live' ? 'tourneys/live' : first) as SportsbookType | undefined;
  if (!type || !SPORTSBOOK_TYPES.includes(type)) return { page: 'home' };
  const asked = type === 'tourneys/live' ? third : second;
  const sport = asked && SPORT.test(asked) ? asked : DEFAULT_SPORT[type];
  if (type === 'top-tourneys') return sport === '0' ? { page: 'top' } : { page: 'top', sport };
  const page = type === 'live' || type === 'tourneys/live' ? 'live' : 'prematch';
  const tournament = search.get('tournament');
  return type.startsWith('tourneys') && tournament && TOURNAMENT.test(tournament)
    ? { page, sport, tournament }
    : { page, sport };
}

/** The address of a route; an event's address says whether it is live (`isLive`). */
export function pathOfRoute(route: Route, isLive: (eventId: string) => boolean): string {
  switch (route.page) {
    case 'event':
      return `/sportsbook/event/${isLive(route.event!) ? 'live' : 'line'}/${route.event}`;
    case 'live':
    case 'prematch': {
      const live = route.page === 'live';
      const sport = route.sport ?? DEFAULT_SPORT.prematch;
      if (route.tournament)
        return `/sportsbook/tourneys/${live ? 'live/' : ''}${sport}?tournament=${encodeURIComponent(route.tournament)}`;
      return `/sportsbook/${route.page}/${sport}`;
    }
    case 'top':
      return `/sportsbook/top-tourneys/${route.sport ?? DEFAULT_SPORT['top-tourneys']}`;
    case 'sports':
      return '/sportsbook/all-sports';
    case 'betslip':
      return '/sportsbook/betslip';
    case 'my-bets':
      return route.bets ? `${BET_HISTORY_PATH}?bets=${route.bets}` : BET_HISTORY_PATH;
    case 'ticket':
      return `${BET_DETAIL_PATH}?id=${route.ticket}`;
    default:
      return '/sportsbook';
  }
}
