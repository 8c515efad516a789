import { pickLocale, type Locale } from './i18n';
import { ODDS_FORMATS, type OddsFormat } from './odds-format';
import { routeFrom, type Route } from './router';

/**
 * What the site puts in the frame's address:
 * /client/?token=<launch token>&lang=<en-US|fr-fr|ar-ar|ru>&layout=<european|asian|mobile>&page=…&event=…&sport=…
 */
export const LAYOUTS = ['european', 'asian', 'mobile'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface Launch {
  token: string | null;
  locale: Locale;
  /** The layout the site asked for, or null: then it follows the frame's width. */
  layout: Layout | null;
  /** How the player writes odds (the site's bookmaker settings). */
  odds: OddsFormat;
  route: Route;
}

export function readLaunch(search: string, browserLanguages: readonly string[] = []): Launch {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const layout = params.get('layout');
  const odds = params.get('odds');
  return {
    token: token && token.length <= 200 ? token : null,
    locale: pickLocale(params.get('lang'), browserLanguages),
    layout: (LAYOUTS as readonly string[]).includes(layout ?? '') ? (layout as Layout) : null,
    odds: (ODDS_FORMATS as readonly string[]).includes(odds ?? '') ? (odds as OddsFormat) : 'decimal',
    route: routeFrom(params),
  };
}

/** The frame is narrower than 768 px: the mobile layout unless the site asked for another. */
export const MOBILE_BELOW = 768;

export function layoutFor(asked: Layout | null, width: number): Layout {
  return asked ?? (width < MOBILE_BELOW ? 'mobile' : 'european');
}

/** Takes the launch token out of the address bar (it is a one-time secret), keeping the rest. */
export function forgetLaunchToken(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
