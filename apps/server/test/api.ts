import type { AccessClaims, RegistrationRequest, Tokens } from '@casino/contracts';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './build.js';
import { registrationFor } from './players.js';

/** Small wrappers around `app.inject` for the auth flows the tests drive again and again. */

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

export function post(
  t: TestApp,
  url: string,
  payload?: object,
  options: { headers?: Record<string, string>; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function login(t: TestApp, username: string, password: string, ip?: string) {
  return post(t, '/api/accounts/login/', { username, password }, ip ? { ip } : {});
}

export function refresh(t: TestApp, token: string) {
  return post(t, '/api/accounts/refresh/', { refresh: token });
}

/** Registers without verifying; asserts the 201. */
export async function register(t: TestApp, overrides: Partial<RegistrationRequest> = {}, ip?: string) {
  const body = registrationFor(overrides);
  const response = await post(t, '/api/accounts/registration/', body, ip ? { ip } : {});
  expect(response.statusCode, response.body).toBe(201);
  return body;
}

/** Signs in again as an existing player: a new session (refresh-token family). */
export async function newSession(t: TestApp, username: string, password: string): Promise<Tokens> {
  const response = await login(t, username, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Tokens>();
}

/** The claims of an access JWT, read without checking the signature. */
export function claimsOf(access: string): AccessClaims & { sid: string } {
  const payload = access.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims & { sid: string };
}

/** Asserts a `{ code, message }` error answer. */
export function expectError(response: Response, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ code: string; message: string }>();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}

/** Asserts a 400 `{ field: [{ code, message }] }` answer whose first error on `field` has `code`. */
export function expectFieldError(response: Response, field: string, code: string) {
  expect(response.statusCode, response.body).not.toBe(500);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<Record<string, { code: string; message: string }[]>>();
  expect(body[field]?.[0], response.body).toMatchObject({ code, message: expect.any(String) });
}

export async function userRow(t: TestApp, username: string) {
  return t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

export async function setUser(t: TestApp, username: string, changes: { is_banned?: boolean; role?: string }) {
  await t.db.updateTable('users').set(changes).where('username', '=', username).execute();
}

export async function mailsTo(t: TestApp, to: string) {
  return t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
}

/** A date `years` years before today (UTC), shifted by `days`: ISO YYYY-MM-DD. */
export function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}
