import { decodeAccess, refreshDelayMs } from '@casino/api-client/jwt';
import { useEffect } from 'react';
import { refreshSession } from '../lib/session';
import { useAuthStore } from '../stores/auth-store';

/**
 * Refreshes at exp - refresh_shift for each new access token (a past due time refreshes within a
 * second: a token that ends with its session, issued by a server whose clock is behind the
 * tab's, is not asked again in a loop).
 */
export function useRefreshScheduler(): void {
  const access = useAuthStore((s) => s.session?.access);
  useEffect(() => {
    if (!access) return;
    const claims = decodeAccess(access);
    const delay = Math.max(1_000, claims ? refreshDelayMs(claims, Date.now()) : 0);
    const timer = setTimeout(() => void refreshSession(), delay);
    return () => clearTimeout(timer);
  }, [access]);
}
