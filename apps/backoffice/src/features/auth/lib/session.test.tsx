import { apiRequest, configureApiClient } from '@casino/api-client';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { accessToken, callsOf, jsonResponse, testStaff } from '@/test/fixtures';
import { useRefreshScheduler } from '../hooks/use-refresh-scheduler';
import { sessionStore } from '../stores/session-store';
import { endInvalidSession, refreshSession, signOut } from './session';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
const { notify } = await import('@casino/ui/toast');

const NOW = Date.UTC(2025, 0, 1, 12);
const fetchMock = vi.fn<typeof fetch>();
const staff = testStaff();
const first = { access: accessToken(NOW, 300), refresh: 'refresh-1' };
const second = { access: accessToken(NOW, 600), refresh: 'refresh-2' };
const refreshCalls = () => callsOf(fetchMock).filter((call) => call.url === '/api/accounts/refresh/');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notify).mockClear();
  configureApiClient({
    getAccessToken: () => sessionStore.get().tokens?.access,
    refreshSession,
    onSessionInvalid: () => void endInvalidSession(),
  });
  sessionStore.signIn(staff, first);
});
afterEach(() => {
  sessionStore.clear();
  configureApiClient({});
});

describe("the console's session", () => {
  it('refreshes once on a 401, stores the rotated tokens and retries the call with the new access token', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ code: 'not_authenticated', message: 'expired' }, 401))
      .mockResolvedValueOnce(jsonResponse(second))
      .mockResolvedValueOnce(jsonResponse(staff));
    await expect(apiRequest('/api/backoffice/me/')).resolves.toEqual(staff);
    expect(callsOf(fetchMock)).toMatchObject([
      { url: '/api/backoffice/me/', authorization: `Bearer ${first.access}` },
      { url: '/api/accounts/refresh/', body: { refresh: 'refresh-1' }, authorization: undefined },
      { url: '/api/backoffice/me/', authorization: `Bearer ${second.access}` },
    ]);
    expect(sessionStore.get().tokens).toEqual(second);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!).tokens).toEqual(second);
  });

  it('asks for one refresh when several calls meet an expired token at once', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url) === '/api/accounts/refresh/') return jsonResponse(second);
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === `Bearer ${second.access}` ? jsonResponse({ ok: true }) : jsonResponse({ code: 'x' }, 401);
    });
    await Promise.all([apiRequest('/api/a'), apiRequest('/api/b'), apiRequest('/api/c')]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('ends the session when the refresh token is refused (expired, revoked or reused)', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ code: 'not_authenticated', message: '' }, 401))
      .mockResolvedValueOnce(jsonResponse({ code: 'access_and_refresh_token_invalid', message: '' }, 401));
    await expect(apiRequest('/api/backoffice/me/')).rejects.toMatchObject({ code: 'access_and_refresh_token_invalid' });
    expect(sessionStore.get()).toEqual({ tokens: null, staff: null });
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(notify).toHaveBeenCalledWith('Your session has ended. Please sign in again.', 'warning');
  });

  it("takes another tab's rotated tokens instead of spending its own refresh token again", async () => {
    // Another tab rotated: storage holds the new pair, this tab still the old one.
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ tokens: second, staff }));
    await expect(refreshSession()).resolves.toBe(true);
    expect(refreshCalls()).toHaveLength(0);
    expect(sessionStore.get().tokens).toEqual(second);
  });

  it("follows another tab's sign-out", () => {
    localStorage.removeItem(STORAGE_KEYS.session);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    expect(sessionStore.get().tokens).toBeNull();
  });

  it('signs out at once, then revokes the refresh token on the server', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'ok' }));
    const done = signOut();
    expect(sessionStore.get().tokens).toBeNull();
    await done;
    expect(callsOf(fetchMock)).toEqual([
      {
        url: '/api/accounts/logout/',
        method: 'POST',
        body: { refresh: 'refresh-1' },
        authorization: `Bearer ${first.access}`,
      },
    ]);
  });

  it('refreshes refresh_shift seconds before the access token expires', async () => {
    fetchMock.mockResolvedValue(jsonResponse(second));
    renderHook(() => useRefreshScheduler());
    await vi.advanceTimersByTimeAsync(239_000);
    expect(refreshCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshCalls()).toHaveLength(1);
    expect(sessionStore.get().tokens).toEqual(second);
  });
});
