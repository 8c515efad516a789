/**
 * SPEC §2.9: the open modals are kept in the repeated query parameter openedModals
 * (`?openedModals=wheelGame&openedModals=wheelGameHistory`), so an address opens them, several
 * at once, and back and forward open and close them. The names: the wheel's two and the
 * replacing slot (features/wheel, features/game).
 */
export const OPENED_MODALS = 'openedModals';

export const MODALS = {
  wheelGame: 'wheelGame',
  wheelGameHistory: 'wheelGameHistory',
  replacingSlot: 'replacingSlot',
} as const;
export type ModalName = (typeof MODALS)[keyof typeof MODALS];

/** The modals a search string lists, in the order they were opened. */
export const openedModals = (search: string): string[] => new URLSearchParams(search).getAll(OPENED_MODALS);

/** Whether the search string lists the modal. */
export const isModalOpen = (search: string, name: string): boolean => openedModals(search).includes(name);

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
