import type { ClientPage, ClientRoute } from './client-url';

/**
 * /sport/alt/{page?}: the optional page name to the client's page. `bets` is the profile's
 * bet history entry (SPEC §2.3); any other name, or none, is the sportsbook's home.
 */
const ALT_PAGES = new Map<string, ClientPage>([
  ['bets', 'my-bets'],
  ['live', 'live'],
  ['prematch', 'prematch'],
]);

export function altRoute(page: string | undefined): ClientRoute {
  return { page: ALT_PAGES.get(page?.toLowerCase() ?? '') ?? 'home' };
}
