import { MODALS } from '@/lib/opened-modals';
import type { WHEEL_GAME } from './opened-modals';

export const WHEEL_HISTORY = MODALS.wheelGameHistory;
export type WheelModalName = typeof WHEEL_GAME | typeof WHEEL_HISTORY;

// The address helpers are the site's (lib/opened-modals.ts); the wheel's modals and tests use them from here.
export { openedModals, withModal } from '@/lib/opened-modals';
