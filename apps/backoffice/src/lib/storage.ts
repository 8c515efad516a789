/**
 * The console's own keys in localStorage. The player site shares this origin and keeps its own
 * (`persist:…`); the console never reads or writes those, and the site never reads these.
 */
export const STORAGE_KEYS = { session: 'backoffice:session', language: 'backoffice:language' } as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access can throw in privacy modes: the console then forgets on reload.
    return null;
  }
}

export function readStored<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy mode: not worth breaking the console for
  }
}
