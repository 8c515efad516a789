import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('signs in and reads the account', async () => {
    const player = await signUpAndIn(t);
    const user = await t.app.inject({ method: 'GET', url: '/api/accounts/user', headers: player.auth });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ username: player.registration.username, balance: 0, role: 'P' });
  });
});
