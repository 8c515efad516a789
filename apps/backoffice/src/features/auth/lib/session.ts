import { ApiError } from '@casino/api-client/error';
import { decodeAccess, refreshDelayMs } from '@casino/api-client/jwt';
import { singleFlight } from '@casino/api-client/single-flight';
import { type Staff, type StaffLoginResponse, StaffRole, type Tokens } from '@casino/contracts';
import { notify, type ToastType } from '@casino/ui/toast';
import { i18n } from '@/lib/i18n';
import { STAFF_SCOPE, queryClient } from '@/lib/query-client';
import { postLogout } from '../api/logout';
import { postRefresh } from '../api/refresh';
import { readStoredTokens, sessionStore } from '../stores/session-store';

/** Not the player site's lock: the two sessions on this origin rotate independently. */
const REFRESH_LOCK = 'backoffice:auth-refresh';

/** Whether an account's role is a staff role: the console never opens for a player. */
const isStaff = (staff: Staff | undefined) => StaffRole.safeParse(staff?.role).success;

/**
 * Keeps a sign-in, unless its account is no staff member's (the server never signs a player in
 * here; this is the console's own check): its tokens are then revoked and the sign-in refused.
 */
export async function completeLogin({ access, refresh, staff }: StaffLoginResponse): Promise<Staff> {
  if (!isStaff(staff)) {
    await postLogout(refresh, access).catch(() => undefined);
    throw new ApiError({ status: 401, code: 'no_active_account', message: '' });
  }
  queryClient.removeQueries({ queryKey: [STAFF_SCOPE] });
  sessionStore.signIn(staff, { access, refresh });
  return staff;
}

/** The staff member as the server read them again; an account that is no longer staff is signed out. */
export function acceptStaff(staff: Staff): void {
  if (isStaff(staff)) sessionStore.setStaff(staff);
  else void signOut({ message: i18n.t('errors.permission_denied'), type: 'error' });
}

export interface SignOutOptions {
  /** Revoke the refresh token on the server (default true). */
  callServer?: boolean;
  /** A toast once signed out (already translated). */
  message?: string;
  type?: ToastType;
}

/** Forgets the session at once (the console shows the sign-in), then revokes it on the server. */
export async function signOut({ callServer = true, message, type = 'warning' }: SignOutOptions = {}): Promise<void> {
  const { tokens } = sessionStore.get();
  sessionStore.clear();
  queryClient.removeQueries({ queryKey: [STAFF_SCOPE] });
  if (message) notify(message, type);
  if (callServer && tokens) await postLogout(tokens.refresh, tokens.access).catch(() => undefined);
}

/** The session can no longer be renewed (SPEC §8): signed out with the code's own message. */
export function endInvalidSession(): Promise<void> {
  return signOut({ callServer: false, message: i18n.t('errors.access_and_refresh_token_invalid') });
}

function isFresh(tokens: Tokens): boolean {
  const claims = decodeAccess(tokens.access);
  return Boolean(claims && refreshDelayMs(claims, Date.now()) > 0);
}

async function rotate(): Promise<boolean> {
  const mine = sessionStore.get().tokens;
  const stored = readStoredTokens() ?? mine;
  if (!stored) return false;
  if (mine && stored.refresh !== mine.refresh) {
    // Another tab rotated while this one waited for the lock: take its tokens, never reuse ours.
    sessionStore.setTokens(stored);
    if (isFresh(stored)) return true;
  }
  try {
    const tokens = await postRefresh(stored.refresh);
    sessionStore.setTokens({ access: tokens.access, refresh: tokens.refresh });
    return true;
  } catch (error) {
    // A network failure may pass; a refused refresh token (expired, revoked, reused) never will.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) await endInvalidSession();
    return false;
  }
}

/** Renews the access token: concurrent callers share one request, and the console's tabs take turns. */
export const refreshSession = singleFlight(REFRESH_LOCK, rotate);
