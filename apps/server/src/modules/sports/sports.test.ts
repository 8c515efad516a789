import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider } from '../../../test/provider.js';
import { SPORTSBOOK_PROVIDER } from './sports.service.js';

let t: TestApp;
let sportsbook: Awaited<ReturnType<typeof createProvider>>;
beforeAll(async () => {
  t = await build();
  sportsbook = await createProvider(t, SPORTSBOOK_PROVIDER);
});
afterAll(() => t.close());

describe('POST /api/integrations/{id}/login', () => {
  it('gives a signed-in player a token the sportsbook exchanges for them (access_token for alt)', async () => {
    const { user, auth } = await signUpAndIn(t);
    const alt = await t.app.inject({ method: 'POST', url: '/api/integrations/alt/login', headers: auth, payload: {} });
    expect(alt.statusCode).toBe(200);
    const { access_token } = alt.json();
    const who = await sportsbook.call('authenticate', { token: access_token });
    expect(who).toMatchObject({ status: 200, body: { player_id: String(user.id), game_id: 'sport:alt' } });
    for (const integration of ['dgt', 'bby']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/integrations/${integration}/login`,
        headers: auth,
        payload: { language: 'ar-ar' },
      });
      expect(Object.keys(answer.json())).toEqual(['token']);
    }
  });

  it('asks a guest to sign in and refuses an unknown integration', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/integrations/alt/login', payload: {} });
    expect(guest.statusCode).toBe(401);
    const { auth } = await signUpAndIn(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/xyz/login',
      headers: auth,
      payload: {},
    });
    expect(unknown.statusCode).toBe(400);
  });
});
