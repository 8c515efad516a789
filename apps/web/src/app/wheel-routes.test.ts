import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { WHEEL_HISTORY } from '@/features/wheel/lib/modal-search';
import { treeAfterDiscovery, redirectOf } from './route-test-kit';
import { routes } from './router';
import WHEEL_ROUTES from './wheel-routes';

describe('the wheel addresses (SPEC §2.2 /wheel-game, /wheel-game-history)', () => {
  it('are not in the first route tree (the catch-all has them until discovered)', () => {
    expect(matchRoutes(routes, '/wheel-game')?.at(-1)?.route.path).toBe('*');
  });

  it('open the wheel and its history over the casino (SPEC §2.9 openedModals)', async () => {
    for (const [path, target] of [
      ['/wheel-game', '/slots/casino?openedModals=wheelGame'],
      ['/wheel-game-history', '/slots/casino?openedModals=wheelGameHistory'],
    ] as const) {
      const tree = await treeAfterDiscovery(path);
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
    expect(await treeAfterDiscovery('/wheel')).toHaveLength(routes.length);
    expect(await treeAfterDiscovery('/slots/casino')).toHaveLength(routes.length);
  });
});
