import { SESSION_INVALID } from '@casino/api-client';
import { ApiError } from '@casino/api-client/error';
import { decodeAccess, refreshDelayMs } from '@casino/api-client/jwt';
import { singleFlight } from '@casino/api-client/single-flight';
import { type LoginResponse, PLAYER_ROLE, type User } from '@casino/contracts';
import { notify, type ToastType } from '@casino/ui/toast';
import { i18n } from '@/lib/i18n';
import { USER_SCOPE, queryClient } from '@/lib/query-client';
import { postLogout } from '../api/logout';
import { postRefresh } from '../api/refresh';
import { readStoredSession, useAuthStore } from '../stores/auth-store';

const REFRESH_LOCK = 'casino:auth-refresh';

export interface LogoutOptions {
  /** Toast shown once logged out (already translated). */
  message?: string;
  type?: ToastType;
  /** Tell the server to revoke the refresh token (default true). */
  callServer?: boolean;
}

/** Logout: POST the refresh token (best effort), then forget user, session and user data. */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  const state = useAuthStore.getState();
  if (state.isLoggingOut) return;
  if (state.session || state.isAuth) {
    state.setLoggingOut(true);
    if (options.callServer !== false && state.session) {
      await postLogout(state.session.refresh, state.session.access).catch(() => undefined);
    }
    useAuthStore.getState().clear();
    queryClient.removeQueries({ queryKey: [USER_SCOPE] });
  }
  if (options.message) notify(options.message, options.type ?? 'warning');
}

/** Session can no longer be renewed (SPEC §8): log out with the code's own message. */
export function endInvalidSession(): Promise<void> {
  return logout({ message: i18n.t(`errors.${SESSION_INVALID}`), callServer: false });
}

/** Only players may use the site (SPEC §6): anyone else is logged out at once. */
function rejectNonPlayer(): Promise<void> {
  return logout({ message: i18n.t('auth.onlyPlayers'), type: 'error' });
}

/** Applies freshly loaded user data; false when the role is not a player. */
export function acceptUser(user: User): boolean {
  if (user.role !== PLAYER_ROLE) {
    void rejectNonPlayer();
    return false;
  }
  useAuthStore.getState().setUser(user);
  return true;
}

/** Stores a login unless the account is not a player's (then the tokens are revoked). */
export async function completeLogin(response: LoginResponse): Promise<boolean> {
  const { user, access, refresh } = response;
  if (user.role !== PLAYER_ROLE) {
    await postLogout(refresh, access).catch(() => undefined);
    notify(i18n.t('auth.onlyPlayers'), 'error');
    return false;
  }
  useAuthStore.getState().signIn(user, { access, refresh });
  return true;
}

function isFresh(access: string): boolean {
  const claims = decodeAccess(access);
  return Boolean(claims && refreshDelayMs(claims, Date.now()) > 0);
}

async function rotate(): Promise<boolean> {
  const mine = useAuthStore.getState().session;
  const stored = readStoredSession() ?? mine;
  if (!stored) return false;
  if (mine && stored.refresh !== mine.refresh) {
    // Another tab rotated while we waited: adopt its tokens instead of reusing ours.
    useAuthStore.getState().setSession(stored);
    if (isFresh(stored.access)) return true;
  }
  try {
    const tokens = await postRefresh(stored.refresh);
    useAuthStore.getState().setSession({ access: tokens.access, refresh: tokens.refresh });
    return true;
  } catch (error) {
    // A network failure may pass; a refused refresh token never will.
    if (error instanceof ApiError && error.code === 'session_limit_reached') {
      await logout({ message: i18n.t('errors.session_limit_reached'), type: 'info', callServer: false });
    } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      await endInvalidSession();
    }
    return false;
  }
}

/** Renews the access token; concurrent callers in this tab share one request, tabs take turns. */
export const refreshSession = singleFlight(REFRESH_LOCK, rotate);
