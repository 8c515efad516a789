import { EVENT_ID, type ClientLayout, type ClientPage, type ClientRoute } from './client-url';
import type { DeviceKind } from './device';

/**
 * SPEC §2.6 /sport/dgt/{view}/{page?}/{id?} and §9 (sport view codes m and af, default
 * landing page Home).
 *
 * - The view is 'm' (the phone view, the client's mobile layout) or 'af' (the other one,
 *   the client's Asian layout).
 * - Each device kind allows one view (DGT_DEVICE_VIEWS); its first is its default. A view
 *   known but meant for the other kind (a desktop address opened on a phone, or the reverse)
 *   is swapped for this device's view, keeping the page and id. An unknown view (or none)
 *   goes to Home in the device's default view.
 * - The page must be in the view's list (DGT_VIEW_PAGES), matched without regard to case and
 *   written back in its own case; none is Home; anything else goes to Home in the same view.
 *   Betslip is a page of the phone view only: the other view shows the betslip beside every
 *   page.
 * - Event needs its id (1 to 15 digits) or goes to Home; the other pages take no id (an id
 *   given is dropped).
 * - `?unique=1` (the profile's betHistory2 entry) makes each visit its own frame session.
 *
 * Every redirect keeps the query string, so the unique flag survives it.
 */
export const DGT_VIEWS = ['m', 'af'] as const;
export type DgtView = (typeof DGT_VIEWS)[number];

export const DGT_DEVICE_VIEWS: Record<DeviceKind, readonly DgtView[]> = {
  phone: ['m'],
  desktop: ['af'],
};

export const DGT_PAGES = ['Home', 'Live', 'Prematch', 'Event', 'BetsHistory', 'Betslip'] as const;
export type DgtPage = (typeof DGT_PAGES)[number];

export const DGT_VIEW_PAGES: Record<DgtView, readonly DgtPage[]> = {
  af: ['Home', 'Live', 'Prematch', 'Event', 'BetsHistory'],
  m: ['Home', 'Live', 'Prematch', 'Event', 'BetsHistory', 'Betslip'],
};

export const DGT_DEFAULT_PAGE: DgtPage = 'Home';

export const DGT_LAYOUT: Record<DgtView, ClientLayout> = { af: 'asian', m: 'mobile' };

const CLIENT_PAGE: Record<DgtPage, ClientPage> = {
  Home: 'home',
  Live: 'live',
  Prematch: 'prematch',
  Event: 'event',
  BetsHistory: 'my-bets',
  Betslip: 'betslip',
};

/** The query flag that makes the frame a session of its own. */
export const DGT_UNIQUE_PARAM = 'unique';

export interface DgtRequest {
  view: string | undefined;
  page: string | undefined;
  id: string | undefined;
  /** location.search ('' or '?…'). */
  search: string;
  device: DeviceKind;
}

export type DgtResolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'show'; view: DgtView; page: DgtPage; layout: ClientLayout; route: ClientRoute; unique: boolean };

export function dgtPath(view: DgtView, page: DgtPage, id?: string): string {
  return `/sport/dgt/${view}/${page}${id ? `/${encodeURIComponent(id)}` : ''}`;
}

const isView = (value: string | undefined): value is DgtView => (DGT_VIEWS as readonly string[]).includes(value ?? '');

export function resolveDgtRoute({ view, page, id, search, device }: DgtRequest): DgtResolution {
  const allowed = DGT_DEVICE_VIEWS[device];
  const defaultView = allowed[0]!;
  const redirect = (to: string): DgtResolution => ({ kind: 'redirect', to: `${to}${search}` });

  if (!isView(view)) return redirect(dgtPath(defaultView, DGT_DEFAULT_PAGE));
  const shownView = allowed.includes(view) ? view : defaultView;

  const asked = page ?? DGT_DEFAULT_PAGE;
  const shownPage = DGT_VIEW_PAGES[shownView].find((name) => name.toLowerCase() === asked.toLowerCase());
  if (!shownPage) return redirect(dgtPath(shownView, DGT_DEFAULT_PAGE));
  if (shownPage === 'Event' && !(id && EVENT_ID.test(id))) return redirect(dgtPath(shownView, DGT_DEFAULT_PAGE));
  const shownId = shownPage === 'Event' ? id : undefined;

  if (shownView !== view || shownPage !== page || shownId !== id)
    return redirect(dgtPath(shownView, shownPage, shownId));

  const route: ClientRoute = { page: CLIENT_PAGE[shownPage] };
  if (shownId) route.event = shownId;
  const flag = new URLSearchParams(search).get(DGT_UNIQUE_PARAM);
  return {
    kind: 'show',
    view: shownView,
    page: shownPage,
    layout: DGT_LAYOUT[shownView],
    route,
    unique: flag === '1' || flag === 'true',
  };
}
