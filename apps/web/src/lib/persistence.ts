import { PERSIST } from '@casino/contracts';
import type { StateStorage } from 'zustand/middleware';

/** Every persisted key shares the `persist:` prefix (SPEC §9) so they are easy to find and clear. */
export function persistKey(name: string): string {
  return `${PERSIST.keyPrefix}${name}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access can throw in privacy modes; the app then just forgets between reloads.
    return null;
  }
}

export function readPersisted<T>(name: string): T | null {
  const raw = storage()?.getItem(persistKey(name));
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writePersisted(name: string, value: unknown): void {
  try {
    storage()?.setItem(persistKey(name), JSON.stringify(value));
  } catch {
    // quota or privacy mode: not worth breaking the page for
  }
}

/**
 * localStorage for zustand's persist that never throws: storage refused (privacy mode) or
 * full (quota) only means that what a store keeps lasts until the tab closes.
 */
export const quietStorage: StateStorage = {
  getItem: (name) => {
    try {
      return storage()?.getItem(name) ?? null;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      storage()?.setItem(name, value);
    } catch {
      // quota exceeded or storage disabled
    }
  },
  removeItem: (name) => {
    try {
      storage()?.removeItem(name);
    } catch {
      // storage disabled
    }
  },
};
