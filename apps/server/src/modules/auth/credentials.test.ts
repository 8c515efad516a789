import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  expectError,
  expectFieldError,
  login,
  mailsTo,
  newSession,
  post,
  refresh,
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

const changePassword = (access: string, payload: object) =>
  post(t, '/api/users/user/change-password/', payload, { headers: bearer(access) });
const changeEmail = (access: string, email: unknown) =>
  post(t, '/api/users/change/user/email/', { email }, { headers: bearer(access) });
const verify = (token: string) => post(t, `/api/accounts/email-verify/${token}`);
const CHANGE_LINK = '/email/verify/email/';

describe('POST /api/users/user/change-password/', () => {
  it('changes the password, signs out the other sessions and keeps this one', async () => {
    const player = await signUpAndIn(t);
    const { username, password } = player.registration;
    const other = await newSession(t, username, password);

    const response = await changePassword(player.access, { old_password: password, new_password: 'Brand!New99' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String) });

    expect((await login(t, username, 'Brand!New99')).statusCode).toBe(200);
    expectError(await login(t, username, password), 401, 'no_active_account');
    expectError(await refresh(t, other.refresh), 401, 'access_and_refresh_token_invalid');
    const mine = await refresh(t, player.refresh);
    expect(mine.statusCode).toBe(200);
    expect((await refresh(t, mine.json().refresh)).statusCode).toBe(200);
  });

  it('refuses a wrong old password and keeps the old one', async () => {
    const player = await signUpAndIn(t);
    const response = await changePassword(player.access, { old_password: 'Wrong!Pass1', new_password: 'Brand!New99' });
    expectError(response, 400, 'incorrect_old_password');
    expect((await login(t, player.registration.username, player.registration.password)).statusCode).toBe(200);
  });

  it.each([
    ['too short', 'Ab1!x', 'too_short'],
    ['too long', `Ab1!${'y'.repeat(40)}`, 'too_long'],
    ['with a space', 'Brand New99', 'password_has_spaces'],
    ['with a disallowed character', 'Brand"New99', 'password_invalid_chars'],
    ['missing', '', 'required'],
  ])('refuses a new password %s with a field error, never a 500', async (_name, new_password, code) => {
    const player = await signUpAndIn(t);
    const response = await changePassword(player.access, { old_password: player.registration.password, new_password });
    expect(response.statusCode).not.toBe(500);
    expectFieldError(response, 'new_password', code);
    expect((await login(t, player.registration.username, player.registration.password)).statusCode).toBe(200);
  });

  it('refuses a new password containing the username, the e-mail name or a name of the player', async () => {
    const player = await signUpAndIn(t);
    const { username, email, password, first_name, last_name } = player.registration;
    for (const new_password of [
      `${username.toUpperCase()}!9`,
      `9!${email.split('@')[0]}`,
      `Zq9!${first_name}`,
      `${last_name.toLowerCase()}#77x`,
    ]) {
      expectFieldError(
        await changePassword(player.access, { old_password: password, new_password }),
        'new_password',
        'password_personal_data',
      );
    }
  });

  it('refuses a missing old password', async () => {
    const player = await signUpAndIn(t);
    expectFieldError(await changePassword(player.access, { new_password: 'Brand!New99' }), 'old_password', 'required');
  });

  it('requires a signed-in player', async () => {
    const response = await post(t, '/api/users/user/change-password/', {
      old_password: 'x',
      new_password: 'Brand!New99',
    });
    expectError(response, 401, 'not_authenticated');
  });

  it('refuses a banned player holding a valid access token', async () => {
    const player = await signUpAndIn(t);
    await setUser(t, player.registration.username, { is_banned: true });
    const response = await changePassword(player.access, {
      old_password: player.registration.password,
      new_password: 'Brand!New99',
    });
    expectError(response, 403, 'user_is_banned');
  });
});

describe('POST /api/users/change/user/email/', () => {
  it('mails a link to the new address; opening it changes the login e-mail', async () => {
    const player = await signUpAndIn(t);
    const { username, email: oldEmail, password } = player.registration;
    const newEmail = `new-${oldEmail}`;

    const response = await changeEmail(player.access, newEmail.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    // Nothing changes until the link is opened, and the old address gets no link.
    expect((await userRow(t, username)).email).toBe(oldEmail);
    expect((await mailsTo(t, oldEmail)).some((m) => m.body_text.includes(CHANGE_LINK))).toBe(false);
    const [mail] = await mailsTo(t, newEmail);
    expect(mail?.body_text).toContain(`http://casino.test${CHANGE_LINK}`);

    const opened = await verify(await tokenFromMail(t, newEmail, CHANGE_LINK));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ detail: expect.any(String), purpose: 'change_email', email: newEmail });

    expect((await login(t, newEmail, password)).statusCode).toBe(200);
    expectError(await login(t, oldEmail, password), 401, 'no_active_account');
    const account = await t.app.inject({ method: 'GET', url: '/api/accounts/user', headers: player.auth });
    expect(account.json()).toMatchObject({ email: newEmail, login: newEmail });
  });

  it('answers an address another account uses as it answers a free one, and tells its owner by mail instead', async () => {
    const player = await signUpAndIn(t);
    const owner = await signUpAndIn(t, { language: 'ru' });
    const free = await changeEmail(player.access, `free-${player.registration.email}`);
    const taken = await changeEmail(player.access, owner.registration.email.toUpperCase());
    expect(free.statusCode, free.body).toBe(200);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.body).toBe(free.body);

    // The owner learns that someone asked for the address, in their own language, with
    // no link that would move it; the asking player gets nothing to open, and their earlier
    // link is replaced as a new one would replace it (else its fate would tell).
    const [verification, notice, ...more] = await mailsTo(t, owner.registration.email);
    expect(more).toHaveLength(0);
    expect(verification?.body_text).toContain('/verify/');
    expect(notice?.subject).toBe('Ваш адрес электронной почты указали для другого аккаунта');
    expect(notice?.body_text).toContain('http://casino.test/forgot-password');
    expect(notice?.body_text).not.toContain(CHANGE_LINK);
    const links = await t.db
      .selectFrom('email_tokens')
      .select(['new_email', 'used_at'])
      .where('user_id', '=', (await userRow(t, player.registration.username)).id)
      .where('purpose', '=', 'change_email')
      .execute();
    expect(links).toEqual([{ new_email: `free-${player.registration.email}`, used_at: expect.any(Date) }]);
    expect((await userRow(t, owner.registration.username)).email).toBe(owner.registration.email);
  });

  it("refuses the player's own address, which tells nothing", async () => {
    const player = await signUpAndIn(t);
    const response = await changeEmail(player.access, player.registration.email.toUpperCase());
    expect(response.json()).toEqual({ email: [{ code: 'already_exists', message: expect.any(String) }] });
  });

  it('refuses the link when the address was taken in the meantime', async () => {
    const player = await signUpAndIn(t);
    const wanted = `wanted-${player.registration.email}`;
    expect((await changeEmail(player.access, wanted)).statusCode).toBe(200);
    const token = await tokenFromMail(t, wanted, CHANGE_LINK);
    await signUpAndIn(t, { email: wanted });
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [{ code: 'already_exists', message: expect.any(String) }] });
    expect((await userRow(t, player.registration.username)).email).toBe(player.registration.email);
  });

  it('gives an address to only one of two players opening their links at once, never a 500', async () => {
    const first = await signUpAndIn(t);
    const second = await signUpAndIn(t);
    const wanted = `both-want-${first.registration.email}`;
    expect((await changeEmail(first.access, wanted)).statusCode).toBe(200);
    const firstToken = await tokenFromMail(t, wanted, CHANGE_LINK);
    expect((await changeEmail(second.access, wanted)).statusCode).toBe(200);
    const secondToken = await tokenFromMail(t, wanted, CHANGE_LINK);
    const responses = await Promise.all([verify(firstToken), verify(secondToken)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = responses.find((r) => r.statusCode === 400);
    expect(refused?.json()).toEqual({ email: [{ code: 'already_exists', message: expect.any(String) }] });
    const owners = await t.db.selectFrom('users').select('id').where('email', '=', wanted).execute();
    expect(owners).toHaveLength(1);
  });

  it('keeps only the newest change link alive', async () => {
    const player = await signUpAndIn(t);
    const first = `first-${player.registration.email}`;
    const second = `second-${player.registration.email}`;
    await changeEmail(player.access, first);
    const firstToken = await tokenFromMail(t, first, CHANGE_LINK);
    await changeEmail(player.access, second);
    expectError(await verify(firstToken), 400, 'token_invalid');
    expect((await verify(await tokenFromMail(t, second, CHANGE_LINK))).statusCode).toBe(200);
    expect((await userRow(t, player.registration.username)).email).toBe(second);
  });

  it.each([undefined, '', 'not-an-email', 42])('refuses %j with a field error, never a 500', async (email) => {
    const player = await signUpAndIn(t);
    const response = await changeEmail(player.access, email);
    expect(response.statusCode).not.toBe(500);
    expect(response.statusCode).toBe(400);
    expect(response.json().email?.[0]?.code).toMatch(/^(required|invalid_email|invalid)$/);
  });

  it('requires a signed-in player', async () => {
    expectError(await post(t, '/api/users/change/user/email/', { email: 'x@example.com' }), 401, 'not_authenticated');
  });
});
