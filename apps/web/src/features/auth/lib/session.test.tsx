import { configureApiClient } from '@casino/api-client';
import { decodeAccess, refreshDelayMs } from '@casino/api-client/jwt';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, jsonResponse, testUser } from '@/test/fixtures';
import { useRefreshScheduler } from '../hooks/use-refresh-scheduler';
import { useAuthSession } from '../hooks/use-auth-session';
import { useAuthStore } from '../stores/auth-store';
import { acceptUser, endInvalidSession, refreshSession } from './session';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
vi.mock('@/lib/notify-error', () => ({ notifyError: vi.fn(), showServerErrors: vi.fn() }));
const { notify } = await import('@casino/ui/toast');

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const fetchMock = vi.fn<typeof fetch>();
const access = (expInSeconds: number, shift = 60) =>
  fakeJwt({ sub: '1', role: 'P', iat: NOW / 1000, exp: NOW / 1000 + expInSeconds, refresh_shift: shift });

function refreshCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/accounts/refresh/');
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notify).mockClear();
  configureApiClient({
    getAccessToken: () => useAuthStore.getState().session?.access,
    refreshSession,
    onSessionInvalid: () => void endInvalidSession(),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clear();
  localStorage.removeItem('persist:auth');
});

describe('access token timing', () => {
  it('refreshes refresh_shift seconds before exp', () => {
    const claims = decodeAccess(access(300, 60))!;
    expect(claims.refresh_shift).toBe(60);
    expect(refreshDelayMs(claims, NOW)).toBe(240_000);
    expect(refreshDelayMs(claims, NOW + 500_000)).toBe(0);
  });

  it('schedules the refresh at exp - refresh_shift and stores the rotated tokens', async () => {
    useAuthStore.getState().signIn(testUser(), { access: access(300, 60), refresh: 'refresh-1' });
    const next = access(900, 60);
    fetchMock.mockResolvedValue(jsonResponse({ access: next, refresh: 'refresh-2' }));
    renderHook(() => useRefreshScheduler());

    await act(() => vi.advanceTimersByTimeAsync(239_000));
    expect(refreshCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.[1]?.body).toBe(JSON.stringify({ refresh: 'refresh-1' }));
    expect(useAuthStore.getState().session).toEqual({ access: next, refresh: 'refresh-2' });
    // The next refresh is planned from the new token, not repeated at once.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(refreshCalls()).toHaveLength(1);
  });

  it('shares one refresh between concurrent callers', async () => {
    useAuthStore.getState().signIn(testUser(), { access: access(300), refresh: 'r1' });
    fetchMock.mockResolvedValue(jsonResponse({ access: access(900), refresh: 'r2' }));
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual([true, true, true]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('refreshes at once when the stored access token already expired, then reports ready', async () => {
    useAuthStore.getState().signIn(testUser(), { access: access(-10), refresh: 'r1' });
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation((url) =>
      String(url) === '/api/accounts/refresh/'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(jsonResponse(testUser())),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAuthSession(), { wrapper });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(refreshCalls()).toHaveLength(1);
    await act(async () => answer(jsonResponse({ access: access(900), refresh: 'r2' })));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
    expect(useAuthStore.getState().session?.refresh).toBe('r2');
  });

  it('logs out with the session message when the refresh token is refused', async () => {
    useAuthStore.getState().signIn(testUser(), { access: access(300), refresh: 'dead' });
    fetchMock.mockResolvedValue(jsonResponse({ code: 'access_and_refresh_token_invalid', message: 'invalid' }, 401));
    await expect(refreshSession()).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isAuth: false, user: null, session: null });
    expect(notify).toHaveBeenCalledWith('Your session has expired. Please sign in again.', 'warning');
  });

  it('adopts tokens another tab rotated instead of reusing its own', async () => {
    useAuthStore.getState().signIn(testUser(), { access: access(-1), refresh: 'mine' });
    const theirs = { access: access(900), refresh: 'theirs' };
    localStorage.setItem('persist:auth', JSON.stringify({ state: { session: theirs }, version: 1 }));
    await expect(refreshSession()).resolves.toBe(true);
    expect(refreshCalls()).toHaveLength(0);
    expect(useAuthStore.getState().session).toEqual(theirs);
  });
});

describe('roles', () => {
  it('logs a non-player out at once with a notice', async () => {
    useAuthStore.getState().signIn(testUser(), { access: access(300), refresh: 'r' });
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'ok' }));
    expect(acceptUser(testUser({ role: 'A' }))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(useAuthStore.getState().isAuth).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/accounts/logout/')).toBe(true);
    expect(notify).toHaveBeenCalledWith('Only players can use this site.', 'error');
  });
});
