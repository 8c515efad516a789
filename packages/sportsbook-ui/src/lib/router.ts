import { createStore, useStore } from './store';

/**
 * Where the player is, kept in the frame's address (so the back button and a reload work):
 * /client/?lang=fr-fr&layout=asian&page=event&event=1234. The launch token is read once and
 * never written back (params.ts).
 */
export const PAGES = ['home', 'top', 'live', 'prematch', 'event', 'my-bets', 'ticket', 'sports', 'betslip'] as const;
export type Page = (typeof PAGES)[number];

export interface Route {
  page: Page;
  /** The sport's bby number ("1") or "e_sport". */
  sport?: string;
  tournament?: string;
  event?: string;
  /** The ticket page's ticket id. */
  ticket?: string;
  /** My bets: which tickets ('open' unless asked). */
  bets?: 'open' | 'settled' | 'all';
}

/** The route a query string names; an unknown page is home, an event page without an event is home. */
export function routeFrom(search: URLSearchParams): Route {
  const asked = search.get('page') ?? 'home';
  const page: Page = (PAGES as readonly string[]).includes(asked) ? (asked as Page) : 'home';
  const event = search.get('event') ?? undefined;
  if (page === 'event' && !event) return { page: 'home' };
  const ticket = search.get('ticket');
  if (page === 'ticket') return ticket && /^\d{1,15}$/.test(ticket) ? { page, ticket } : { page: 'my-bets' };
  const route: Route = { page };
  const sport = search.get('sport');
  const tournament = search.get('tournament');
  if (sport && /^(\d{1,3}|e_sport)$/.test(sport)) route.sport = sport;
  if (tournament && /^[\w-]{1,40}$/.test(tournament)) route.tournament = tournament;
  if (event && /^\d{1,15}$/.test(event)) route.event = event;
  const bets = search.get('bets');
  if (page === 'my-bets' && (bets === 'settled' || bets === 'all')) route.bets = bets;
  return route;
}

/** The query string of a route, with the parameters that stay (lang, layout). */
export function searchOf(route: Route, keep: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const name of ['lang', 'layout']) {
    const value = keep.get(name);
    if (value) params.set(name, value);
  }
  if (route.page !== 'home') params.set('page', route.page);
  if (route.sport) params.set('sport', route.sport);
  if (route.tournament) params.set('tournament', route.tournament);
  if (route.event) params.set('event', route.event);
  if (route.bets) params.set('bets', route.bets);
  if (route.ticket) params.set('ticket', route.ticket);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const routeStore = createStore<Route>({ page: 'home' });

/**
 * How a route becomes an address. Standalone, the client keeps it in the frame's query
 * string; the site's native sportsbook maps routes to its own paths (/sportsbook/...).
 */
export interface Navigator {
  go(route: Route, replace: boolean): void;
  back(): void;
}

/**
 * How many of the frame's history entries the client pushed itself. In a frame the history
 * is the whole tab's: going back past the client's first page would take the site back too.
 */
let depth = 0;

const queryNavigator: Navigator = {
  go(route, replace) {
    const url = `${location.pathname}${searchOf(route, new URLSearchParams(location.search))}`;
    if (replace) history.replaceState(null, '', url);
    else {
      history.pushState(null, '', url);
      depth += 1;
    }
    routeStore.set(route);
  },
  back() {
    if (depth > 0) history.back();
    else navigate({ page: 'home' }, true);
  },
};

let navigator: Navigator = queryNavigator;

export function setNavigator(next: Navigator): void {
  navigator = next;
}

/** Standalone: the route follows the frame's address (its back button and a reload work). */
export function startRouter(initial: Route): void {
  routeStore.set(initial);
  window.addEventListener('popstate', () => {
    depth = Math.max(0, depth - 1);
    routeStore.set(routeFrom(new URLSearchParams(location.search)));
  });
}

export function navigate(route: Route, replace = false): void {
  navigator.go(route, replace);
  window.scrollTo({ top: 0 });
}

/** Back within the sportsbook: the previous page it showed, else its home page. */
export function goBack(): void {
  navigator.back();
}

export const useRoute = (): Route => useStore(routeStore);
