import type { StaffLoginResponse, StaffRole, TotpEnrolment } from '@casino/contracts';
import { totpCode, totpStep } from '@casino/service-kit/totp';
import { expect } from 'vitest';
import { bearer, post } from './api.js';
import type { TestApp } from './build.js';

let counter = 0;
export const STAFF_PASSWORD = 'Staff!Pass42';

/** A staff account of `role`, made as the owner makes them; not signed in. */
export async function newStaff(t: TestApp, role: StaffRole, currency?: string) {
  counter += 1;
  const username = `staff_${role.toLowerCase()}_${Date.now().toString(36)}${counter}`;
  const account = await t.services.staff.accounts.create({
    username,
    email: `${username}@example.com`,
    password: STAFF_PASSWORD,
    role,
    ...(currency ? { currency } : {}),
  });
  return account;
}

export const staffLogin = (
  t: TestApp,
  username: string,
  code?: string,
  { password = STAFF_PASSWORD, ip }: { password?: string; ip?: string } = {},
) => post(t, '/api/backoffice/auth/login/', { username, password, ...(code ? { code } : {}) }, ip ? { ip } : {});

/** The code of the secret now, on the test's clock; `ahead` steps later. */
export const codeNow = (t: TestApp, secret: string, ahead = 0) => totpCode(secret, totpStep(t.clock.now()) + ahead);

/**
 * Signs a staff member in through the console's door, enrolling TOTP first where the role needs it;
 * returns the tokens, the secret (if any) and the bearer headers.
 */
export async function staffSignIn(t: TestApp, username: string, password = STAFF_PASSWORD) {
  const first = await staffLogin(t, username, undefined, { password });
  if (first.statusCode === 200) {
    const body = first.json<StaffLoginResponse>();
    return { ...body, secret: null, headers: bearer(body.access) };
  }
  expect(first.statusCode, first.body).toBe(403);
  const { secret } = first.json<{ totp: TotpEnrolment }>().totp;
  const response = await staffLogin(t, username, codeNow(t, secret), { password });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<StaffLoginResponse>();
  return { ...body, secret, headers: bearer(body.access) };
}

/** A new staff account of `role`, signed in. */
export async function signedInStaff(t: TestApp, role: StaffRole, currency?: string) {
  const account = await newStaff(t, role, currency);
  return { account, ...(await staffSignIn(t, account.username)) };
}

/** Makes a signed-up player staff of `role`, signed in at the console's door. */
export async function promoteAndSignIn(
  t: TestApp,
  player: { user: { id: number }; registration: { username: string; password: string } },
  role: StaffRole,
) {
  await t.db.updateTable('users').set({ role }).where('id', '=', player.user.id).execute();
  return staffSignIn(t, player.registration.username, player.registration.password);
}
