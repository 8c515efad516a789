import {
  type CatalogueGame,
  type GameListPage,
  type LobbyOrderMove,
  normaliseGame,
  type Producer,
  type StaffCatalogue,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError } from '../../../test/api.js';
import { type GamesWorld, setUpGames, STUDIO_GAMES } from '../../../test/games.js';

let w: GamesWorld;
let admin: Record<string, string>;
beforeAll(async () => {
  w = await setUpGames();
  admin = (await w.user('SA')).auth;
});
afterAll(async () => w.close());

const lobby = async () => {
  const response = await w.t.app.inject({ method: 'GET', url: '/api/slots/studio/games/?page_size=100' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GameListPage>().results;
};
const lobbyIds = async () => (await lobby()).map((game) => game.game_id);
const staffCatalogue = async () => {
  const response = await w.t.app.inject({ method: 'GET', url: '/api/backoffice/games/', headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffCatalogue>();
};
const staffGame = async (gameId: string) => (await staffCatalogue()).games.find((game) => game.game_id === gameId)!;
const idOf = async (gameId: string) => (await staffGame(gameId)).id;
const move = (body: LobbyOrderMove | Record<string, unknown>, headers = admin) =>
  w.t.app.inject({ method: 'PUT', url: '/api/backoffice/games/order/', headers, payload: body });
const moveGame = async (gameId: string, to: LobbyOrderMove['move']) => {
  const response = await move({ id: await idOf(gameId), move: to });
  expect(response.statusCode, response.body).toBe(204);
};
const patch = (id: number | string, body: Record<string, unknown>, headers = admin) =>
  w.t.app.inject({ method: 'PATCH', url: `/api/backoffice/games/${id}/`, headers, payload: body });

describe('the lobby order', () => {
  it('lists by name until the operator moves games, then in the operator’s order', async () => {
    expect(await lobbyIds()).toEqual([
      'european-roulette',
      'jacks-or-better',
      'live-roulette',
      'lucky-clover',
      'neon-nights',
    ]);
    await moveGame('neon-nights', 'top');
    expect(await lobbyIds()).toEqual([
      'neon-nights',
      'european-roulette',
      'jacks-or-better',
      'live-roulette',
      'lucky-clover',
    ]);
    await moveGame('lucky-clover', 'up');
    await moveGame('neon-nights', 'down');
    const order = ['european-roulette', 'neon-nights', 'jacks-or-better', 'lucky-clover', 'live-roulette'];
    expect(await lobbyIds()).toEqual(order);
    // Staff see the same order, with the places: the game no move touched has none.
    const staff = (await staffCatalogue()).games;
    expect(staff.map((game) => [game.game_id, game.position])).toEqual([
      ['european-roulette', 1],
      ['neon-nights', 2],
      ['jacks-or-better', 3],
      ['lucky-clover', 4],
      ['live-roulette', null],
    ]);
  });

  it('keeps the places 1, 2, 3… when several staff move games at once', async () => {
    const ids = await Promise.all(STUDIO_GAMES.map((game) => idOf(game.id)));
    const moves = ['top', 'up', 'down'] as const;
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => move({ id: ids[i % ids.length]!, move: moves[i % moves.length]! })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 204));
    const staff = (await staffCatalogue()).games;
    const places = staff.flatMap((game) => (game.position === null ? [] : [game.position]));
    expect(places).toEqual(places.map((_, index) => index + 1));
    expect(await lobbyIds()).toEqual(staff.map((game) => game.game_id));
  });

  it('orders the providers list the same way', async () => {
    await w.t.db
      .insertInto('game_producers')
      .values({ code: 'zeta-games', name: 'Zeta Games', integrations: ['studio'] })
      .execute();
    const producers = async () =>
      (await w.t.app.inject({ method: 'GET', url: '/services/game-catalog/producer' }))
        .json<Producer[]>()
        .map((producer) => producer.name);
    expect(await producers()).toEqual(['studio', 'zeta-games']);
    expect((await move({ producer: 'zeta-games', move: 'top' })).statusCode).toBe(204);
    expect(await producers()).toEqual(['zeta-games', 'studio']);
    expect((await staffCatalogue()).producers.map((p) => [p.code, p.position])).toEqual([
      ['zeta-games', 1],
      ['studio', null],
    ]);
  });

  it('refuses unknown games and producers, bad moves, and every role but SA and O', async () => {
    expectError(await move({ id: 987_654, move: 'top' }), 404, 'not_found');
    expectError(await move({ producer: 'nobody', move: 'up' }), 404, 'not_found');
    const id = await idOf('lucky-clover');
    for (const body of [{ id, move: 'bottom' }, { id, producer: 'studio', move: 'top' }, {}, { id: 'x', move: 'up' }])
      expect((await move(body)).statusCode, JSON.stringify(body)).toBe(400);
    expectError(
      await w.t.app.inject({ method: 'PUT', url: '/api/backoffice/games/order/', payload: { id, move: 'top' } }),
      401,
      'not_authenticated',
    );
    for (const role of ['P', 'SO', 'C'] as const)
      expectError(await move({ id, move: 'top' }, (await w.user(role)).auth), 403, 'permission_denied');
    expect((await move({ id, move: 'top' }, (await w.user('O')).auth)).statusCode).toBe(204);
  });
});

describe('a game’s category and switch', () => {
  it('changes the category the lobby reads, never the game’s type', async () => {
    const lucky = await staffGame('lucky-clover');
    expect(lucky).toMatchObject({ category: 'videoSlots', provider_category: 'videoSlots', game_type: 'slot' });
    const before = (await lobby()).find((game) => game.game_id === 'lucky-clover')!;
    expect(normaliseGame(before).tab).not.toContain('tableGames');

    const changed = await patch(lucky.id, { category: 'roulette' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<CatalogueGame>()).toMatchObject({
      id: lucky.id,
      category: 'roulette',
      provider_category: 'videoSlots',
      game_type: 'slot',
    });
    const after = (await lobby()).find((game) => game.game_id === 'lucky-clover')!;
    expect(after).toMatchObject({ category: 'roulette', game_type: 'slot' });
    expect(normaliseGame(after).tab).toContain('tableGames');

    // null: the provider's category again.
    expect((await patch(lucky.id, { category: null })).json<CatalogueGame>().category).toBe('videoSlots');
    expect((await lobby()).find((game) => game.game_id === 'lucky-clover')?.category).toBe('videoSlots');
  });

  it('refuses a category the lobby does not know, an empty patch, a type, and unknown games', async () => {
    const id = await idOf('lucky-clover');
    expectFieldError(await patch(id, { category: 'bogus' }), 'category', 'invalid');
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(id, { game_type: 'live' })).statusCode).toBe(400);
    expect((await patch(id, { enabled: 'no' })).statusCode).toBe(400);
    expectError(await patch(987_654, { enabled: false }), 404, 'not_found');
    expect((await patch('abc', { enabled: false })).statusCode).toBe(400);
    for (const role of ['P', 'SO'] as const)
      expectError(await patch(id, { enabled: false }, (await w.user(role)).auth), 403, 'permission_denied');
    expect((await staffGame('lucky-clover')).enabled).toBe(true);
  });

  it('switches one game out of the lobby and out of play, and back', async () => {
    const neon = await staffGame('neon-nights');
    const off = await patch(neon.id, { enabled: false });
    expect(off.json<CatalogueGame>()).toMatchObject({ enabled: false, active: true, hidden: false });
    expect(await lobbyIds()).not.toContain('neon-nights');
    const newest = await w.t.app.inject({ method: 'GET', url: '/frontend-service/game-list/new/all/10' });
    expect(newest.json<{ games: { game_id: string }[] }>().games.map((g) => g.game_id)).not.toContain('neon-nights');
    expectError(
      await w.t.app.inject({
        method: 'POST',
        url: '/api/slots/studio/session/demo/',
        payload: { game_id: 'neon-nights' },
      }),
      404,
      'game_not_found',
    );
    // The audit log keeps the state before and the answer after.
    const entry = await w.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'PATCH /api/backoffice/games/:id/')
      .where('target', '=', `games ${neon.id}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ before: { enabled: true }, after: { enabled: false }, request: { enabled: false } });

    await patch(neon.id, { enabled: true });
    expect(await lobbyIds()).toContain('neon-nights');
  });
});

describe('the next catalogue sync', () => {
  it('keeps the operator’s order, categories and switches while taking the provider’s changes', async () => {
    await moveGame('jacks-or-better', 'top');
    const lucky = await idOf('lucky-clover');
    const european = await idOf('european-roulette');
    await patch(lucky, { category: 'dice' });
    await patch(european, { enabled: false });
    const placesBefore = (await staffCatalogue()).games.map((game) => [game.game_id, game.position]);

    w.studio.state.games = STUDIO_GAMES.map((game) =>
      game.id === 'lucky-clover' ? { ...game, category: 'crash', name: 'Lucky Clover Deluxe' } : game,
    );
    expect(await w.t.services.games.catalogue.syncProvider('studio')).toEqual({
      ok: true,
      games: STUDIO_GAMES.length,
    });

    const staff = await staffCatalogue();
    expect(staff.games.map((game) => [game.game_id, game.position])).toEqual(placesBefore);
    expect(staff.games[0]?.game_id).toBe('jacks-or-better');
    expect(staff.games.find((game) => game.id === lucky)).toMatchObject({
      name: 'Lucky Clover Deluxe',
      category: 'dice',
      provider_category: 'crash',
    });
    expect(staff.games.find((game) => game.id === european)).toMatchObject({ enabled: false, active: true });
    expect(await lobbyIds()).not.toContain('european-roulette');
    expect((await lobbyIds())[0]).toBe('jacks-or-better');
  });
});
