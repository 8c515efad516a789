import type { GameListPage, GameRowResponse, HiddenGames, Producer, StaffCatalogue } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError } from '../../../test/api.js';
import { type GamesWorld, setUpGames, STUDIO_GAMES } from '../../../test/games.js';
import { createJobScheduler } from '../../jobs/job-scheduler.js';
import { platformJobs } from '../../jobs/platform-jobs.js';

let w: GamesWorld;
beforeAll(async () => {
  w = await setUpGames();
});
afterAll(async () => w.close());

const list = async (query = '') => {
  const response = await w.t.app.inject({ method: 'GET', url: `/api/slots/studio/games/${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GameListPage>();
};
const ids = (page: { results: { game_id: string }[] }) => page.results.map((g) => g.game_id).sort();

describe('catalogue sync from the studio', () => {
  it('lists every studio game in the server form, to guests too', async () => {
    const page = await list();
    expect(page.count).toBe(STUDIO_GAMES.length);
    expect(ids(page)).toEqual(STUDIO_GAMES.map((g) => g.id).sort());
    const clover = page.results.find((g) => g.game_id === 'lucky-clover')!;
    expect(clover).toMatchObject({
      name: 'Lucky Clover',
      integration: 'studio',
      producer: 'studio',
      slug: 'studio_lucky-clover',
      game_type: 'slot',
      category: 'videoSlots',
      drops_and_wins: false,
      has_demo: true,
      has_free_spins: true,
      image: 'http://studio.test/images/lucky-clover.svg',
      min_bet: 0.1,
      max_bet: 100,
      rtp: 96.5,
      volatility: 'medium',
    });
    expect(page.results.find((g) => g.game_id === 'live-roulette')).toMatchObject({ has_demo: false });
  });

  it('pages, filters by producer and game type, and refuses bad input', async () => {
    const first = await list('?page_size=2&page=1');
    const third = await list('?page_size=2&page=3');
    expect(first.results).toHaveLength(2);
    expect(third.results).toHaveLength(1);
    expect((await list('?game_type=table')).results.map((g) => g.game_id).sort()).toEqual([
      'european-roulette',
      'jacks-or-better',
    ]);
    expect((await list('?producer=studio')).count).toBe(STUDIO_GAMES.length);
    expect((await list('?producer=nobody')).count).toBe(0);
    for (const query of ['?page_size=2001', '?page=0', '?game_type=bingo', '?producer=Bad%20Name']) {
      const response = await w.t.app.inject({ method: 'GET', url: `/api/slots/studio/games/${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("answers 'Provider not found in configuration' for an unknown provider", async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/slots/elsewhere/games/' });
    expectError(response, 404, 'provider_not_found');
    expect(response.json<{ message: string }>().message).toBe('Provider not found in configuration');
    expectFieldError(
      await w.t.app.inject({ method: 'GET', url: '/api/slots/NOT%20A%20CODE/games/' }),
      'provider',
      'invalid',
    );
  });

  it('keeps the last catalogue while the studio is down, then takes the new one', async () => {
    w.studio.state.status = 503;
    expect(await w.t.services.games.catalogue.syncProvider('studio')).toMatchObject({ ok: false });
    expect((await list()).count).toBe(STUDIO_GAMES.length);

    w.studio.state.status = 200;
    w.studio.state.games = 'not a list' as never;
    expect(await w.t.services.games.catalogue.syncProvider('studio')).toMatchObject({ ok: false });
    expect((await list()).count).toBe(STUDIO_GAMES.length);

    w.studio.state.games = [{ id: 'Bad Id!', name: 'x' }];
    expect(await w.t.services.games.catalogue.syncProvider('studio')).toMatchObject({ ok: false });
    expect((await list()).count).toBe(STUDIO_GAMES.length);

    // A malformed entry is skipped; a game the studio no longer lists leaves the lobby.
    w.studio.state.games = [...STUDIO_GAMES.filter((g) => g.id !== 'neon-nights'), { id: 'Bad Id!', name: 'x' }];
    expect(await w.t.services.games.catalogue.syncProvider('studio')).toEqual({
      ok: true,
      games: STUDIO_GAMES.length - 1,
    });
    expect(ids(await list())).not.toContain('neon-nights');

    w.studio.state.games = STUDIO_GAMES;
    await w.t.services.games.catalogue.syncProvider('studio');
    expect(ids(await list())).toContain('neon-nights');
  });

  it('retries a studio that is down sooner than the regular interval (the platform job)', async () => {
    const jobs = createJobScheduler({ db: w.t.db, now: w.t.clock.now, log: () => {} });
    const sync = platformJobs({ gamesSyncIntervalMs: 3_600_000 }, w.t.services, w.t.db).find(
      (job) => job.name === 'games.catalogue.studio',
    )!;
    try {
      w.studio.state.status = 500;
      const before = w.studio.state.requests;
      await w.t.db.deleteFrom('job_schedule').where('job', '=', sync.name).execute();
      const stop = await jobs.start([sync]);
      await stop(); // its start ran the first sync, which failed
      expect(w.studio.state.requests).toBe(before + 1);
      w.studio.state.status = 200;
      w.t.clock.advance(4_000);
      expect(await jobs.runIfDue(sync)).toBe(false);
      w.t.clock.advance(1_000);
      expect(await jobs.runIfDue(sync)).toBe(true);
      expect(w.studio.state.requests).toBe(before + 2);
      // Back to the regular interval: nothing within the next minute.
      w.t.clock.advance(60_000);
      expect(await jobs.runIfDue(sync)).toBe(false);
    } finally {
      w.studio.state.status = 200;
    }
  });
});

describe('producers, top and new lists', () => {
  it('lists the producers', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/services/game-catalog/producer' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Producer[]>()).toEqual([
      { name: 'studio', title: 'Studio', active: true, integrations: ['studio'] },
    ]);
  });

  it('puts the popular games on top, and answers games arrays', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/frontend-service/game-list/top/all/3' });
    expect(response.statusCode, response.body).toBe(200);
    const top = response.json<GameRowResponse>().games.map((g) => g.game_id);
    expect(top).toEqual(['lucky-clover', 'european-roulette']);
    const studio = await w.t.app.inject({ method: 'GET', url: '/frontend-service/game-list/new/studio/2' });
    expect(studio.json<GameRowResponse>().games).toHaveLength(2);
    expectError(
      await w.t.app.inject({ method: 'GET', url: '/frontend-service/game-list/new/other/2' }),
      404,
      'provider_not_found',
    );
    for (const url of [
      '/frontend-service/game-list/top/all/0',
      '/frontend-service/game-list/new/all/101',
      '/frontend-service/game-list/new/all/x',
    ])
      expect((await w.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
  });

  it('ranks the most played games first', async () => {
    const { id } = await w.user('P');
    await w.t.db
      .insertInto('provider_rounds')
      .values(
        ['a', 'b'].map((r) => ({ provider: 'studio', round_id: `top-${r}`, user_id: id, game_id: 'neon-nights' })),
      )
      .execute();
    const response = await w.t.app.inject({ method: 'GET', url: '/frontend-service/game-list/top/studio/2' });
    expect(response.json<GameRowResponse>().games.map((g) => g.game_id)).toEqual(['neon-nights', 'lucky-clover']);
  });
});

describe('hidden game ids and producers', () => {
  const url = '/api/backoffice/games/hidden/';

  it('is the operator’s to read and change, never a player’s or a guest’s', async () => {
    const player = await w.user('P');
    expectError(await w.t.app.inject({ method: 'GET', url }), 401, 'not_authenticated');
    expectError(await w.t.app.inject({ method: 'GET', url, headers: player.auth }), 403, 'permission_denied');
    const put = { game_ids: ['lucky-clover'], producers: [] };
    expectError(
      await w.t.app.inject({ method: 'PUT', url, headers: player.auth, payload: put }),
      403,
      'permission_denied',
    );
  });

  it('keeps hidden games and producers out of every list and out of play', async () => {
    const operator = await w.user('SA');
    const hide = await w.t.app.inject({
      method: 'PUT',
      url,
      headers: operator.auth,
      payload: { game_ids: ['lucky-clover'], producers: [] },
    });
    expect(hide.json<HiddenGames>()).toEqual({ game_ids: ['lucky-clover'], producers: [] });
    expect(ids(await list())).not.toContain('lucky-clover');
    const top = await w.t.app.inject({ method: 'GET', url: '/frontend-service/game-list/top/all/10' });
    expect(top.json<GameRowResponse>().games.map((g) => g.game_id)).not.toContain('lucky-clover');
    const demo = await w.t.app.inject({
      method: 'POST',
      url: '/api/slots/studio/session/demo/',
      payload: { game_id: 'lucky-clover' },
    });
    expectError(demo, 404, 'game_not_found');

    await w.t.app.inject({
      method: 'PUT',
      url,
      headers: operator.auth,
      payload: { game_ids: [], producers: ['studio'] },
    });
    expect((await list()).count).toBe(0);
    const producers = await w.t.app.inject({ method: 'GET', url: '/services/game-catalog/producer' });
    expect(producers.json()).toEqual([]);

    // The staff's catalogue still lists them all, and says which are hidden.
    const catalogue = (
      await w.t.app.inject({ method: 'GET', url: '/api/backoffice/games/', headers: operator.auth })
    ).json<StaffCatalogue>();
    expect(catalogue.games).toHaveLength(STUDIO_GAMES.length);
    expect(catalogue.games.every((game) => game.hidden && game.producer === 'studio')).toBe(true);
    expect(catalogue.producers).toEqual([
      {
        code: 'studio',
        name: expect.any(String),
        active: true,
        hidden: true,
        games: STUDIO_GAMES.length,
        position: null,
      },
    ]);

    const bad = await w.t.app.inject({ method: 'PUT', url, headers: operator.auth, payload: { game_ids: ['a b'] } });
    expect(bad.statusCode).toBe(400);

    await w.t.app.inject({ method: 'PUT', url, headers: operator.auth, payload: { game_ids: [], producers: [] } });
    expect((await list()).count).toBe(STUDIO_GAMES.length);
  });
});
