import { DEFAULT_PROMOTION_TYPE, LEGAL_PAGES } from '@casino/contracts/content-constants';
import { DEFAULT_ROUTE } from '@casino/contracts';
import type { RouteObject } from 'react-router';
import { formPage, redirectTo } from './route-helpers';

const promotion = () => import('./routes/promotion-detail');
const help = () => import('./routes/help');

/**
 * The content pages and the spec's other addresses (SPEC §2.2, §2.4, §2.7), under the site's layout.
 * Kept out of the first route tree, so the first page carries none of them.
 */
export const SITE_ROUTES: RouteObject[] = [
  { path: 'promotions', ...formPage(() => import('./routes/promotions')) },
  // /promotions/welcome-offer-1 … 9: the page turns any other name into the not-found page.
  { path: 'promotions/:type', ...formPage(promotion) },
  { path: 'promotions-detail', ...redirectTo(`/promotions-detail/${DEFAULT_PROMOTION_TYPE}`) },
  { path: 'promotions-detail/:type', ...formPage(promotion) },
  { path: 'help', ...formPage(help) },
  { path: 'faq', ...formPage(help) },
  { path: 'faq/:slug', ...formPage(() => import('./routes/help-article')) },
  { path: 'terms-and-conditions', ...redirectTo(`/terms-and-conditions/${LEGAL_PAGES[0]}`) },
  { path: 'terms-and-conditions/:page', ...formPage(() => import('./routes/legal-page')) },
  // SPEC §2.2 addresses of the old site: /main is the home, /persons and /email the player's details,
  // where the e-mail address is changed and verified (the profile's guard sends a guest home).
  { path: 'main', ...redirectTo(DEFAULT_ROUTE) },
  { path: 'persons', ...redirectTo('/profile/user-info') },
  { path: 'email', ...redirectTo('/profile/user-info') },
];
