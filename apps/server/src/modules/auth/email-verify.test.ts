import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, HOUR, login, mailsTo, post, register, setUser, userRow } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { registrationFor, signUpAndIn, tokenFromMail } from '../../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const verify = (token: string) => post(t, `/api/accounts/email-verify/${token}`);
const resend = (email: string) => post(t, '/api/accounts/registration/resend-email/', { email });

describe('POST /api/accounts/email-verify/{token}', () => {
  it('verifies the address, after which the player can sign in', async () => {
    const body = await register(t);
    expectError(await login(t, body.username, body.password), 403, 'email_not_verified');
    const response = await verify(await tokenFromMail(t, body.email, '/verify/'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String), purpose: 'verify_email', email: body.email });
    expect((await userRow(t, body.username)).email_verified_at).toBeInstanceOf(Date);
    expect((await login(t, body.username, body.password)).statusCode).toBe(200);
  });

  it('refuses a token used once already', async () => {
    const body = await register(t);
    const token = await tokenFromMail(t, body.email, '/verify/');
    expect((await verify(token)).statusCode).toBe(200);
    expectError(await verify(token), 400, 'token_invalid');
  });

  it('refuses a token older than 24 hours', async () => {
    const body = await register(t);
    const token = await tokenFromMail(t, body.email, '/verify/');
    t.clock.advance(25 * HOUR);
    expectError(await verify(token), 400, 'token_invalid');
    expect((await userRow(t, body.username)).email_verified_at).toBeNull();
  });

  it('refuses a well-formed token nobody was given', async () => {
    expectError(await verify('A'.repeat(43)), 400, 'token_invalid');
  });

  it('does not take a password-reset token for an e-mail token', async () => {
    const player = await signUpAndIn(t);
    await post(t, '/api/accounts/password/reset/', { email: player.registration.email });
    const token = await tokenFromMail(t, player.registration.email, '/emails/verify/password/confirm/');
    expectError(await verify(token), 400, 'token_invalid');
  });

  it.each([
    'short',
    'x'.repeat(201),
    '..%2F..%2Fetc',
    '%00%00%00%00%00%00%00%00%00%00',
    "'%20OR%201=1--%20xxxx",
    '%E2%82%AC'.repeat(5),
  ])('answers a garbage token (%s) with a 400, never a 500', async (token) => {
    const response = await verify(token);
    expect(response.statusCode, response.body).not.toBe(500);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<Record<string, unknown>>();
    expect(
      body.code === 'token_invalid' || body.code === 'bad_request' || Array.isArray(body.token),
      response.body,
    ).toBe(true);
  });
});

describe('POST /api/accounts/registration/resend-email/', () => {
  it('answers the same for an unverified, a verified and an unknown address', async () => {
    const unverified = await register(t);
    const verified = await signUpAndIn(t);
    const answers = await Promise.all([
      resend(unverified.email),
      resend(verified.registration.email),
      resend('nobody-at-all@example.com'),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const bodies = new Set(answers.map((a) => a.body));
    expect(bodies.size).toBe(1);
    expect(answers[0]?.json()).toEqual({ detail: expect.any(String) });
    // Only the unverified account gets a new mail.
    expect(await mailsTo(t, unverified.email)).toHaveLength(2);
    expect(await mailsTo(t, verified.registration.email)).toHaveLength(1);
    expect(await mailsTo(t, 'nobody-at-all@example.com')).toHaveLength(0);
  });

  it('sends a new link that works while the old one no longer does', async () => {
    const body = await register(t);
    const old = await tokenFromMail(t, body.email, '/verify/');
    expect((await resend(body.email.toUpperCase())).statusCode).toBe(200);
    const fresh = await tokenFromMail(t, body.email, '/verify/');
    expect(fresh).not.toBe(old);
    expectError(await verify(old), 400, 'token_invalid');
    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await login(t, body.username, body.password)).statusCode).toBe(200);
  });

  it('renews an expired link', async () => {
    const body = await register(t);
    t.clock.advance(25 * HOUR);
    await resend(body.email);
    expect((await verify(await tokenFromMail(t, body.email, '/verify/'))).statusCode).toBe(200);
  });

  it('sends nothing to a banned account', async () => {
    const body = await register(t);
    await setUser(t, body.username, { is_banned: true });
    expect((await resend(body.email)).statusCode).toBe(200);
    expect(await mailsTo(t, body.email)).toHaveLength(1);
  });

  it.each([{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }])(
    'refuses %j with a field error, never a 500',
    async (payload) => {
      const response = await post(t, '/api/accounts/registration/resend-email/', payload);
      expect(response.statusCode).not.toBe(500);
      expect(response.statusCode).toBe(400);
      expect(response.json().email?.[0]?.code).toMatch(/^(required|invalid_email|invalid)$/);
    },
  );

  it('does not verify an address through a link of another purpose sent to someone else', async () => {
    const body = registrationFor();
    expect((await post(t, '/api/accounts/registration/', body)).statusCode).toBe(201);
    const other = await register(t);
    const token = await tokenFromMail(t, other.email, '/verify/');
    expect((await verify(token)).json().email).toBe(other.email);
    expect((await userRow(t, body.username)).email_verified_at).toBeNull();
  });
});
