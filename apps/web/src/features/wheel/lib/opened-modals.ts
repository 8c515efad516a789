/**
 * SPEC §2.9: the open modals are kept in the repeated query parameter openedModals
 * (`?openedModals=wheelGame&openedModals=wheelGameHistory`), so an address opens them, and back
 * and forward open and close them. This file is the part the first page carries (the header's
 * entry, the layout's check); the rest is in modal-search.ts, with the modals. The names and
 * the address helpers are the site's, in lib/opened-modals.ts.
 */
import { MODALS, OPENED_MODALS } from '@/lib/opened-modals';

export { OPENED_MODALS };
export const WHEEL_GAME = MODALS.wheelGame;

/** The wheel in a search string ("wheelGameHistory" starts with it too). */
const WHEEL_PARAM = `${OPENED_MODALS}=${WHEEL_GAME}`;

/** Whether the search string opens one of the wheel's modals (the layout fetches them only then). */
export const isWheelOpen = (search: string): boolean => search.includes(WHEEL_PARAM);

/** The search string with the wheel listed last, every other parameter kept; as it is when the wheel is open already. */
export function openWheel(search: string): string {
  const params = new URLSearchParams(search);
  if (params.getAll(OPENED_MODALS).includes(WHEEL_GAME)) return search;
  params.append(OPENED_MODALS, WHEEL_GAME);
  return `?${params}`;
}
