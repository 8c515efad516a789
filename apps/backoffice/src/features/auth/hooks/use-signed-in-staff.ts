import type { Staff } from '@casino/contracts';
import { useSession } from '../stores/session-store';

/** The staff member signed in, or null: a session is whole once both its tokens and its staff are known. */
export function useSignedInStaff(): Staff | null {
  return useSession((session) => (session.tokens ? session.staff : null));
}
