import type { RegistrationRequest } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectFieldError,
  login,
  mailsTo,
  post,
  register,
  setUser,
  userRow,
  yearsAgo,
} from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { registrationFor } from '../../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const REGISTRATION = '/api/accounts/registration/';
const registerWith = (body: object) => post(t, REGISTRATION, body);

describe('POST /api/accounts/registration/', () => {
  it('creates an unverified player, mails a /verify/ link and opens empty wallet accounts', async () => {
    const body = registrationFor({ currency: 'TND', country: 'tn', phone: undefined });
    const response = await registerWith(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ detail: expect.any(String) });

    const user = await userRow(t, body.username);
    expect(user).toMatchObject({
      email: body.email,
      role: 'P',
      email_verified_at: null,
      is_banned: false,
      is_self_registered: true,
      currency: 'TND',
      country: 'TN',
      phone: '',
      first_name: 'Jeanne',
      date_of_birth: '1990-05-17',
      language: 'fr-fr',
      parent_id: null,
    });
    expect(user.password_hash).not.toContain(body.password);

    const mails = await mailsTo(t, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toMatch(/http:\/\/casino\.test\/verify\/[A-Za-z0-9_-]{20,}/);

    // The wallet owns the account kinds; every account of the new player is empty and in their currency.
    const accounts = await t.db.selectFrom('wallet_accounts').selectAll().where('user_id', '=', user.id).execute();
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    for (const account of accounts) expect(account).toMatchObject({ currency: 'TND', balance: 0 });
    expect(await t.services.wallet.getPlayerBalances(user.id)).toMatchObject({ currency: 'TND', cash: 0, bonus: 0 });

    expectError(await login(t, body.username, body.password), 403, 'email_not_verified');
  });

  it('writes the mail in the chosen language and keeps an exactly-18 birth date', async () => {
    const body = await register(t, { language: 'en-US', date_of_birth: yearsAgo(18) });
    const [mail] = await mailsTo(t, body.email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect((await userRow(t, body.username)).language).toBe('en-US');
  });

  const requiredFields: [keyof RegistrationRequest, string][] = [
    ['username', 'required'],
    ['email', 'required'],
    ['password', 'required'],
    ['password2', 'required'],
    ['first_name', 'required'],
    ['last_name', 'required'],
    ['date_of_birth', 'required'],
    ['country', 'required'],
    ['currency', 'required'],
    ['age_confirmation', 'must_accept'],
    ['terms_accepted', 'must_accept'],
  ];

  it.each(requiredFields)('refuses a missing %s with %s, never a 500', async (field, code) => {
    const body: Record<string, unknown> = registrationFor();
    delete body[field];
    const response = await registerWith(body);
    expect(response.statusCode).not.toBe(500);
    expectFieldError(response, field, code);
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email as string)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it.each([
    ['username', '   ', 'required'],
    ['email', '', 'required'],
    ['first_name', ' ', 'required'],
    ['last_name', '', 'required'],
    ['date_of_birth', '', 'required'],
    ['country', '', 'required'],
    ['currency', '', 'required'],
    ['age_confirmation', false, 'must_accept'],
    ['terms_accepted', false, 'must_accept'],
    ['terms_accepted', 'yes', 'must_accept'],
  ])('refuses a blank or unaccepted %s (%j) with %s', async (field, value, code) => {
    const response = await registerWith({ ...registrationFor(), [field]: value });
    expect(response.statusCode).not.toBe(500);
    expectFieldError(response, field, code);
  });

  const broken: [string, Partial<Record<keyof RegistrationRequest, unknown>>, string, string][] = [
    ['the day before the 18th birthday', { date_of_birth: yearsAgo(18, 1) }, 'date_of_birth', 'underage'],
    ['a 10-year-old', { date_of_birth: yearsAgo(10) }, 'date_of_birth', 'underage'],
    ['a date that does not exist', { date_of_birth: '2001-02-30' }, 'date_of_birth', 'invalid_date'],
    ['a date in another format', { date_of_birth: '17/05/1990' }, 'date_of_birth', 'invalid_date'],
    ['a date that is not a string', { date_of_birth: 19900517 }, 'date_of_birth', 'invalid'],
    ['a password under 8 characters', { password: 'Sh0rt!x', password2: 'Sh0rt!x' }, 'password', 'too_short'],
    [
      'a password over 40 characters',
      { password: `A1!${'x'.repeat(40)}`, password2: `A1!${'x'.repeat(40)}` },
      'password',
      'too_long',
    ],
    [
      'a password with a space',
      { password: 'Str0ng Pass', password2: 'Str0ng Pass' },
      'password',
      'password_has_spaces',
    ],
    [
      'a password with a disallowed character',
      { password: 'Str0ng<Pass>', password2: 'Str0ng<Pass>' },
      'password',
      'password_invalid_chars',
    ],
    [
      'a password with a quote',
      { password: "Str0ng'Pass", password2: "Str0ng'Pass" },
      'password',
      'password_invalid_chars',
    ],
    [
      'a password containing the username',
      { username: 'jeanne77', password: 'X!jeanne77', password2: 'X!jeanne77' },
      'password',
      'password_personal_data',
    ],
    [
      'a password containing the username in capitals',
      { username: 'jeanne78', password: 'JEANNE78!x', password2: 'JEANNE78!x' },
      'password',
      'password_personal_data',
    ],
    [
      'a password containing the e-mail name',
      { email: 'marta.k@example.com', password: 'marta.k#2024', password2: 'marta.k#2024' },
      'password',
      'password_personal_data',
    ],
    ['a repeated password that differs', { password2: 'Other!Pass9' }, 'password2', 'password_mismatch'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'invalid_email'],
    ['an e-mail without a domain', { email: 'jeanne@' }, 'email', 'invalid_email'],
    ['a phone with letters', { phone: 'call me maybe' }, 'phone', 'invalid_phone'],
    ['a phone too short', { phone: '+33 12' }, 'phone', 'invalid_phone'],
    ['a phone too long', { phone: '+1234567890123456' }, 'phone', 'invalid_phone'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'invalid_currency'],
    ['a lower-case currency', { currency: 'eur' }, 'currency', 'invalid_currency'],
    ['a three-letter country', { country: 'FRA' }, 'country', 'invalid_country'],
    ['a country with a digit', { country: 'F1' }, 'country', 'invalid_country'],
    ['a username too short', { username: 'ab' }, 'username', 'too_short'],
    ['a username with spaces', { username: 'jeanne martin' }, 'username', 'invalid'],
    ['a username that is not a string', { username: 42 }, 'username', 'invalid'],
    ['an unknown language', { language: 'de-DE' }, 'language', 'invalid'],
  ];

  it.each(broken)('refuses %s, never a 500', async (_name, overrides, field, code) => {
    const body = { ...registrationFor(), ...overrides };
    const response = await registerWith(body);
    expect(response.statusCode).not.toBe(500);
    expectFieldError(response, field, code);
    expect(await mailsTo(t, String(body.email).toLowerCase())).toHaveLength(0);
  });

  it.each([
    [null, 'username', 'required'],
    [[], 'non_field_errors', 'invalid'],
    ['text', 'non_field_errors', 'invalid'],
    [42, 'non_field_errors', 'invalid'],
  ])('refuses a body that is not an object (%j), never a 500', async (payload, field, code) => {
    const response = await t.app.inject({
      method: 'POST',
      url: REGISTRATION,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expectFieldError(response, field, code);
  });
});

describe('registration conflicts', () => {
  it('refuses a taken username, whatever its case', async () => {
    const first = await register(t);
    for (const username of [first.username, first.username.toUpperCase()]) {
      const response = await registerWith(registrationFor({ username }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ username: [{ code: 'already_exists', message: expect.any(String) }] });
    }
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    const first = await register(t);
    const response = await registerWith(registrationFor({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [{ code: 'already_exists', message: expect.any(String) }] });
  });

  it('stores e-mails in lower case', async () => {
    const body = registrationFor();
    const mixed = body.email.replace('player', 'PlAyEr');
    expect((await registerWith({ ...body, email: ` ${mixed} ` })).statusCode).toBe(201);
    expect((await userRow(t, body.username)).email).toBe(body.email);
  });

  it('lets exactly one of five simultaneous sign-ups with one username through', async () => {
    const username = registrationFor().username;
    const responses = await Promise.all(Array.from({ length: 5 }, () => registerWith(registrationFor({ username }))));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json()).toEqual({ username: [{ code: 'already_exists', message: expect.any(String) }] });
    }
    const rows = await t.db.selectFrom('users').select('id').where('username', '=', username).execute();
    expect(rows).toHaveLength(1);
    const accounts = await t.db.selectFrom('wallet_accounts').select('id').where('user_id', '=', rows[0]!.id).execute();
    expect(accounts.length).toBeGreaterThanOrEqual(2);
  });

  it('lets exactly one of five simultaneous sign-ups with one e-mail through', async () => {
    const email = registrationFor().email;
    const responses = await Promise.all(Array.from({ length: 5 }, () => registerWith(registrationFor({ email }))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json()).toEqual({ email: [{ code: 'already_exists', message: expect.any(String) }] });
    }
  });
});

describe('bonus code and agent id', () => {
  it('keeps the bonus code and an unknown agent id without a parent', async () => {
    await t.services.promoCodes.create(
      { code: 'WELCOME50', currency: 'EUR', reward: { kind: 'bonus', amount: 5 }, per_player_limit: 1 },
      null,
    );
    const body = await register(t, { bonus_code: 'WELCOME50', agent_id: 'abc-77' });
    expect(await userRow(t, body.username)).toMatchObject({
      bonus_code: 'WELCOME50',
      agent_id: 'abc-77',
      parent_id: null,
    });
  });

  it.each(['C', 'A'])('makes an existing %s user the parent', async (role) => {
    const agent = await register(t);
    await setUser(t, agent.username, { role });
    const agentId = (await userRow(t, agent.username)).id;
    const body = await register(t, { agent_id: String(agentId) });
    expect(await userRow(t, body.username)).toMatchObject({ agent_id: String(agentId), parent_id: agentId });
  });

  it('does not make a player the parent', async () => {
    const other = await register(t);
    const otherId = (await userRow(t, other.username)).id;
    const body = await register(t, { agent_id: String(otherId) });
    expect(await userRow(t, body.username)).toMatchObject({ agent_id: String(otherId), parent_id: null });
  });

  it('shows the parent in the account view', async () => {
    const agent = await register(t);
    await setUser(t, agent.username, { role: 'A' });
    const agentId = (await userRow(t, agent.username)).id;
    const body = await register(t, { agent_id: String(agentId) });
    await t.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('username', '=', body.username)
      .execute();
    const response = await login(t, body.username, body.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      parent: agentId,
      isSelfRegistered: true,
      userTypes: 'self-registered',
    });
  });
});
