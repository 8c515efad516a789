import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { bearer } from './api.js';
import { build, type TestApp } from './build.js';
import { userWithRole } from './payments.js';

export const BO = '/api/backoffice/content';

/**
 * A content test file's app and its callers: an SA operator and a player whose tokens are signed
 * again before each test at the app clock (a test may move it past their lifetime).
 */
export function useContentApp() {
  const world = {} as {
    t: TestApp;
    sa: Record<string, string>;
    player: Record<string, string>;
    ids: { sa: number; player: number };
    signIn: () => Promise<void>;
  };
  world.signIn = async () => {
    const sign = (userId: number, role: 'SA' | 'P') =>
      world.t.services.accessTokens.sign({ userId, role, sessionId: `s-${userId}` }, world.t.clock.now());
    world.sa = bearer(await sign(world.ids.sa, 'SA'));
    world.player = bearer(await sign(world.ids.player, 'P'));
  };
  beforeAll(async () => {
    world.t = await build({ requestsPerMinute: 100_000 });
    world.ids = { sa: (await userWithRole(world.t, 'SA')).id, player: (await userWithRole(world.t, 'P')).id };
  });
  afterAll(() => world.t.close());
  beforeEach(() => world.signIn());

  const get = (url: string, auth: Record<string, string> = {}) =>
    world.t.app.inject({ method: 'GET', url, headers: auth });
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    auth?: Record<string, string>,
  ) =>
    world.t.app.inject({
      method,
      url,
      headers: auth ?? world.sa,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function carousel(route: string, language = 'en-US', platform = 'desktop') {
    const response = await send('POST', `${BO}/carousels/`, { route, platform, language });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }
  async function slide(carouselId: number, fields: Record<string, unknown> = {}) {
    const response = await send('POST', `${BO}/slides/`, {
      carouselId,
      image: '/content/banners/test.svg',
      link: '/promotions',
      title: 'A slide',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }
  const slideTitles = async (query: string, auth: Record<string, string> = {}) => {
    const response = await get(`/slide/?${query}`, auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ title: string }[]>().map((s) => s.title);
  };

  return Object.assign(world, { get, send, carousel, slide, slideTitles });
}
