import { decodeAccess, isExpired } from '@casino/api-client/jwt';
import { useEffect, useState } from 'react';
import { useUserPolling } from '../api/get-user';
import { refreshSession } from '../lib/session';
import { AUTH_STORE_KEY, useAuthStore } from '../stores/auth-store';
import { useInactivityLogout } from './use-inactivity-logout';
import { useRefreshScheduler } from './use-refresh-scheduler';

/** True when a stored session exists but its access token is already unusable. */
function needsRefreshAtLoad(): boolean {
  const session = useAuthStore.getState().session;
  if (!session) return false;
  const claims = decodeAccess(session.access);
  return !claims || isExpired(claims, Date.now());
}

/**
 * Everything the signed-in session needs while the app runs. Returns false until the
 * session found at load is known to be usable (SPEC §2.1: spinner until then).
 */
export function useAuthSession(): boolean {
  const [ready, setReady] = useState(() => !needsRefreshAtLoad());

  useEffect(() => {
    if (ready) return;
    void refreshSession().finally(() => setReady(true));
  }, [ready]);

  useEffect(() => {
    // Another tab logged in, out, or rotated tokens: take its state.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORE_KEY) void useAuthStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useRefreshScheduler();
  useUserPolling(ready);
  useInactivityLogout();
  return ready;
}
