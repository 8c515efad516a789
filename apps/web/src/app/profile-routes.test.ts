import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { buildProfileMenu } from '@/features/profile/lib/menu';
import { discoverRoutes, routes } from './router';

/** The route tree as the router holds it once a profile address was visited. */
async function routesAfterDiscovery(path: string): Promise<RouteObject[]> {
  const tree: RouteObject[] = structuredClone(routes.map(stripFunctions));
  const find = (nodes: RouteObject[], id: string): RouteObject | undefined =>
    nodes.map((node) => (node.id === id ? node : find(node.children ?? [], id))).find(Boolean);
  await discoverRoutes({
    path,
    matches: [],
    fetcherKey: undefined,
    signal: new AbortController().signal,
    patch: (id, children) => find(tree, id!)!.children!.push(...children),
  });
  return tree;
}

/** structuredClone refuses functions; matching needs only paths, ids and children. */
function stripFunctions({ path, id, index, children }: RouteObject): RouteObject {
  return index ? { path, id, index } : { path, id, children: children?.map(stripFunctions) };
}

const leafPath = (tree: RouteObject[], address: string) => matchRoutes(tree, address)?.at(-1)?.route.path;

describe('the profile routes, discovered on the first visit', () => {
  it('are not in the first route tree', () => {
    expect(leafPath(routes, '/profile/bonus-history')).toBe('*');
  });

  it('give every page of the profile menu its route', async () => {
    const menu = buildProfileMenu({ isTransferToBonusBalanceOn: true, sftEnabled: true, dgtEnabled: true });
    const addresses = menu.flatMap((group) =>
      group.items.filter((item) => item.isDisplay !== false && item.route.startsWith('/profile/')).map((i) => i.route),
    );
    expect(addresses.length).toBeGreaterThan(8);
    for (const address of addresses) {
      expect(leafPath(await routesAfterDiscovery(address), address), address).not.toBe('*');
    }
  });
});
