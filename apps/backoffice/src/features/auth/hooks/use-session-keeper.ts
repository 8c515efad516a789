import { useMe } from '../api/get-me';
import { useSession } from '../stores/session-store';
import { useRefreshScheduler } from './use-refresh-scheduler';

/**
 * Keeps the console's session alive while it is open: the access token renewed before it expires,
 * and, at load, the staff member read again (GET /api/backoffice/me/) so a session kept from an
 * earlier visit is restored with the account as it is now. True while a kept session that knows
 * no staff member yet waits for that answer.
 */
export function useSessionKeeper(): { restoring: boolean } {
  const hasTokens = useSession((session) => Boolean(session.tokens));
  const hasStaff = useSession((session) => Boolean(session.staff));
  const me = useMe(hasTokens);
  useRefreshScheduler();
  return { restoring: hasTokens && !hasStaff && me.isPending };
}
