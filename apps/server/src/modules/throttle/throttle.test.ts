import type { RegistrationRequest } from '@casino/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, login, post, register, SECOND } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { registrationFor, tokenFromMail } from '../../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await build({
    throttle: {
      login: { free: 3, windowSeconds: 900, baseDelaySeconds: 2, maxDelaySeconds: 900 },
      registration: { free: 3, windowSeconds: 3600, baseDelaySeconds: 30, maxDelaySeconds: 3600 },
      passwordReset: { free: 3, windowSeconds: 3600, baseDelaySeconds: 30, maxDelaySeconds: 3600 },
      resendEmail: { free: 3, windowSeconds: 3600, baseDelaySeconds: 30, maxDelaySeconds: 3600 },
      emailChange: { free: 3, windowSeconds: 3600, baseDelaySeconds: 30, maxDelaySeconds: 3600 },
      passwordChange: { free: 3, windowSeconds: 900, baseDelaySeconds: 2, maxDelaySeconds: 900 },
    },
  });
});
afterAll(() => t.close());

// Each test speaks from addresses of its own, so the per-address counts never mix.
let addresses = 0;
const newIp = () => {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** A verified player, registered from an address of its own. */
async function verifiedPlayer(overrides: Partial<RegistrationRequest> = {}) {
  const body = await register(t, overrides, newIp());
  const token = await tokenFromMail(t, body.email, '/verify/');
  expect((await post(t, `/api/accounts/email-verify/${token}`)).statusCode).toBe(200);
  return body;
}

/** A verified player signed in from an address of its own: its access token. */
async function signedInPlayer() {
  const player = await verifiedPlayer();
  const response = await login(t, player.username, player.password, newIp());
  expect(response.statusCode, response.body).toBe(200);
  return { ...player, access: response.json<{ access: string }>().access };
}

function expectThrottled(response: LightMyRequestResponse, retryAfter?: number) {
  expectError(response, 429, 'too_many_requests');
  const header = Number(response.headers['retry-after']);
  expect(header).toBeGreaterThanOrEqual(1);
  if (retryAfter !== undefined) expect(header).toBe(retryAfter);
  return header;
}

describe('login throttling', () => {
  it('refuses the attempt after the free failures, even with the right password, until the delay is over', async () => {
    const player = await verifiedPlayer();
    const ip = newIp();
    for (let i = 0; i < 3; i += 1)
      expectError(await login(t, player.username, 'Wrong!Pass1', ip), 401, 'no_active_account');
    expectThrottled(await login(t, player.username, player.password, ip), 2);
    expectThrottled(await login(t, player.username, 'Wrong!Pass1', ip), 2);
    t.clock.advance(2.5 * SECOND);
    expect((await login(t, player.username, player.password, ip)).statusCode).toBe(200);
  });

  it('makes each further block longer than the one before', async () => {
    const player = await verifiedPlayer();
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) await login(t, player.username, 'Wrong!Pass1', ip);
    const first = expectThrottled(await login(t, player.username, 'Wrong!Pass1', ip));
    t.clock.advance((first + 0.5) * SECOND);
    expectError(await login(t, player.username, 'Wrong!Pass1', ip), 401, 'no_active_account');
    const second = expectThrottled(await login(t, player.username, 'Wrong!Pass1', ip));
    expect(second).toBeGreaterThan(first);
    t.clock.advance((second + 0.5) * SECOND);
    expectError(await login(t, player.username, 'Wrong!Pass1', ip), 401, 'no_active_account');
    const third = expectThrottled(await login(t, player.username, 'Wrong!Pass1', ip));
    expect(third).toBeGreaterThan(second);
    expect([first, second, third]).toEqual([2, 4, 8]);
  });

  it('counts failures against the account from any address', async () => {
    const player = await verifiedPlayer();
    for (let i = 0; i < 3; i += 1) await login(t, player.username.toUpperCase(), 'Wrong!Pass1', newIp());
    expectThrottled(await login(t, player.username, player.password, newIp()));
  });

  it('counts failures against the address whatever the account, unknown ones included', async () => {
    const ip = newIp();
    for (const name of ['ghost_one', 'ghost_two', 'ghost_three']) {
      expectError(await login(t, name, 'Wrong!Pass1', ip), 401, 'no_active_account');
    }
    const player = await verifiedPlayer();
    expectThrottled(await login(t, player.username, player.password, ip));
    expect((await login(t, player.username, player.password, newIp())).statusCode).toBe(200);
  });

  it('forgets failures once the window is over', async () => {
    const player = await verifiedPlayer();
    const ip = newIp();
    for (let i = 0; i < 2; i += 1) await login(t, player.username, 'Wrong!Pass1', ip);
    t.clock.advance(901 * SECOND);
    for (let i = 0; i < 2; i += 1)
      expectError(await login(t, player.username, 'Wrong!Pass1', ip), 401, 'no_active_account');
    expect((await login(t, player.username, player.password, ip)).statusCode).toBe(200);
  });

  it('forgets the account failures after a successful sign-in', async () => {
    const player = await verifiedPlayer();
    for (let i = 0; i < 2; i += 1) await login(t, player.username, 'Wrong!Pass1', newIp());
    expect((await login(t, player.username, player.password, newIp())).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expectError(await login(t, player.username, 'Wrong!Pass1', newIp()), 401, 'no_active_account');
    expect((await login(t, player.username, player.password, newIp())).statusCode).toBe(200);
  });
});

describe('registration throttling', () => {
  it('refuses sign-ups from one address after the free count', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) await register(t, {}, ip);
    const body = registrationFor();
    expectThrottled(await post(t, '/api/accounts/registration/', body, { ip }), 30);
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', body.username).executeTakeFirst(),
    ).toBeUndefined();
    expect((await post(t, '/api/accounts/registration/', body, { ip: newIp() })).statusCode).toBe(201);
    t.clock.advance(31 * SECOND);
    expect((await post(t, '/api/accounts/registration/', registrationFor(), { ip })).statusCode).toBe(201);
  });
});

describe('password reset throttling', () => {
  const reset = (email: string, ip: string) => post(t, '/api/accounts/password/reset/', { email }, { ip });

  it('refuses requests from one address after the free count, known address or not', async () => {
    const player = await verifiedPlayer();
    const ip = newIp();
    for (const email of ['a-nobody@example.com', 'b-nobody@example.com', player.email]) {
      expect((await reset(email, ip)).statusCode).toBe(200);
    }
    expectThrottled(await reset(player.email, ip), 30);
    expectThrottled(await reset('c-nobody@example.com', ip), 30);
  });

  it('refuses requests for one e-mail after the free count, from any address', async () => {
    const player = await verifiedPlayer();
    for (let i = 0; i < 3; i += 1) expect((await reset(player.email.toUpperCase(), newIp())).statusCode).toBe(200);
    expectThrottled(await reset(player.email, newIp()));
    const mails = await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', player.email).execute();
    expect(mails).toHaveLength(4); // the verification mail and three reset mails
  });
});

describe('resend e-mail throttling', () => {
  const resend = (email: string, ip: string) => post(t, '/api/accounts/registration/resend-email/', { email }, { ip });

  it('refuses requests after the free count, for an unknown address too', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await resend(`nobody-${i}@example.com`, ip)).statusCode).toBe(200);
    expectThrottled(await resend('nobody-4@example.com', ip), 30);
  });

  it('refuses requests for one e-mail after the free count, from any address', async () => {
    const body = await register(t, {}, newIp());
    for (let i = 0; i < 3; i += 1) expect((await resend(body.email, newIp())).statusCode).toBe(200);
    expectThrottled(await resend(body.email, newIp()));
  });
});

describe('e-mail change throttling', () => {
  const change = (access: string, email: string, ip: string) =>
    post(t, '/api/users/change/user/email/', { email }, { headers: bearer(access), ip });

  it('refuses requests of one player after the free count, taken address or not, from any address', async () => {
    const player = await signedInPlayer();
    const owner = await verifiedPlayer();
    for (const email of ['a-free@example.com', owner.email, 'b-free@example.com']) {
      expect((await change(player.access, email, newIp())).statusCode).toBe(200);
    }
    expectThrottled(await change(player.access, 'c-free@example.com', newIp()), 30);
    expectThrottled(await change(player.access, owner.email, newIp()), 30);
    const mails = await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', owner.email).execute();
    expect(mails).toHaveLength(2); // the verification mail and one notice
  });

  it('refuses requests for one e-mail after the free count, from any player and address', async () => {
    const owner = await verifiedPlayer();
    for (let i = 0; i < 3; i += 1) {
      const player = await signedInPlayer();
      expect((await change(player.access, owner.email.toUpperCase(), newIp())).statusCode).toBe(200);
    }
    expectThrottled(await change((await signedInPlayer()).access, owner.email, newIp()));
  });
});

describe('password change throttling', () => {
  const change = (access: string, old_password: string, ip: string) =>
    post(
      t,
      '/api/users/user/change-password/',
      { old_password, new_password: 'Brand!New99' },
      {
        headers: bearer(access),
        ip,
      },
    );

  it('refuses the attempt after the free wrong old passwords, even the right one, until the delay is over', async () => {
    const player = await signedInPlayer();
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) {
      expectError(await change(player.access, 'Wrong!Pass1', ip), 400, 'incorrect_old_password');
    }
    expectThrottled(await change(player.access, player.password, ip), 2);
    t.clock.advance(2.5 * SECOND);
    expect((await change(player.access, player.password, ip)).statusCode).toBe(200);
  });

  it('counts wrong old passwords against the account from any address', async () => {
    const player = await signedInPlayer();
    for (let i = 0; i < 3; i += 1) await change(player.access, 'Wrong!Pass1', newIp());
    expectThrottled(await change(player.access, 'Wrong!Pass1', newIp()));
  });

  it('forgets the failures after a successful change', async () => {
    const player = await signedInPlayer();
    for (let i = 0; i < 2; i += 1) await change(player.access, 'Wrong!Pass1', newIp());
    expect((await change(player.access, player.password, newIp())).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expectError(await change(player.access, 'Wrong!Pass1', newIp()), 400, 'incorrect_old_password');
    }
    expect((await change(player.access, 'Brand!New99', newIp())).statusCode).not.toBe(429);
  });
});

describe('the throttle service', () => {
  it('caps the delay and survives a huge count of hits', async () => {
    const key = 'login:ip:203.0.113.9';
    await t.db
      .insertInto('throttle')
      .values({ key, hits: 5000, window_started_at: t.clock.now(), blocked_until: null })
      .execute();
    await t.services.throttle.record('login', ['ip:203.0.113.9']);
    const row = await t.db.selectFrom('throttle').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.hits).toBe(5001);
    expect(row.blocked_until!.getTime() - t.clock.now().getTime()).toBe(900 * SECOND);
    await expect(t.services.throttle.assertAllowed('login', ['ip:203.0.113.9'])).rejects.toMatchObject({
      code: 'too_many_requests',
      statusCode: 429,
      headers: { 'retry-after': '900' },
    });
  });
});
