import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiClient } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const fetchMock = vi.fn<typeof fetch>();

function headersOf(call: number): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({});
});

describe('apiRequest', () => {
  it('sends JSON with no-cache and the bearer token', async () => {
    configureApiClient({ getAccessToken: () => 'tok-1' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }));
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init?.body).toBe('{"a":1}');
    expect(headersOf(0)).toMatchObject({
      'Cache-Control': 'no-cache',
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
  });

  it('on 401 refreshes once and retries once with the new token', async () => {
    let token = 'old';
    const refreshSession = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const onSessionInvalid = vi.fn();
    configureApiClient({ getAccessToken: () => token, refreshSession, onSessionInvalid });
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ code: 'not_authenticated', message: 'expired' }, 401))
      .mockResolvedValueOnce(jsonResponse({ id: 7 }));
    await expect(apiRequest('/api/accounts/user')).resolves.toEqual({ id: 7 });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(0).Authorization).toBe('Bearer old');
    expect(headersOf(1).Authorization).toBe('Bearer new');
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('does not loop: a second 401 after the retry is returned as an error', async () => {
    const refreshSession = vi.fn(async () => true);
    configureApiClient({ getAccessToken: () => 't', refreshSession });
    fetchMock.mockImplementation(async () => jsonResponse({ code: 'not_authenticated', message: '' }, 401));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('logs out when the refresh fails', async () => {
    const onSessionInvalid = vi.fn();
    configureApiClient({ getAccessToken: () => 't', refreshSession: async () => false, onSessionInvalid });
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'not_authenticated', message: '' }, 401));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'access_and_refresh_token_invalid' });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('logs out on access_and_refresh_token_invalid from any call', async () => {
    const onSessionInvalid = vi.fn();
    configureApiClient({ getAccessToken: () => 't', onSessionInvalid });
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'access_and_refresh_token_invalid', message: 'gone' }, 403));
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it("ends the session on the app's own codes, and only with a bearer sent", async () => {
    const onSessionInvalid = vi.fn();
    configureApiClient({
      getAccessToken: () => 't',
      onSessionInvalid,
      endsSession: (code) => code === 'account_closed',
    });
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ code: 'account_closed', message: '' }, 403))
      .mockResolvedValueOnce(jsonResponse({ code: 'permission_denied', message: '' }, 403))
      .mockResolvedValueOnce(jsonResponse({ code: 'account_closed', message: '' }, 403));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'account_closed' });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'permission_denied' });
    await expect(apiRequest('/api/x', { auth: false })).rejects.toMatchObject({ code: 'account_closed' });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for guest calls', async () => {
    const refreshSession = vi.fn(async () => true);
    configureApiClient({ getAccessToken: () => 't', refreshSession });
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'no_active_account', message: 'no' }, 401));
    await expect(apiRequest('/api/accounts/login/', { method: 'POST', auth: false })).rejects.toMatchObject({
      code: 'no_active_account',
      status: 401,
    });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(headersOf(0).Authorization).toBeUndefined();
  });

  it('normalises validation errors into fieldErrors', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          email: [{ code: 'already_exists', message: 'Taken.' }],
          username: [{ code: 'too_short', message: 'Short.' }],
        },
        400,
      ),
    );
    const error = (await apiRequest('/api/accounts/registration/', { method: 'POST', body: {} }).catch(
      (e) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_error');
    expect(error.fieldErrors).toEqual({
      email: [{ code: 'already_exists', message: 'Taken.' }],
      username: [{ code: 'too_short', message: 'Short.' }],
    });
  });

  it('keeps code, message and Retry-After of ordinary errors', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ code: 'too_many_requests', message: 'Slow down' }, 429, { 'Retry-After': '12' }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 429,
      code: 'too_many_requests',
      message: 'Slow down',
      retryAfter: 12,
    });
  });

  it('returns a file as a Blob when asked, and its errors as ApiError still', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }))
      .mockResolvedValueOnce(jsonResponse({ code: 'not_found', message: 'gone' }, 404));
    const file = await apiRequest<Blob>('/api/file/', { responseType: 'blob' });
    expect([file.type, await file.text()]).toEqual(['application/pdf', '%PDF-1.7']);
    expect(headersOf(0).Accept).toBe('*/*');
    await expect(apiRequest('/api/file/', { responseType: 'blob' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('gives up after 30 s with a timeout error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('/api/slow').catch((e) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'timeout', status: 0 });
  });
});
