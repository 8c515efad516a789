import { OPENED_MODALS, type WHEEL_GAME } from './opened-modals';

export const WHEEL_HISTORY = 'wheelGameHistory';
export type WheelModalName = typeof WHEEL_GAME | typeof WHEEL_HISTORY;

/** The modals a search string lists (SPEC §2.9 openedModals), in the order they were opened. */
export const openedModals = (search: string): string[] => new URLSearchParams(search).getAll(OPENED_MODALS);

/**
 * The search string with `name` listed once, last (open), or not at all (closed); every other
 * parameter and modal kept. '' when nothing is left, else '?…'.
 */
export function withModal(search: string, name: string, open: boolean): string {
  const params = new URLSearchParams(search);
  const others = params.getAll(OPENED_MODALS).filter((listed) => listed !== name);
  params.delete(OPENED_MODALS);
  for (const listed of open ? [...others, name] : others) params.append(OPENED_MODALS, listed);
  const text = params.toString();
  return text ? `?${text}` : '';
}
