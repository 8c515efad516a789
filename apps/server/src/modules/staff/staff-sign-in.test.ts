import type { StaffLoginResponse, TotpEnrolment } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, claimsOf, expectError, login, post, refresh, SECOND } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { codeNow, newStaff, STAFF_PASSWORD, staffLogin, staffSignIn } from '../../../test/staff.js';

let t: TestApp;
beforeAll(async () => {
  t = await build({
    throttle: { staffLogin: { free: 4, windowSeconds: 900, baseDelaySeconds: 2, maxDelaySeconds: 900 } },
  });
});
afterAll(() => t.close());

const me = (access: string) => t.app.inject({ method: 'GET', url: '/api/backoffice/me/', headers: bearer(access) });

describe('the console sign-in', () => {
  it('enrols a super operator at the first sign-in, then asks for a code every time, each code once', async () => {
    const { username } = await newStaff(t, 'SO');
    const first = await staffLogin(t, username);
    expectError(first, 403, 'totp_setup_required');
    const { secret, otpauth_url } = first.json<{ totp: TotpEnrolment }>().totp;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauth_url)).toContain(`:${username}?`);
    // The offer stands until a code of it is given: a second try shows the same secret.
    expect((await staffLogin(t, username)).json<{ totp: TotpEnrolment }>().totp.secret).toBe(secret);
    expectError(await staffLogin(t, username, codeNow(t, secret, 3)), 401, 'totp_invalid');

    const enrolled = await staffLogin(t, username, codeNow(t, secret));
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const body = enrolled.json<StaffLoginResponse>();
    expect(body.staff).toMatchObject({ username, role: 'SO', totp: true });
    expect(claimsOf(body.access).role).toBe('SO');
    expect((await me(body.access)).json()).toMatchObject({ username, role: 'SO', totp: true });

    expectError(await staffLogin(t, username), 401, 'totp_required');
    // The code just used is refused, even within its 30 seconds: it served once.
    expectError(await staffLogin(t, username, codeNow(t, secret)), 401, 'totp_invalid');
    expectError(
      await staffLogin(t, username, codeNow(t, secret), { password: 'Wrong!Pass42' }),
      401,
      'no_active_account',
    );
    t.clock.advance(30 * SECOND);
    const again = await staffLogin(t, username, codeNow(t, secret));
    expect(again.statusCode, again.body).toBe(200);
    // The console's tokens refresh as the site's do.
    expect((await refresh(t, again.json<StaffLoginResponse>().refresh)).statusCode).toBe(200);
  });

  it.each(['SA', 'O'] as const)('asks %s for a code too', async (role) => {
    const { username } = await newStaff(t, role);
    expectError(await staffLogin(t, username), 403, 'totp_setup_required');
  });

  it('lets a cashier in with the password alone until they enrol', async () => {
    const { username } = await newStaff(t, 'C');
    const response = await staffLogin(t, username);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffLoginResponse>().staff).toMatchObject({ role: 'C', totp: false });
  });

  it("refuses a player's account as it refuses a wrong password, and the site refuses staff alike", async () => {
    const player = await signUpAndIn(t);
    expectError(
      await staffLogin(t, player.registration.username, undefined, {
        password: player.registration.password,
        ip: '10.0.0.2',
      }),
      401,
      'no_active_account',
    );
    expectError(await me(player.access), 403, 'permission_denied');
    const { username } = await newStaff(t, 'C');
    expectError(await login(t, username, STAFF_PASSWORD), 401, 'no_active_account');
    expectError(await staffLogin(t, 'nobody-at-all', undefined, { ip: '10.0.0.3' }), 401, 'no_active_account');
  });

  it('slows down guesses at the code', async () => {
    const { username } = await newStaff(t, 'O');
    const { secret } = await staffSignIn(t, username);
    t.clock.advance(30 * SECOND);
    const ip = { ip: '10.0.0.4' };
    for (let guess = 0; guess < 4; guess += 1)
      expectError(await staffLogin(t, username, '000000', ip), 401, 'totp_invalid');
    expectError(await staffLogin(t, username, codeNow(t, secret!), ip), 429, 'too_many_requests');
  });

  it('refuses a banned staff member', async () => {
    const { username, id } = await newStaff(t, 'A');
    await t.db.updateTable('users').set({ is_banned: true }).where('id', '=', id).execute();
    expectError(await staffLogin(t, username), 403, 'user_is_banned');
  });
});

describe('a second factor chosen by a cashier', () => {
  it('is offered to the signed-in account, confirmed by a first code, then asked at every sign-in', async () => {
    const { username } = await newStaff(t, 'A');
    const session = (await staffLogin(t, username, undefined, { ip: '10.0.0.5' })).json<StaffLoginResponse>();
    const offer = await post(t, '/api/backoffice/me/totp/', undefined, { headers: bearer(session.access) });
    expect(offer.statusCode, offer.body).toBe(200);
    const { secret } = offer.json<TotpEnrolment>();
    const confirm = (code: string) =>
      post(t, '/api/backoffice/me/totp/confirm/', { code }, { headers: bearer(session.access) });
    expectError(await confirm(codeNow(t, secret, 5)), 400, 'totp_invalid');
    expect((await confirm(codeNow(t, secret))).statusCode).toBe(204);
    expectError(
      await post(t, '/api/backoffice/me/totp/', undefined, { headers: bearer(session.access) }),
      409,
      'already_exists',
    );
    expectError(await staffLogin(t, username, undefined, { ip: '10.0.0.5' }), 401, 'totp_required');
    t.clock.advance(30 * SECOND);
    expect((await staffLogin(t, username, codeNow(t, secret), { ip: '10.0.0.5' })).statusCode).toBe(200);
  });
});
