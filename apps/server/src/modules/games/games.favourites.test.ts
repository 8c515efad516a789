import type { FavouriteGame } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError } from '../../../test/api.js';
import { type GamesWorld, setUpGames } from '../../../test/games.js';

let w: GamesWorld;
beforeAll(async () => {
  w = await setUpGames();
});
afterAll(async () => w.close());

const url = '/api/users/favouritegames/';

describe('favourites', () => {
  it('asks a guest to sign in', async () => {
    expectError(await w.t.app.inject({ method: 'GET', url }), 401, 'not_authenticated');
    const payload = { provider: 'studio', game_id: 'lucky-clover' };
    expectError(await w.t.app.inject({ method: 'POST', url, payload }), 401, 'not_authenticated');
    expectError(await w.t.app.inject({ method: 'DELETE', url, payload }), 401, 'not_authenticated');
  });

  it('adds once, lists keyed gameId_provider, and removes by body or query', async () => {
    const { auth } = await w.user();
    const payload = { provider: 'studio', game_id: 'lucky-clover' };
    const added = await w.t.app.inject({ method: 'POST', url, headers: auth, payload });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<FavouriteGame>()).toMatchObject({ key: 'lucky-clover_studio', ...payload });
    expect((await w.t.app.inject({ method: 'POST', url, headers: auth, payload })).statusCode).toBe(201);
    await w.t.app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { provider: 'studio', game_id: 'neon-nights' },
    });
    const listed = await w.t.app.inject({ method: 'GET', url, headers: auth });
    expect(
      listed
        .json<FavouriteGame[]>()
        .map((f) => f.key)
        .sort(),
    ).toEqual(['lucky-clover_studio', 'neon-nights_studio']);

    expect((await w.t.app.inject({ method: 'DELETE', url, headers: auth, payload })).statusCode).toBe(204);
    const byQuery = await w.t.app.inject({
      method: 'DELETE',
      url: `${url}?provider=studio&game_id=neon-nights`,
      headers: auth,
    });
    expect(byQuery.statusCode, byQuery.body).toBe(204);
    expect((await w.t.app.inject({ method: 'GET', url, headers: auth })).json()).toEqual([]);
    expectError(await w.t.app.inject({ method: 'DELETE', url, headers: auth, payload }), 404, 'not_found');
  });

  it('keeps each player’s favourites their own', async () => {
    const owner = await w.user();
    const other = await w.user();
    const payload = { provider: 'studio', game_id: 'european-roulette' };
    await w.t.app.inject({ method: 'POST', url, headers: owner.auth, payload });
    expect((await w.t.app.inject({ method: 'GET', url, headers: other.auth })).json()).toEqual([]);
    expectError(await w.t.app.inject({ method: 'DELETE', url, headers: other.auth, payload }), 404, 'not_found');
    expect((await w.t.app.inject({ method: 'GET', url, headers: owner.auth })).json()).toHaveLength(1);
  });

  it('refuses unknown games and providers, bad input, and staff accounts', async () => {
    const { auth } = await w.user();
    const post = (payload: unknown) =>
      w.t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });
    expectError(await post({ provider: 'studio', game_id: 'no-such-game' }), 404, 'game_not_found');
    expectError(await post({ provider: 'elsewhere', game_id: 'lucky-clover' }), 404, 'provider_not_found');
    expectFieldError(await post({ provider: 'studio' }), 'game_id', 'required');
    expectFieldError(await post({ provider: 'studio', game_id: 'a b;' }), 'game_id', 'invalid');
    expectFieldError(await w.t.app.inject({ method: 'DELETE', url, headers: auth }), 'provider', 'required');
    const staff = await w.user('SO');
    expectError(await w.t.app.inject({ method: 'GET', url, headers: staff.auth }), 403, 'permission_denied');
  });
});
