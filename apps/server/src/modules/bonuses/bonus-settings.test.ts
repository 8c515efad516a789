import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { promoteAndSignIn } from '../../../test/staff.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

async function staff(role: 'SO' | 'O' | 'C' | 'P') {
  const user = await signUpAndIn(t);
  if (role === 'P') return user.auth;
  return (await promoteAndSignIn(t, user, role)).headers;
}
const read = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/backoffice/bonus-settings/', headers: auth });
const patch = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/backoffice/bonus-settings/', headers: auth, payload });

describe('the bonus settings', () => {
  it('are read and changed in part by the operator, in decimals, stored in minor units', async () => {
    const operator = await staff('SO');
    expect((await read(operator)).json()).toMatchObject({
      cashbackOn: true,
      cashbackPercent: 10,
      exchangeMinimums: { TND: 3 },
      firstDepositCaps: { TND: 500 },
    });
    const changed = await patch(operator, { cashbackPercent: 12.5, firstDepositCaps: { EUR: 150.5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ cashbackPercent: 12.5, cashbackOn: true, firstDepositCaps: { EUR: 150.5 } });
    const stored = await t.services.settings.readStored();
    expect(stored.bonuses).toMatchObject({ cashbackPercent: 12.5, firstDepositCaps: { EUR: 15_050 } });
    // Two operators changing different terms at once: both changes stay.
    await Promise.all([patch(operator, { cashbackPeriodDays: 14 }), patch(operator, { firstDepositPercent: 50 })]);
    expect((await t.services.settings.readStored()).bonuses).toMatchObject({
      cashbackPeriodDays: 14,
      firstDepositPercent: 50,
      cashbackPercent: 12.5,
    });
  });

  it('refuse values out of range, and anyone but the operator and the owner', async () => {
    const owner = await staff('O');
    expect((await patch(owner, { cashbackPercent: 101 })).statusCode).toBe(400);
    expect((await patch(owner, { exchangeMinimums: {} })).statusCode).toBe(400);
    expectError(await read(await staff('C')), 403, 'permission_denied');
    expectError(await patch(await staff('P'), { cashbackOn: false }), 403, 'permission_denied');
    expectError(await read({}), 401, 'not_authenticated');
  });
});

describe('paying the cashback now', () => {
  const pay = (auth: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/backoffice/cashback/pay/', headers: auth });

  it('runs the job for the operator, once per period, and for no one else', async () => {
    const first = await pay(await staff('O'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ players: expect.any(Number) });
    expect((await pay(await staff('SO'))).json()).toEqual({ players: 0 });
    expectError(await pay(await staff('P')), 403, 'permission_denied');
  });
});
