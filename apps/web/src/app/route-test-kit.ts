import type { RouteObject } from 'react-router';
import { discoverRoutes, routes } from './router';

// Helpers of the route tests: the tree as discovery leaves it, and where a redirect goes.

/** The route tree as the router holds it once it was asked about `path`. */
export async function treeAfterDiscovery(path: string): Promise<RouteObject[]> {
  const tree = routes.map((route) => ({ ...route, children: [...(route.children ?? [])] }) as RouteObject);
  await discoverRoutes({
    path,
    matches: [],
    fetcherKey: undefined,
    signal: new AbortController().signal,
    patch: (id, children) => {
      const parent = id === null ? null : tree.find((route) => route.id === id);
      if (parent) parent.children!.push(...children);
      else tree.push(...children);
    },
  });
  return tree;
}

/** Where the route's loader sends the browser, or null for a page. */
export async function redirectOf(route: RouteObject | undefined): Promise<string | null> {
  const loader = route?.loader;
  if (typeof loader !== 'function') return null;
  const answer = (await loader({
    request: new Request('http://site.test/'),
    params: {},
    context: {},
  } as never)) as Response;
  return answer.headers.get('Location');
}
