import { DEFAULT_ROUTE } from '@casino/contracts';
import type { RouteObject } from 'react-router';
import { OPENED_MODALS, WHEEL_GAME } from '@/features/wheel/lib/opened-modals';
import { redirectTo } from './route-helpers';

/**
 * The history modal's name, as modal-search.ts has it (wheel-routes.test.ts holds them equal):
 * importing it from there would split that file into a chunk of its own, one more name for the
 * first page to list.
 */
const WHEEL_HISTORY = 'wheelGameHistory';

/**
 * SPEC §2.2 /wheel-game and /wheel-game-history: the casino with the wheel's modal, or its
 * history, open over it (SPEC §2.9 openedModals). The router discovers them (router.tsx).
 */
const WHEEL_ROUTES: RouteObject[] = [
  { path: '/wheel-game', ...redirectTo(`${DEFAULT_ROUTE}?${OPENED_MODALS}=${WHEEL_GAME}`) },
  { path: '/wheel-game-history', ...redirectTo(`${DEFAULT_ROUTE}?${OPENED_MODALS}=${WHEEL_HISTORY}`) },
];

export default WHEEL_ROUTES;
