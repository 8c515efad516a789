import { decodeAccess, refreshDelayMs } from '@casino/api-client/jwt';
import { useEffect } from 'react';
import { refreshSession } from '../lib/session';
import { useSession } from '../stores/session-store';

/**
 * Refreshes at exp - refresh_shift of each new access token, before it expires (at least a
 * second later: a server clock behind the browser's never makes it ask in a loop). A request
 * that meets an expired token anyway refreshes once and is retried (packages/api-client).
 */
export function useRefreshScheduler(): void {
  const access = useSession((session) => session.tokens?.access);
  useEffect(() => {
    if (!access) return;
    const claims = decodeAccess(access);
    const delay = Math.max(1_000, claims ? refreshDelayMs(claims, Date.now()) : 0);
    const timer = setTimeout(() => void refreshSession(), delay);
    return () => clearTimeout(timer);
  }, [access]);
}
