import type { Staff, Tokens } from '@casino/contracts';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/storage';

export interface SessionState {
  tokens: Tokens | null;
  /** The staff member, as the sign-in or GET /api/backoffice/me/ last answered. */
  staff: Staff | null;
}

const EMPTY: SessionState = { tokens: null, staff: null };

function load(): SessionState {
  const stored = readStored<SessionState>(STORAGE_KEYS.session);
  return stored?.tokens ? { tokens: stored.tokens, staff: stored.staff ?? null } : EMPTY;
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function set(next: SessionState, persist = true): void {
  state = next;
  if (persist) writeStored(STORAGE_KEYS.session, next.tokens ? next : null);
  listeners.forEach((listener) => listener());
}

// Another tab of the console signed in, rotated the tokens or signed out: this one follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.session || event.key === null) set(load(), false);
  });
}

/** The console's session, kept under its own key (never the player site's). */
export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn: (staff: Staff, tokens: Tokens) => set({ staff, tokens }),
  setTokens: (tokens: Tokens) => set({ ...state, tokens }),
  setStaff: (staff: Staff) => set({ ...state, staff }),
  clear: () => set(EMPTY),
};

/**
 * The tokens as last written by any tab. Read inside the refresh lock: another tab may have
 * rotated the refresh token since this one read it.
 */
export function readStoredTokens(): Tokens | null {
  return readStored<SessionState>(STORAGE_KEYS.session)?.tokens ?? null;
}

export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(state));
}
