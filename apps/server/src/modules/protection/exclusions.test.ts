import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, login, post, refresh } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { userWithRole } from '../../../test/payments.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider } from '../../../test/provider.js';

let t: TestApp;
let casino: Awaited<ReturnType<typeof createProvider>>;
beforeAll(async () => {
  t = await build();
  casino = await createProvider(t, 'protection-casino');
});
afterAll(() => t.close());

const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/accounts/user', headers: auth });
const signIn = (player: Awaited<ReturnType<typeof signUpAndIn>>) =>
  login(t, player.registration.username, player.registration.password);
let bets = 0;
const bet = (userId: number) => casino.bet(userId, `pb-${++bets}`, 1);

async function player() {
  const signedIn = await signUpAndIn(t);
  await t.services.wallet.deposit({
    key: `pd-${signedIn.user.id}`,
    userId: signedIn.user.id,
    amount: 10_000,
    paymentRef: 'p',
  });
  await casino.launch(signedIn.user.id);
  return signedIn;
}

describe('a break', () => {
  it('ends every session and every stake at once, refuses sign-in until its end, and cannot be ended early', async () => {
    const p = await player();
    expect((await bet(p.user.id)).status).toBe(200);
    const taken = await post(t, '/api/protection/break/', { period: '24h' }, { headers: p.auth });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).toMatchObject({ kind: 'break', period: '24h' });

    expect((await me(p.auth)).json()).toMatchObject({ code: 'account_excluded' });
    expect((await refresh(t, p.refresh)).statusCode).toBe(401);
    // The game session still open is refused at the wallet.
    expect((await bet(p.user.id)).body).toMatchObject({ code: 'player_blocked' });
    const refused = await signIn(p);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account_excluded',
      kind: 'break',
      until: new Date(t.clock.now().getTime() + DAY).toISOString(),
      canRequestReactivation: false,
    });

    t.clock.advance(23 * HOUR);
    expect((await signIn(p)).statusCode).toBe(403);
    t.clock.advance(HOUR);
    expect((await signIn(p)).statusCode).toBe(200);
    expect((await bet(p.user.id)).status).toBe(200);
  });

  it('is never shortened by a shorter one', async () => {
    const p = await player();
    const auth = p.auth;
    expect((await post(t, '/api/protection/break/', { period: '7d' }, { headers: auth })).statusCode).toBe(201);
    // Signed out at once: the shorter break cannot even be asked for.
    expect((await post(t, '/api/protection/break/', { period: '24h' }, { headers: auth })).statusCode).toBe(403);
    t.clock.advance(6 * DAY);
    expect((await signIn(p)).statusCode).toBe(403);
    t.clock.advance(DAY);
    expect((await signIn(p)).statusCode).toBe(200);
  });

  it('refuses a period it does not know', async () => {
    const p = await player();
    const response = await post(t, '/api/protection/break/', { period: '1h' }, { headers: p.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ period: [{ code: 'invalid' }] });
  });
});

describe('a self-exclusion', () => {
  it('is confirmed with the password, and stands past its period until an operator ends it on request', async () => {
    const p = await player();
    const wrong = await post(
      t,
      '/api/protection/self-exclusion/',
      { period: '6m', password: 'wrong' },
      { headers: p.auth },
    );
    expect(wrong.json()).toMatchObject({ code: 'incorrect_old_password' });
    expect((await me(p.auth)).statusCode).toBe(200);

    const excluded = await post(
      t,
      '/api/protection/self-exclusion/',
      { period: '6m', password: p.registration.password },
      { headers: p.auth },
    );
    expect(excluded.statusCode, excluded.body).toBe(201);
    const { id, endsAt } = excluded.json() as { id: number; endsAt: string };
    expect((await me(p.auth)).statusCode).toBe(403);
    expect((await bet(p.user.id)).body).toMatchObject({ code: 'player_blocked' });
    expect((await signIn(p)).json()).toMatchObject({
      code: 'account_excluded',
      kind: 'self_exclusion',
      until: endsAt,
      canRequestReactivation: false,
    });
    const credentials = { username: p.registration.username, password: p.registration.password };
    expect((await post(t, '/api/protection/reactivation/', credentials)).json()).toMatchObject({
      code: 'exclusion_not_ended',
    });

    // Past the period it still stands: the player asks, an operator decides.
    t.clock.advance(200 * DAY);
    expect((await signIn(p)).json()).toMatchObject({ code: 'account_excluded', canRequestReactivation: true });
    expect((await post(t, '/api/protection/reactivation/', { ...credentials, password: 'wrong' })).statusCode).toBe(
      401,
    );
    const asked = await post(t, '/api/protection/reactivation/', credentials);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await signIn(p)).json()).toMatchObject({ canRequestReactivation: false });
    // An operator signed in now (the clock has moved past any older token).
    const operator = await userWithRole(t, 'SO');
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/exclusions/reactivations/',
      headers: operator.auth,
    });
    expect(requests.json()).toContainEqual(expect.objectContaining({ id, userId: p.user.id }));
    const someone = await userWithRole(t, 'P');
    const playerTries = await post(t, `/api/backoffice/exclusions/${id}/reactivate/`, undefined, {
      headers: someone.auth,
    });
    expect(playerTries.statusCode).toBe(403);
    const reactivated = await post(t, `/api/backoffice/exclusions/${id}/reactivate/`, undefined, {
      headers: operator.auth,
    });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await signIn(p)).statusCode).toBe(200);
    expect(
      (await post(t, `/api/backoffice/exclusions/${id}/reactivate/`, undefined, { headers: operator.auth })).statusCode,
    ).toBe(404);
  });

  it('cannot be ended within its first 7 days, nor ever when permanent', async () => {
    const p = await player();
    const password = p.registration.password;
    const excluded = await post(
      t,
      '/api/protection/self-exclusion/',
      { period: 'permanent', password },
      { headers: p.auth },
    );
    expect(excluded.json()).toMatchObject({ endsAt: null });
    t.clock.advance(3650 * DAY);
    expect((await signIn(p)).json()).toMatchObject({ until: null, canRequestReactivation: false });
    const asked = await post(t, '/api/protection/reactivation/', { username: p.registration.username, password });
    expect(asked.statusCode).toBe(409);
  });
});

describe('the history', () => {
  it('lists the player’s own breaks only', async () => {
    const [a, b] = [await player(), await player()];
    await post(t, '/api/protection/break/', { period: '24h' }, { headers: a.auth });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/protection/exclusions/', headers: b.auth });
    expect(theirs.json()).toEqual([]);
  });
});
