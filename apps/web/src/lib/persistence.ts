import { PERSIST } from '@casino/contracts';

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
