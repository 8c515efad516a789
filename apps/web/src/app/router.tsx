import { DEFAULT_ROUTE } from '@casino/contracts';
import { FullPageSpinner } from '@casino/ui/spinner';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouteError } from './error-boundary/route-error';
import { AuthOnly, GuestOnly } from './guards';
import { AppLayout } from './layouts/app-layout';
import { prefetchLobbyBanners } from './lobby-banners';
import { formPage, page, redirectTo } from './route-helpers';
import CasinoLobbyPage from './routes/casino-home';

/** The /__boom test route exists only in development or when explicitly switched on. */
function boomEnabled(): boolean {
  if (import.meta.env.DEV) return true;
  try {
    return localStorage.getItem('debug:boom') === '1';
  } catch {
    return false;
  }
}

const signIn = () => import('./routes/sign-in');
const signUp = () => import('./routes/sign-up');
const forgotPassword = () => import('./routes/forgot-password');
const checkInbox = () => import('./routes/check-inbox');
const emailVerify = () => import('./routes/email-verify');
const resetPassword = () => import('./routes/reset-password');
const collection = () => import('./routes/slots-collection');
const gameType = () => import('./routes/slots-game-type');
const game = () => import('./routes/game');
const sportsbook = () => import('./routes/sportsbook');

/**
 * The lobby, the first page of most visits, comes in the first script (a page chunk would cost a
 * phone one more round trip before it paints); its loader asks for the banners at once.
 */
const lobbyPage = { Component: CasinoLobbyPage, loader: prefetchLobbyBanners };

/** The sportsbook's pages run edge to edge under the header (AppLayout reads the handle). */
const bleed = { handle: { bleed: true } };

export const routes: RouteObject[] = [
  // SPEC §2.6 bet-history frame: a page of its own, without the site's header and footer.
  {
    path: '/bet-history-frame/:token/:lang/:hostName?/:styleFile?',
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    ...formPage(() => import('./routes/bet-history-frame')),
  },
  {
    id: 'site',
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, ...redirectTo(DEFAULT_ROUTE) },
      { path: 'slots', ...redirectTo(DEFAULT_ROUTE) },
      // Static sections rank above /slots/{provider}/{gameId}, so /slots/casino/top is a section page.
      { path: 'slots/casino', ...lobbyPage },
      { path: 'slots/live-casino', ...lobbyPage },
      { path: 'slots/all', ...lobbyPage },
      { path: 'slots/casino/:id', ...page(collection) },
      { path: 'slots/live-casino/:id', ...page(collection) },
      { path: 'slots/all/:id', ...page(collection) },
      { path: 'slots/:gameType', ...page(gameType) },
      { path: 'virtual-games', ...page(gameType) },
      { path: 'search-slots', ...page(() => import('./routes/search-slots')) },
      // SPEC §2.6: /sportsbook and /sportsbook/{type}/{activeSport}, all-sports, betslip, event/line|live/{id};
      // the page reads the address itself (features/sportsbook/lib/sportsbook-paths.ts), anything else is its start.
      { path: 'sportsbook/*', ...bleed, ...page(sportsbook) },
      // SPEC §2.6 embedded sportsbooks: the provider's client framed under the header.
      { path: 'sport/alt/:page?', ...bleed, ...formPage(() => import('./routes/sport-alt')) },
      // The view is checked by the page itself (a bare /sport/dgt goes to its default view).
      { path: 'sport/dgt/:view?/:page?/:id?', ...bleed, ...formPage(() => import('./routes/sport-dgt')) },
      { path: 'sport/bby', ...bleed, ...formPage(() => import('./routes/sport-bby')) },
      { path: 'slots/:provider/:gameId', ...page(game) },
      { path: 'slots/:provider/:gameId/:demoStart', ...page(game) },
      { path: 'slots/:provider/:gameId/:freeSpin/session', ...page(game) },
      {
        element: <GuestOnly />,
        children: [
          { path: 'auth/sign-in', ...formPage(signIn) },
          { path: 'sign-up', ...formPage(signUp) },
          { path: 'sign-up/:promocode', ...formPage(signUp) },
          { path: 'forgot-password', ...formPage(forgotPassword) },
          { path: 'recovery-password', ...formPage(forgotPassword) },
          { path: 'resend-email', ...formPage(() => import('./routes/resend-email')) },
          { path: 'verify-email', ...formPage(checkInbox) },
          { path: 'verify', ...formPage(checkInbox) },
          { path: 'emails/verify/password/confirm/:token', ...formPage(resetPassword) },
          { path: 'email/verify/password/confirm/:token', ...formPage(resetPassword) },
        ],
      },
      // E-mail links work signed in or not (an address change is confirmed while signed in).
      { path: 'verify/:key', ...formPage(emailVerify) },
      { path: 'email/verify/email/:token', ...formPage(emailVerify) },
      {
        element: <AuthOnly />,
        children: [
          {
            id: 'profile',
            path: 'profile',
            ...formPage(() => import('./routes/profile-layout')),
            children: [
              { index: true, ...redirectTo('/profile/user-info') },
              // The other pages arrive with profile-routes.tsx (see discoverRoutes).
            ],
          },
          { path: 'deposit/:paymentSystem', ...formPage(() => import('./routes/deposit')) },
          { path: 'withdrawal/:payoutSystem', ...formPage(() => import('./routes/withdrawal')) },
          { path: 'balance', ...formPage(() => import('./routes/balance')) },
        ],
      },
      ...(boomEnabled() ? [{ path: '__boom', ...page(() => import('./routes/boom')) }] : []),
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/** The addresses of site-routes.tsx (content pages, SPEC §2.2, §2.4, §2.7), discovered on the first visit to one. */
export const SITE_PATHS = /^\/(promotions|promotions-detail|help|faq|terms-and-conditions|main|persons|email)(\/|$)/;

/**
 * Fog of war: the router asks for routes it may not know yet (an address that only the catch-all
 * matches), and the profile's pages are fetched then, keeping them out of the first page's script;
 * so are the wheel's two addresses (SPEC §2.2 /wheel-game, /wheel-game-history), mere redirects,
 * and the content pages with the spec's other addresses (site-routes.tsx, SITE_PATHS).
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path.startsWith('/profile/')) {
    patch('profile', (await import('./profile-routes')).PROFILE_ROUTES);
  } else if (path.startsWith('/wheel-game')) {
    patch(null, (await import('./wheel-routes')).default);
  } else if (SITE_PATHS.test(path)) {
    patch('site', (await import('./site-routes')).SITE_ROUTES);
  }
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
