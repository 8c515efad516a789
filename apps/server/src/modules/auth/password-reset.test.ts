import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectFieldError,
  login,
  mailsTo,
  MINUTE,
  newSession,
  post,
  refresh,
  register,
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

const RESET_LINK = '/emails/verify/password/confirm/';
const requestReset = (email: string) => post(t, '/api/accounts/password/reset/', { email });
const confirm = (token: string, new_password: string, new_password2 = new_password) =>
  post(t, `/api/accounts/password/reset/confirm/${token}`, { new_password, new_password2 });

async function resetToken(email: string) {
  expect((await requestReset(email)).statusCode).toBe(200);
  return tokenFromMail(t, email, RESET_LINK);
}

describe('POST /api/accounts/password/reset/', () => {
  it('answers the same for a known, an unknown and a banned address', async () => {
    const known = await signUpAndIn(t);
    const banned = await signUpAndIn(t);
    await setUser(t, banned.registration.username, { is_banned: true });
    const answers = [
      await requestReset(known.registration.email),
      await requestReset('nobody-here@example.com'),
      await requestReset(banned.registration.email),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]?.json()).toEqual({ detail: expect.any(String) });
    const mails = await mailsTo(t, known.registration.email);
    expect(mails.at(-1)?.body_text).toContain(`http://casino.test${RESET_LINK}`);
    expect(await mailsTo(t, 'nobody-here@example.com')).toHaveLength(0);
    expect((await mailsTo(t, banned.registration.email)).some((m) => m.body_text.includes(RESET_LINK))).toBe(false);
  });

  it('finds the account whatever the case of the address', async () => {
    const player = await signUpAndIn(t);
    expect((await requestReset(player.registration.email.toUpperCase())).statusCode).toBe(200);
    expect(await tokenFromMail(t, player.registration.email, RESET_LINK)).toMatch(/.{20,}/);
  });

  it.each([{}, { email: '' }, { email: 'nope' }])('refuses %j with a field error, never a 500', async (payload) => {
    const response = await post(t, '/api/accounts/password/reset/', payload);
    expect(response.statusCode).not.toBe(500);
    expect(response.statusCode).toBe(400);
    expect(response.json().email?.[0]?.code).toMatch(/^(required|invalid_email)$/);
  });
});

describe('POST /api/accounts/password/reset/confirm/{token}', () => {
  it('sets the new password, refuses the old one and signs out every session', async () => {
    const player = await signUpAndIn(t);
    const { username, email, password } = player.registration;
    const other = await newSession(t, username, password);
    const token = await resetToken(email);

    const response = await confirm(token, 'Brand!New99');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String) });

    expect((await login(t, username, 'Brand!New99')).statusCode).toBe(200);
    expectError(await login(t, username, password), 401, 'no_active_account');
    expectError(await refresh(t, player.refresh), 401, 'access_and_refresh_token_invalid');
    expectError(await refresh(t, other.refresh), 401, 'access_and_refresh_token_invalid');
  });

  it('refuses a token used once already', async () => {
    const player = await signUpAndIn(t);
    const token = await resetToken(player.registration.email);
    expect((await confirm(token, 'Brand!New99')).statusCode).toBe(200);
    expectError(await confirm(token, 'Other!New99'), 400, 'token_invalid');
    expect((await login(t, player.registration.username, 'Brand!New99')).statusCode).toBe(200);
  });

  it('lets only one of three simultaneous confirmations with one token through', async () => {
    const player = await signUpAndIn(t);
    const token = await resetToken(player.registration.email);
    const responses = await Promise.all(['First!New91', 'Second!New92', 'Third!New93'].map((p) => confirm(token, p)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = ['First!New91', 'Second!New92', 'Third!New93'][responses.findIndex((r) => r.statusCode === 200)]!;
    expect((await login(t, player.registration.username, winner)).statusCode).toBe(200);
  });

  it('refuses a token after 60 minutes', async () => {
    const player = await signUpAndIn(t);
    const token = await resetToken(player.registration.email);
    t.clock.advance(61 * MINUTE);
    expectError(await confirm(token, 'Brand!New99'), 400, 'token_invalid');
    expect((await login(t, player.registration.username, player.registration.password)).statusCode).toBe(200);
  });

  it('keeps only the newest link alive', async () => {
    const player = await signUpAndIn(t);
    const older = await resetToken(player.registration.email);
    const newer = await resetToken(player.registration.email);
    expectError(await confirm(older, 'Brand!New99'), 400, 'token_invalid');
    expect((await confirm(newer, 'Brand!New99')).statusCode).toBe(200);
  });

  it('does not take an e-mail verification token', async () => {
    const body = await register(t);
    const token = await tokenFromMail(t, body.email, '/verify/');
    expectError(await confirm(token, 'Brand!New99'), 400, 'token_invalid');
  });

  it('refuses repeated passwords that differ, and keeps the token usable', async () => {
    const player = await signUpAndIn(t);
    const token = await resetToken(player.registration.email);
    expectFieldError(await confirm(token, 'Brand!New99', 'Brand!New98'), 'new_password2', 'password_mismatch');
    expect((await confirm(token, 'Brand!New99')).statusCode).toBe(200);
  });

  it('refuses a password with personal data, and keeps the token usable', async () => {
    const player = await signUpAndIn(t);
    const { username, email } = player.registration;
    const token = await resetToken(email);
    expectFieldError(await confirm(token, `${username}!1`), 'new_password', 'password_personal_data');
    expectFieldError(await confirm(token, `X1${email.split('@')[0]}`), 'new_password', 'password_personal_data');
    expect((await confirm(token, 'Brand!New99')).statusCode).toBe(200);
  });

  it.each([
    ['too short', 'Ab1!', 'too_short'],
    ['with a space', 'Brand New99', 'password_has_spaces'],
    ['with a disallowed character', 'Brand<New>99', 'password_invalid_chars'],
    ['missing', '', 'required'],
  ])('refuses a new password %s, never a 500', async (_name, password, code) => {
    const player = await signUpAndIn(t);
    const token = await resetToken(player.registration.email);
    const response = await confirm(token, password);
    expect(response.statusCode).not.toBe(500);
    expectFieldError(response, 'new_password', code);
  });

  it('refuses a missing repeated password', async () => {
    const response = await post(t, `/api/accounts/password/reset/confirm/${'A'.repeat(43)}`, {
      new_password: 'Brand!New99',
    });
    expectFieldError(response, 'new_password2', 'required');
  });

  it('answers an unknown or garbage token with a 400, never a 500', async () => {
    expectError(await confirm('A'.repeat(43), 'Brand!New99'), 400, 'token_invalid');
    for (const token of ['short', 'x'.repeat(250), '%00%00%00%00%00%00%00%00%00%00']) {
      const response = await confirm(token, 'Brand!New99');
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('verifies an unverified address, since the mail proves it', async () => {
    const body = await register(t);
    const token = await resetToken(body.email);
    expect((await confirm(token, 'Brand!New99')).statusCode).toBe(200);
    expect((await userRow(t, body.username)).email_verified_at).toBeInstanceOf(Date);
    expect((await login(t, body.username, 'Brand!New99')).statusCode).toBe(200);
  });
});
