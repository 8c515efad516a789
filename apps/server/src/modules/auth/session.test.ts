import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  claimsOf,
  DAY,
  expectError,
  newSession,
  post,
  refresh,
  SECOND,
  setUser,
  userRow,
} from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn, tokenFromMail } from '../../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const account = (access: string) => t.app.inject({ method: 'GET', url: '/api/accounts/user', headers: bearer(access) });
const logout = (token: string) => post(t, '/api/accounts/logout/', { refresh: token });

describe('sessions', () => {
  it('signs in and reads the account', async () => {
    const player = await signUpAndIn(t);
    const user = await t.app.inject({ method: 'GET', url: '/api/accounts/user', headers: player.auth });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ username: player.registration.username, balance: 0, role: 'P' });
  });
});

describe('access tokens', () => {
  it('carry sub, role, sid, refresh_shift and exp', async () => {
    const player = await signUpAndIn(t);
    const claims = claimsOf(player.access);
    const { id } = await userRow(t, player.registration.username);
    expect(claims).toMatchObject({ sub: String(id), role: 'P', refresh_shift: 60 });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(300);
    expect(claims.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 300);
  });

  it('expire after ACCESS_TOKEN_TTL (300 s)', async () => {
    const player = await signUpAndIn(t);
    t.clock.advance(299 * SECOND);
    expect((await account(player.access)).statusCode).toBe(200);
    t.clock.advance(2 * SECOND);
    expectError(await account(player.access), 401, 'not_authenticated');
  });

  it('are refused when forged, garbled or missing', async () => {
    const player = await signUpAndIn(t);
    const claims = claimsOf(player.access);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = await new SignJWT({ role: 'P', sid: claims.sid, refresh_shift: 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const [header, , signature] = player.access.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${player.access.split('.')[1]}.`;
    for (const authorization of [
      `Bearer ${forged}`,
      `Bearer ${tampered}`,
      `Bearer ${unsigned}`,
      'Bearer garbage',
      'Bearer ',
      `Token ${player.access}`,
      player.access,
    ]) {
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/accounts/user', headers: { authorization } }),
        401,
        'not_authenticated',
      );
    }
    expectError(await t.app.inject({ method: 'GET', url: '/api/accounts/user' }), 401, 'not_authenticated');
  });

  it('refuses a refresh token used as an access token', async () => {
    const player = await signUpAndIn(t);
    expectError(await account(player.refresh), 401, 'not_authenticated');
  });
});

describe('POST /api/accounts/refresh/', () => {
  it('rotates: a new access and refresh token, and the old refresh token fails', async () => {
    const player = await signUpAndIn(t);
    const first = await refresh(t, player.refresh);
    expect(first.statusCode).toBe(200);
    const tokens = first.json();
    expect(tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(tokens.refresh).not.toBe(player.refresh);
    expect(claimsOf(tokens.access).sid).toBe(claimsOf(player.access).sid);
    expect((await account(tokens.access)).statusCode).toBe(200);
    expectError(await refresh(t, player.refresh), 401, 'access_and_refresh_token_invalid');
  });

  it('revokes the whole family when an old refresh token is presented again', async () => {
    const player = await signUpAndIn(t);
    const second = (await refresh(t, player.refresh)).json().refresh as string;
    const third = (await refresh(t, second)).json().refresh as string;
    expectError(await refresh(t, player.refresh), 401, 'access_and_refresh_token_invalid');
    // The newest token of the family, never used, is revoked as well.
    expectError(await refresh(t, third), 401, 'access_and_refresh_token_invalid');
    // Another session of the same player is untouched.
    const other = await newSession(t, player.registration.username, player.registration.password);
    expect((await refresh(t, other.refresh)).statusCode).toBe(200);
  });

  it('lets at most one of five simultaneous refreshes with one token succeed, never a 500', async () => {
    const player = await signUpAndIn(t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(t, player.refresh)));
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 401),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    for (const response of responses.filter((r) => r.statusCode === 401)) {
      expect(response.json().code).toBe('access_and_refresh_token_invalid');
    }
  });

  it('refuses a refresh token after 30 days', async () => {
    const player = await signUpAndIn(t);
    t.clock.advance(29 * DAY);
    const renewed = await refresh(t, player.refresh);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(31 * DAY);
    expectError(await refresh(t, renewed.json().refresh), 401, 'access_and_refresh_token_invalid');
  });

  it('refuses a banned player', async () => {
    const player = await signUpAndIn(t);
    await setUser(t, player.registration.username, { is_banned: true });
    expectError(await refresh(t, player.refresh), 401, 'access_and_refresh_token_invalid');
    await setUser(t, player.registration.username, { is_banned: false });
    // The family was revoked while banned; lifting the ban does not bring it back.
    expectError(await refresh(t, player.refresh), 401, 'access_and_refresh_token_invalid');
  });

  it.each([{}, { refresh: '' }, { refresh: 42 }, { refresh: 'x'.repeat(201) }])(
    'refuses %j with a field error, never a 500',
    async (payload) => {
      const response = await post(t, '/api/accounts/refresh/', payload);
      expect(response.statusCode).not.toBe(500);
      expect(response.statusCode).toBe(400);
      expect(response.json().refresh?.[0]?.code).toMatch(/^(required|invalid|too_long)$/);
    },
  );

  it('refuses an unknown refresh token', async () => {
    expectError(await refresh(t, 'not-a-token-anybody-was-given'), 401, 'access_and_refresh_token_invalid');
  });
});

describe('POST /api/accounts/logout/', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const player = await signUpAndIn(t);
    const other = await newSession(t, player.registration.username, player.registration.password);
    const response = await logout(player.refresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    expectError(await refresh(t, player.refresh), 401, 'access_and_refresh_token_invalid');
    expect((await refresh(t, other.refresh)).statusCode).toBe(200);
  });

  it('revokes the newest token of the family when an older one is sent', async () => {
    const player = await signUpAndIn(t);
    const renewed = (await refresh(t, player.refresh)).json().refresh as string;
    expect((await logout(player.refresh)).statusCode).toBe(200);
    expectError(await refresh(t, renewed), 401, 'access_and_refresh_token_invalid');
  });

  it('answers an unknown or repeated logout the same way', async () => {
    const player = await signUpAndIn(t);
    const first = await logout(player.refresh);
    const again = await logout(player.refresh);
    const unknown = await logout('never-issued-token-value');
    expect([first.statusCode, again.statusCode, unknown.statusCode]).toEqual([200, 200, 200]);
    expect(again.body).toBe(first.body);
    expect(unknown.body).toBe(first.body);
  });

  it('refuses a missing refresh token', async () => {
    const response = await post(t, '/api/accounts/logout/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().refresh?.[0]?.code).toBe('required');
  });
});

describe('access tokens of a revoked session', () => {
  const RESET_LINK = '/emails/verify/password/confirm/';
  const changePassword = (access: string, old_password: string) =>
    post(
      t,
      '/api/users/user/change-password/',
      { old_password, new_password: 'Brand!New99' },
      { headers: bearer(access) },
    );

  it('stop working at once after a logout, and only those of that session', async () => {
    const player = await signUpAndIn(t);
    const other = await newSession(t, player.registration.username, player.registration.password);
    const renewed = (await refresh(t, player.refresh)).json().access as string;
    expect((await logout(player.refresh)).statusCode).toBe(200);
    expectError(await account(player.access), 401, 'not_authenticated');
    expectError(await account(renewed), 401, 'not_authenticated');
    expect((await account(other.access)).statusCode).toBe(200);
  });

  it('stop working at once when a reused refresh token revokes the family', async () => {
    const player = await signUpAndIn(t);
    const renewed = (await refresh(t, player.refresh)).json().access as string;
    expect((await account(renewed)).statusCode).toBe(200);
    expectError(await refresh(t, player.refresh), 401, 'access_and_refresh_token_invalid');
    expectError(await account(player.access), 401, 'not_authenticated');
    expectError(await account(renewed), 401, 'not_authenticated');
  });

  it('of the other sessions stop working at once after a password change; this one keeps working', async () => {
    const player = await signUpAndIn(t);
    const other = await newSession(t, player.registration.username, player.registration.password);
    expect((await changePassword(player.access, player.registration.password)).statusCode).toBe(200);
    expectError(await account(other.access), 401, 'not_authenticated');
    expect((await account(player.access)).statusCode).toBe(200);
  });

  it('stop working at once after a password reset, in every session', async () => {
    const player = await signUpAndIn(t);
    const other = await newSession(t, player.registration.username, player.registration.password);
    expect((await post(t, '/api/accounts/password/reset/', { email: player.registration.email })).statusCode).toBe(200);
    const token = await tokenFromMail(t, player.registration.email, RESET_LINK);
    const confirmed = await post(t, `/api/accounts/password/reset/confirm/${token}`, {
      new_password: 'Brand!New99',
      new_password2: 'Brand!New99',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expectError(await account(player.access), 401, 'not_authenticated');
    expectError(await account(other.access), 401, 'not_authenticated');
  });
});
