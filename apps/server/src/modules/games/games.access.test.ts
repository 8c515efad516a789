import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/api.js';
import { type GamesWorld, setUpGames } from '../../../test/games.js';

let w: GamesWorld;
beforeAll(async () => {
  w = await setUpGames();
});
afterAll(async () => w.close());

const uuid = '00000000-0000-4000-8000-000000000000';
/** Every call that needs a signed-in player, with a valid body. */
const playerOnly = [
  { method: 'GET', url: '/api/users/favouritegames/' },
  { method: 'POST', url: '/api/users/favouritegames/', payload: { provider: 'studio', game_id: 'lucky-clover' } },
  { method: 'DELETE', url: '/api/users/favouritegames/', payload: { provider: 'studio', game_id: 'lucky-clover' } },
  { method: 'POST', url: '/api/slots/studio/session/', payload: { game_id: 'lucky-clover' } },
  { method: 'POST', url: '/api/slots/studio/session/freespin/', payload: { free_spin_session_id: 1 } },
  { method: 'PUT', url: `/api/slots/sessions/${uuid}/` },
  { method: 'DELETE', url: `/api/slots/sessions/${uuid}/` },
  { method: 'GET', url: '/api/slots/freespins/' },
  { method: 'GET', url: '/api/slots/studio/freespin/1/' },
  { method: 'POST', url: '/api/slots/studio/freespin/1/exit/' },
  { method: 'GET', url: '/api/backoffice/betshistory/' },
] as const;
const operatorOnly = [
  { method: 'GET', url: '/api/backoffice/games/hidden/' },
  { method: 'PUT', url: '/api/backoffice/games/hidden/', payload: { game_ids: [], producers: [] } },
  {
    method: 'POST',
    url: '/api/backoffice/freespins/',
    payload: { user_id: 1, provider: 'studio', game_id: 'lucky-clover', count: 1, bet: 1 },
  },
] as const;
const publicCalls = [
  { method: 'GET', url: '/services/game-catalog/producer' },
  { method: 'GET', url: '/api/slots/studio/games/' },
  { method: 'GET', url: '/frontend-service/game-list/top/all/10' },
  { method: 'GET', url: '/frontend-service/game-list/new/all/10' },
] as const;

describe('who may call what', () => {
  it.each(playerOnly)('$method $url asks a guest to sign in and refuses staff', async (call) => {
    expectError(await w.t.app.inject(call), 401, 'not_authenticated');
    const staff = await w.user('O');
    expectError(await w.t.app.inject({ ...call, headers: staff.auth }), 403, 'permission_denied');
  });

  it.each(operatorOnly)('$method $url is refused to guests and players', async (call) => {
    expectError(await w.t.app.inject(call), 401, 'not_authenticated');
    const player = await w.user('P');
    expectError(await w.t.app.inject({ ...call, headers: player.auth }), 403, 'permission_denied');
  });

  it.each(publicCalls)('$method $url is open to guests', async (call) => {
    const response = await w.t.app.inject(call);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers a banned player user_is_banned', async () => {
    const player = await w.user('P');
    await w.t.db.updateTable('users').set({ is_banned: true }).where('id', '=', player.id).execute();
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/slots/studio/session/',
      headers: player.auth,
      payload: { game_id: 'lucky-clover' },
    });
    expectError(response, 403, 'user_is_banned');
  });
});
