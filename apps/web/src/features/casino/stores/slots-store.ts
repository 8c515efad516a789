import { CACHE, PERSIST } from '@casino/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { persistKey, quietStorage } from '@/lib/persistence';

/** The game lists kept across reloads, so the lobby shows at once instead of after a request. */
export type ListName = 'games' | 'top' | 'new' | 'producers';

export interface SavedList {
  data: unknown;
  savedAt: number;
}

interface SlotsState {
  lists: Partial<Record<ListName, SavedList>>;
  save(name: ListName, data: unknown, savedAt?: number): void;
}

/** A saved list is usable for 2 h (SPEC §9); after that it is as good as absent. */
export function isFresh(entry: SavedList | undefined, now = Date.now()): entry is SavedList {
  return Boolean(entry) && now - entry!.savedAt >= 0 && now - entry!.savedAt < CACHE.slotsListMs;
}

/** Drops the expired lists (called when the store is read back from storage). */
export function freshLists(lists: SlotsState['lists'], now = Date.now()): SlotsState['lists'] {
  return Object.fromEntries(Object.entries(lists).filter(([, entry]) => isFresh(entry, now)));
}

export const SLOTS_STORE_KEY = persistKey('slots');

export const useSlotsStore = create<SlotsState>()(
  persist(
    (set) => ({
      lists: {},
      save: (name, data, savedAt = Date.now()) =>
        set((state) => ({ lists: { ...freshLists(state.lists), [name]: { data, savedAt } } })),
    }),
    {
      name: SLOTS_STORE_KEY,
      version: PERSIST.slotsStoreVersion,
      // A catalogue of thousands of games is a few megabytes: when storage is full (or refused),
      // the lobby keeps working and simply loads the lists from the server on the next visit.
      storage: createJSONStorage(() => quietStorage),
      partialize: ({ lists }) => ({ lists }),
      // Lists saved by an older version may have another shape: start again rather than guess.
      migrate: () => ({ lists: {} }),
      merge: (persisted, current) => {
        const lists = (persisted as { lists?: SlotsState['lists'] } | undefined)?.lists ?? {};
        return { ...current, lists: freshLists(lists) };
      },
    },
  ),
);

/** The saved list when it is still fresh, for a query's initial data. */
export function readSavedList<T>(name: ListName, now = Date.now()): { data: T; savedAt: number } | undefined {
  const entry = useSlotsStore.getState().lists[name];
  return isFresh(entry, now) ? { data: entry.data as T, savedAt: entry.savedAt } : undefined;
}
