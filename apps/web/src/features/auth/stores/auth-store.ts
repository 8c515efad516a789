import { PERSIST, type Tokens, type User } from '@casino/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { persistKey } from '@/lib/persistence';

export type Session = Tokens;

interface AuthState {
  user: User | null;
  session: Session | null;
  isAuth: boolean;
  /** True between "log out" and the store being cleared; stops user polling. */
  isLoggingOut: boolean;
  signIn(user: User, session: Session): void;
  setSession(session: Session): void;
  setUser(user: User): void;
  setLoggingOut(value: boolean): void;
  clear(): void;
}

export const AUTH_STORE_KEY = persistKey('auth');

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      session: null,
      isAuth: false,
      isLoggingOut: false,
      signIn: (user, session) => set({ user, session, isAuth: true, isLoggingOut: false }),
      setSession: (session) => set({ session }),
      setUser: (user) => set({ user }),
      setLoggingOut: (isLoggingOut) => set({ isLoggingOut }),
      clear: () => set({ user: null, session: null, isAuth: false, isLoggingOut: false }),
    }),
    {
      name: AUTH_STORE_KEY,
      version: PERSIST.authStoreVersion,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, session, isAuth }) => ({ user, session, isAuth }),
    },
  ),
);

/**
 * The session as last written to storage by any tab. Read inside the refresh lock:
 * another tab may have rotated the refresh token since this tab loaded it.
 */
export function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(AUTH_STORE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { state?: { session?: Session | null } };
    return parsed.state?.session ?? null;
  } catch {
    return null;
  }
}
