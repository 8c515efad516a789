import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, login, refresh } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';

// An app of its own: the session's result is read from records stamped by the database's clock,
// which the other tests' moved clock would leave behind.
let t: TestApp;
let casino: Awaited<ReturnType<typeof createProvider>>;
beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  casino = await createProvider(t, 'play-session-casino');
});
afterAll(() => t.close());

let calls = 0;
const id = () => `ps-${++calls}`;
const setLimit = (auth: Record<string, string>, kind: string, period: string, amount: number | null) =>
  t.app.inject({ method: 'PUT', url: '/api/protection/limits/', headers: auth, payload: { kind, period, amount } });
const session = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/protection/session/', headers: auth });

async function player() {
  const signedIn = await signUpAndIn(t);
  await fund(t, signedIn.user.id, 100_000);
  await casino.launch(signedIn.user.id);
  return signedIn;
}

describe('the session', () => {
  it('says when it began, its result so far, and when its limit ends it', async () => {
    const p = await player();
    const started = t.clock.now();
    const first = id();
    await casino.bet(p.user.id, first, 10);
    await casino.win(p.user.id, id(), first, 4);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/protection/reality-check/',
      headers: p.auth,
      payload: { minutes: 30 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await session(p.auth)).json()).toMatchObject({
      startedAt: started.toISOString(),
      realityCheckMinutes: 30,
      endsAt: null,
      staked: 10,
      won: 4,
      net: -6,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/protection/reality-check/',
      headers: p.auth,
      payload: { minutes: 20 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('ends at the session limit: the access token with it, and its refresh refused', async () => {
    const p = await player();
    const started = t.clock.now();
    expect((await setLimit(p.auth, 'session', 'session', 60)).statusCode).toBe(200);
    expect((await setLimit(p.auth, 'session', 'day', 60)).statusCode).toBe(400);
    expect((await setLimit(p.auth, 'session', 'session', 2)).statusCode).toBe(400);
    expect((await session(p.auth)).json()).toMatchObject({
      endsAt: new Date(started.getTime() + HOUR).toISOString(),
    });
    // A new sign-in's token ends with its session.
    const signed = (await login(t, p.registration.username, p.registration.password)).json() as {
      access: string;
      refresh: string;
    };
    const claims = JSON.parse(Buffer.from(signed.access.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      refresh_shift: number;
    };
    expect(claims.exp).toBeLessThanOrEqual(Math.floor((t.clock.now().getTime() + HOUR) / 1000));
    t.clock.advance(50 * 60_000);
    const renewed = await refresh(t, signed.refresh);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    const ended = await refresh(t, renewed.json<{ refresh: string }>().refresh);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'session_limit_reached' });
    // A new session may begin.
    expect((await login(t, p.registration.username, p.registration.password)).statusCode).toBe(200);
  });
});
