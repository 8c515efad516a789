import type { Locale } from '@casino/contracts';
import type { OddsFormat } from '@/lib/bookmaker-settings';

/**
 * The address of the in-house sportsbook's embeddable client (apps/sportsbook/src/client):
 * `${url}/client/?token=…&lang=…&layout=…&page=…&event=…&sport=…&css=…`, where `url` is the
 * integration's public URL from GET /api/settings/ (settings.sportsbooks[].url).
 */

/** SPEC §9 odds views, as far as the client draws them. */
export const CLIENT_LAYOUTS = ['european', 'asian', 'mobile'] as const;
export type ClientLayout = (typeof CLIENT_LAYOUTS)[number];

/** The client's pages the site opens (its `page` parameter). */
export const CLIENT_PAGES = ['home', 'live', 'prematch', 'event', 'my-bets', 'sports', 'betslip'] as const;
export type ClientPage = (typeof CLIENT_PAGES)[number];

/** Where the client opens: its page, and the event, sport or ticket filter that page reads. */
export interface ClientRoute {
  page: ClientPage;
  /** The event page's event id (digits, as the provider writes it). */
  event?: string;
  /** The sport's number ("1") or "e_sport" (SPEC §2.6 mapping). */
  sport?: string;
  /** My bets: which tickets it lists first. */
  bets?: 'all';
}

/** The provider's event ids (its own check: 1 to 15 digits). */
export const EVENT_ID = /^\d{1,15}$/;

export interface ClientLaunch extends ClientRoute {
  /** The integration's public URL (no trailing slash needed). */
  base: string;
  /** The player's single-use launch token; none for a guest (the client then shows odds only). */
  token?: string | null;
  lang: Locale;
  /** Omitted: the client picks by its width (mobile below 768 px, else European). */
  layout?: ClientLayout;
  /** How the player writes odds (the bookmaker settings); decimal when omitted. */
  odds?: OddsFormat;
  /** A stylesheet for the client (a skin): the provider decides which hosts it takes one from. */
  css?: string | null;
  /** A fragment the client reads at start (the bet-history frame's `#all-my-bets`). */
  hash?: string;
}

/** The frame's address; only the parameters the route uses are written. */
export function clientUrl(launch: ClientLaunch): string {
  const params = new URLSearchParams();
  if (launch.token) params.set('token', launch.token);
  params.set('lang', launch.lang);
  if (launch.layout) params.set('layout', launch.layout);
  if (launch.odds && launch.odds !== 'decimal') params.set('odds', launch.odds);
  params.set('page', launch.page);
  if (launch.page === 'event' && launch.event) params.set('event', launch.event);
  if (launch.sport) params.set('sport', launch.sport);
  if (launch.bets) params.set('bets', launch.bets);
  if (launch.css) params.set('css', launch.css);
  const hash = launch.hash ? (launch.hash.startsWith('#') ? launch.hash : `#${launch.hash}`) : '';
  return `${launch.base.replace(/\/+$/, '')}/client/?${params.toString()}${hash}`;
}

/**
 * The origin the frame's messages must come from, or null when the configured URL is not an
 * http(s) address (nothing is framed then).
 */
export function clientOrigin(base: string): string | null {
  try {
    const url = new URL(base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The iframe's `src` with `hash` as its fragment, or null when it already has it (nothing to
 * set: setting `src` again would navigate the frame).
 */
export function withHash(src: string, hash: string): string | null {
  const url = new URL(src);
  if (url.hash === hash) return null;
  url.hash = hash;
  return url.href;
}
