import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, login, post, refresh, register, setUser, userRow } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { signedInStaff } from '../../../test/staff.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('POST /api/accounts/login/', () => {
  it('signs in by username and answers tokens and the user', async () => {
    const player = await signUpAndIn(t);
    const { username, email, password } = player.registration;
    const response = await login(t, username, password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
    expect(body.user).toMatchObject({
      username,
      email,
      login: email,
      role: 'P',
      currency: 'EUR',
      balance: 0,
      bonusBalance: 0,
      hasDeposit: true,
      firstName: 'Jeanne',
      lastName: 'Martin',
      parent: null,
      language: 'fr-fr',
    });
    expect(body.refresh).not.toBe(player.refresh);
  });

  it.each([
    ['the e-mail', (r: { username: string; email: string }) => r.email],
    ['the username in capitals', (r: { username: string; email: string }) => r.username.toUpperCase()],
    ['the e-mail in capitals', (r: { username: string; email: string }) => r.email.toUpperCase()],
    ['the username with spaces around', (r: { username: string; email: string }) => `  ${r.username} `],
  ])('signs in with %s', async (_name, pick) => {
    const player = await signUpAndIn(t);
    const response = await login(t, pick(player.registration), player.registration.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.username).toBe(player.registration.username);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const player = await signUpAndIn(t);
    const wrong = await login(t, player.registration.username, 'Wrong!Pass1');
    const unknown = await login(t, 'nobody_here_at_all', 'Wrong!Pass1');
    expectError(wrong, 401, 'no_active_account');
    expectError(unknown, 401, 'no_active_account');
    expect(wrong.body).toBe(unknown.body);
  });

  it('treats the password as case-sensitive', async () => {
    const player = await signUpAndIn(t);
    expectError(
      await login(t, player.registration.username, player.registration.password.toUpperCase()),
      401,
      'no_active_account',
    );
  });

  it('refuses an unverified account with the right password only', async () => {
    const body = await register(t);
    expectError(await login(t, body.username, body.password), 403, 'email_not_verified');
    expectError(await login(t, body.username, 'Wrong!Pass1'), 401, 'no_active_account');
  });

  it('refuses a banned account, and its old sessions can no longer refresh', async () => {
    const player = await signUpAndIn(t);
    await setUser(t, player.registration.username, { is_banned: true });
    expectError(await login(t, player.registration.username, player.registration.password), 403, 'user_is_banned');
    expectError(await refresh(t, player.refresh), 401, 'access_and_refresh_token_invalid');
    // A still-valid access token no longer works anywhere a player acts, money included.
    for (const [method, url] of [
      ['GET', '/api/accounts/user'],
      ['GET', '/api/backoffice/transactions/'],
      ['POST', '/api/backoffice/payments/payout/'],
    ] as const) {
      expectError(await t.app.inject({ method, url, headers: player.auth, payload: {} }), 403, 'user_is_banned');
    }
  });

  it.each([
    [{}, 'username', 'required'],
    [{ username: 'someone' }, 'password', 'required'],
    [{ password: 'x' }, 'username', 'required'],
    [{ username: '   ', password: 'x' }, 'username', 'required'],
    [{ username: 'someone', password: '' }, 'password', 'required'],
    [{ username: 'someone', password: 12345678 }, 'password', 'invalid'],
    [{ username: 'x'.repeat(255), password: 'x' }, 'username', 'too_long'],
  ])('refuses %j with a field error, never a 500', async (payload, field, code) => {
    const response = await post(t, '/api/accounts/login/', payload);
    expect(response.statusCode).not.toBe(500);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]?.[0]).toMatchObject({ code, message: expect.any(String) });
  });
});

describe('roles other than player', () => {
  const playerEndpoints = [
    { method: 'GET' as const, url: '/api/accounts/user' },
    { method: 'PATCH' as const, url: '/api/accounts/user', payload: { language: 'en-US' } },
    { method: 'GET' as const, url: '/api/users/user/info/' },
    {
      method: 'PATCH' as const,
      url: '/api/users/user/info/',
      payload: { first_name: 'A', last_name: 'B', date_of_birth: '1990-01-01', country: 'FR' },
    },
    { method: 'GET' as const, url: '/api/user/profile' },
    {
      method: 'POST' as const,
      url: '/api/users/user/change-password/',
      payload: { old_password: 'x', new_password: 'New!Pass99' },
    },
    { method: 'POST' as const, url: '/api/users/change/user/email/', payload: { email: 'new-address@example.com' } },
  ];

  it.each(['C', 'A', 'SO', 'SA', 'O'])("refuses a %s user at the site's sign-in as a wrong password", async (role) => {
    const player = await signUpAndIn(t);
    await setUser(t, player.registration.username, { role });
    expectError(await login(t, player.registration.username, player.registration.password), 401, 'no_active_account');
  });

  it('refuses every player endpoint to a C user with permission_denied', async () => {
    // Signed in at the console's door, the only one a cashier has.
    const { access, refresh: refreshToken, account } = await signedInStaff(t, 'C');
    for (const endpoint of playerEndpoints) {
      const response = await t.app.inject({ ...endpoint, headers: bearer(access) });
      expectError(response, 403, 'permission_denied');
    }
    // A refreshed token carries the role from the database, so it is refused too.
    const refreshed = await refresh(t, refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/accounts/user', headers: bearer(refreshed.json().access) }),
      403,
      'permission_denied',
    );
    // Nothing was changed by the refused calls.
    const row = await userRow(t, account.username);
    expect(row.language).toBe('fr-fr');
    expect(row.email).toBe(account.email);
  });

  it('refuses every player endpoint without a token with not_authenticated', async () => {
    for (const endpoint of playerEndpoints) {
      expectError(await t.app.inject(endpoint), 401, 'not_authenticated');
    }
  });
});
