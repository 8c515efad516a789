import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { WHEEL_HISTORY } from '@/features/wheel/lib/modal-search';
import { discoverRoutes, routes } from './router';
import WHEEL_ROUTES from './wheel-routes';

/** The root routes the router holds once it was asked about `path` (null: the root). */
async function rootAfterDiscovery(path: string): Promise<RouteObject[]> {
  const root = [...routes];
  await discoverRoutes({
    path,
    matches: [],
    fetcherKey: undefined,
    signal: new AbortController().signal,
    patch: (id, children) => {
      if (id === null) root.push(...children);
    },
  });
  return root;
}

/** Where the route's loader sends the browser. */
async function redirectOf(route: RouteObject | undefined): Promise<string | null> {
  const loader = route?.loader;
  if (typeof loader !== 'function') return null;
  const answer = (await loader({
    request: new Request('http://site.test/'),
    params: {},
    context: {},
  } as never)) as Response;
  return answer.headers.get('Location');
}

describe('the wheel addresses (SPEC §2.2 /wheel-game, /wheel-game-history)', () => {
  it('are not in the first route tree (the catch-all has them until discovered)', () => {
    expect(matchRoutes(routes, '/wheel-game')?.at(-1)?.route.path).toBe('*');
  });

  it('open the wheel and its history over the casino (SPEC §2.9 openedModals)', async () => {
    for (const [path, target] of [
      ['/wheel-game', '/slots/casino?openedModals=wheelGame'],
      ['/wheel-game-history', '/slots/casino?openedModals=wheelGameHistory'],
    ] as const) {
      const tree = await rootAfterDiscovery(path);
      const leaf = matchRoutes(tree, path)?.at(-1)?.route;
      expect(leaf?.path, path).toBe(path);
      expect(await redirectOf(leaf), path).toBe(target);
    }
  });

  it('name the history modal as the modals do', () => {
    expect(WHEEL_ROUTES[1]?.path).toBe('/wheel-game-history');
    expect(WHEEL_HISTORY).toBe('wheelGameHistory');
  });

  it('leave other addresses alone', async () => {
    expect(await rootAfterDiscovery('/wheel')).toHaveLength(routes.length);
    expect(await rootAfterDiscovery('/slots/casino')).toHaveLength(routes.length);
  });
});
