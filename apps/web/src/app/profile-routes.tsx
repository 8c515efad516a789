import type { RouteObject } from 'react-router';
import { formPage } from './route-helpers';
import type { BONUS_PAGES } from './routes/profile-bonuses';

const betHistory = () => import('./routes/profile-bet-history');
const bonusPage = (name: keyof typeof BONUS_PAGES) =>
  formPage(() => import('./routes/profile-bonuses').then((pages) => ({ default: pages.BONUS_PAGES[name] })));

/**
 * The profile's pages under /profile (SPEC §2.3). The router discovers them on the first visit to a
 * profile address (router.tsx), so the first page of the site carries none of them.
 */
export const PROFILE_ROUTES: RouteObject[] = [
  { path: 'user-info', ...formPage(() => import('./routes/profile-user-info')) },
  { path: 'change-password', ...formPage(() => import('./routes/profile-change-password')) },
  { path: 'kyc-verifiaction', ...formPage(() => import('./routes/profile-kyc')) },
  { path: 'limits', ...formPage(() => import('./routes/profile-limits')) },
  { path: 'self-exclusion', ...formPage(() => import('./routes/profile-self-exclusion')) },
  { path: 'transactions', ...formPage(() => import('./routes/profile-transactions')) },
  { path: 'transactions/:id', ...formPage(() => import('./routes/profile-transaction-detail')) },
  { path: 'slots-history', ...formPage(() => import('./routes/profile-slots-history')) },
  { path: 'spin-history', ...formPage(() => import('./routes/profile-spin-history')) },
  { path: 'exchange-bonus-balance', ...bonusPage('exchange') },
  { path: 'bonus-history', ...bonusPage('history') },
  { path: 'cashback-history', ...bonusPage('cashback') },
  { path: 'promocode', ...bonusPage('promocode') },
  { path: 'bonus', ...bonusPage('offers') },
  { path: 'user-bonus', ...bonusPage('mine') },
  { path: 'bet-history/sft', ...formPage(betHistory) },
  { path: 'bet-detail/sft', ...formPage(betHistory) },
  { path: 'DEPOSIT', ...formPage(() => import('./routes/profile-deposit')) },
  { path: 'withdraw', ...formPage(() => import('./routes/profile-withdraw')) },
  { path: 'cashier', ...formPage(() => import('./routes/profile-cashier')) },
  { path: 'replenishment', ...formPage(() => import('./routes/profile-replenishment')) },
  { path: 'bookmakers-settings', ...formPage(() => import('./routes/profile-bookmakers-settings')) },
];
