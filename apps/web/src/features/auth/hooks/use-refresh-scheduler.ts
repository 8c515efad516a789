import { useEffect } from 'react';
import { decodeAccess, refreshDelayMs } from '../lib/jwt';
import { refreshSession } from '../lib/session';
import { useAuthStore } from '../stores/auth-store';

/** Refreshes at exp - refresh_shift for each new access token (a past due time refreshes now). */
export function useRefreshScheduler(): void {
  const access = useAuthStore((s) => s.session?.access);
  useEffect(() => {
    if (!access) return;
    const claims = decodeAccess(access);
    const delay = claims ? refreshDelayMs(claims, Date.now()) : 0;
    const timer = setTimeout(() => void refreshSession(), delay);
    return () => clearTimeout(timer);
  }, [access]);
}
