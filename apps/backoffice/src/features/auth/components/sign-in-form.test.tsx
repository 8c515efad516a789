import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { accessToken, callsOf, jsonResponse, testStaff } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { sessionStore } from '../stores/session-store';
import { SignInForm } from './sign-in-form';

const NOW = Date.UTC(2025, 0, 1, 12);
const fetchMock = vi.fn<typeof fetch>();
const tokens = { access: accessToken(NOW, 300), refresh: 'refresh-1' };
const error = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  jsonResponse({ code, message: `server: ${code}`, ...extra }, status);

function renderForm() {
  const onSignedIn = vi.fn();
  renderInConsole(<SignInForm onSignedIn={onSignedIn} />);
  return onSignedIn;
}

function signIn(username = 'olga', password = 'Secret#2025') {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

function enterCode(code: string, button = 'Verify and sign in') {
  fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({});
  sessionStore.clear();
  localStorage.removeItem('persist:auth');
});

describe('the staff sign-in', () => {
  it("signs in with username and password, and keeps the session under the console's own key", async () => {
    const staff = testStaff({ role: 'C', totp: false });
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...tokens, staff }));
    const onSignedIn = renderForm();
    signIn();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(staff));
    expect(callsOf(fetchMock)).toEqual([
      {
        url: '/api/backoffice/auth/login/',
        method: 'POST',
        body: { username: 'olga', password: 'Secret#2025' },
        authorization: undefined,
      },
    ]);
    expect(sessionStore.get()).toEqual({ tokens, staff });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toEqual({ tokens, staff });
    // The player site's session on the same origin is neither read nor written.
    expect(localStorage.getItem('persist:auth')).toBeNull();
  });

  it('asks for the code when the account needs one, says when it is wrong, and signs in with the right one', async () => {
    const staff = testStaff({ role: 'SO' });
    fetchMock
      .mockResolvedValueOnce(error(401, 'totp_required'))
      .mockResolvedValueOnce(error(401, 'totp_invalid'))
      .mockResolvedValueOnce(jsonResponse({ ...tokens, staff }));
    const onSignedIn = renderForm();
    signIn();
    expect(await screen.findByLabelText('Authentication code')).toBe(document.activeElement);
    expect(screen.getByText('olga')).toBeTruthy();

    enterCode('111111');
    expect(await screen.findByText('This code is not valid. Enter the code your app shows now.')).toBeTruthy();
    expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('');

    enterCode('123456');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(staff));
    expect(callsOf(fetchMock).map((call) => call.body)).toEqual([
      { username: 'olga', password: 'Secret#2025' },
      { username: 'olga', password: 'Secret#2025', code: '111111' },
      { username: 'olga', password: 'Secret#2025', code: '123456' },
    ]);
  });

  it("shows the enrolment's QR code and key, and enrols with a code of it", async () => {
    const totp = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauth_url: 'otpauth://totp/Royal%20Ace:olga?secret=JBSWY3DP' };
    fetchMock
      .mockResolvedValueOnce(error(403, 'totp_setup_required', { totp }))
      .mockResolvedValueOnce(jsonResponse({ ...tokens, staff: testStaff() }));
    const onSignedIn = renderForm();
    signIn();
    expect(await screen.findByTestId('totp-secret')).toHaveProperty('textContent', 'JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(
      await screen.findByRole('img', { name: 'QR code that adds Royal Ace to an authenticator app' }),
    ).toBeTruthy();
    enterCode('654321', 'Turn on and sign in');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(callsOf(fetchMock)[1]?.body).toEqual({ username: 'olga', password: 'Secret#2025', code: '654321' });
  });

  it('refuses wrong credentials (or a player) without keeping anything, and starts again', async () => {
    fetchMock.mockResolvedValueOnce(error(401, 'no_active_account'));
    renderForm();
    signIn('player1');
    expect(await screen.findByText('Wrong username or password, or not a staff account.')).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('player1');
    expect(sessionStore.get().tokens).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('says to wait after too many attempts', async () => {
    fetchMock.mockResolvedValueOnce(error(429, 'too_many_requests'));
    renderForm();
    signIn();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many attempts. Wait a moment, then try again.',
    );
  });

  it('checks the fields before asking the server', async () => {
    fetchMock.mockResolvedValueOnce(error(401, 'totp_required'));
    renderForm();
    signIn('', '');
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    signIn();
    await screen.findByLabelText('Authentication code');
    enterCode('12');
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("revokes and refuses an answer that is not a staff member's", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ ...tokens, staff: { ...testStaff(), role: 'P' } }))
      .mockResolvedValueOnce(jsonResponse({ detail: 'ok' }));
    const onSignedIn = renderForm();
    signIn();
    expect(await screen.findByText('Wrong username or password, or not a staff account.')).toBeTruthy();
    expect(callsOf(fetchMock)[1]).toMatchObject({ url: '/api/accounts/logout/', body: { refresh: 'refresh-1' } });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.get().tokens).toBeNull();
  });
});
