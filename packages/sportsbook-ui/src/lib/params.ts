import { pickLocale, type Locale } from './i18n';
import { ODDS_FORMATS, type OddsFormat } from './odds-format';
import { routeFrom, type Route } from './router';

/**
 * What the site puts in the frame's address:
 * /client/?token=<launch token>&lang=<en-US|fr-fr|ar-ar|ru>&layout=<european|asian|mobile>&page=…&event=…&sport=…&css=…
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
  /**
   * A stylesheet that restyles the client (the site's skin), or null. Only an http(s) address
   * of a .css file is taken; the provider's style-src policy decides which hosts may serve it.
   */
  stylesheet: string | null;
}

function stylesheetFrom(css: string | null): string | null {
  if (!css || css.length > 500) return null;
  try {
    const url = new URL(css);
    const plain = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    return plain && url.pathname.endsWith('.css') ? url.href : null;
  } catch {
    return null;
  }
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
    stylesheet: stylesheetFrom(params.get('css')),
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
