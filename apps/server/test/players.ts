import type { LoginResponse, RegistrationRequest } from '@casino/contracts';
import { expect } from 'vitest';
import type { TestApp } from './build.js';

let counter = 0;

export function registrationFor(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `player_${id}`,
    email: `player_${id}@example.com`,
    password: 'Str0ng!Pass',
    password2: 'Str0ng!Pass',
    phone: '+33 6 12 34 56 78',
    first_name: 'Jeanne',
    last_name: 'Martin',
    date_of_birth: '1990-05-17',
    address: '1 rue de la Paix',
    city: 'Paris',
    postal_code: '75002',
    country: 'FR',
    currency: 'EUR',
    bonus_code: '',
    agent_id: '',
    age_confirmation: true,
    terms_accepted: true,
    ...overrides,
  };
}

/** The token of the newest mail to an address whose link contains `pathPart`. */
export async function tokenFromMail(t: TestApp, to: string, pathPart: string): Promise<string> {
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = new RegExp(`${pathPart.replace(/\//g, '\\/')}([A-Za-z0-9_-]+)`).exec(mail.body_text);
  if (!match?.[1]) throw new Error(`no ${pathPart} link in mail to ${to}`);
  return match[1];
}

/** Registers, verifies and signs in a new player through the API. */
export async function signUpAndIn(t: TestApp, overrides: Partial<RegistrationRequest> = {}) {
  const body = registrationFor(overrides);
  const registered = await t.app.inject({ method: 'POST', url: '/api/accounts/registration/', payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  const token = await tokenFromMail(t, body.email, '/verify/');
  const verified = await t.app.inject({ method: 'POST', url: `/api/accounts/email-verify/${token}` });
  expect(verified.statusCode, verified.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { username: body.username, password: body.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const session = login.json<LoginResponse>();
  return { ...session, registration: body, auth: { authorization: `Bearer ${session.access}` } };
}

let direct = 0;

/** A verified player inserted straight into the database: for tests that need many players fast. */
export async function insertPlayer(t: Pick<TestApp, 'db' | 'services'>, currency = 'EUR'): Promise<number> {
  direct += 1;
  const name = `direct_${Date.now().toString(36)}_${direct}`;
  return t.db.transaction().execute(async (tx) => {
    const id = await t.services.users.insert(tx, {
      username: name,
      email: `${name}@example.com`,
      password_hash: 'not-a-hash',
      role: 'P',
      date_of_birth: '1990-01-01',
      currency,
      email_verified_at: new Date(),
    });
    await t.services.wallet.openPlayerAccounts(tx, id, currency);
    return id;
  });
}
