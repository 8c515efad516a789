import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { discoverRoutes, routes } from './router';

/** The route tree as the router holds it once it was asked about `path`. */
async function treeAfterDiscovery(path: string): Promise<RouteObject[]> {
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

async function leafOf(address: string) {
  return matchRoutes(await treeAfterDiscovery(address), address)?.at(-1)?.route;
}

/** Every address of SPEC §2.2, §2.4 and §2.7 (placeholders for ids and tokens). */
const SPEC_ADDRESSES = [
  '/search-slots',
  '/forgot-password',
  '/sign-up',
  '/sign-up/PROMO1',
  '/deposit/card',
  '/withdrawal/card',
  '/wheel-game',
  '/wheel-game-history',
  '/resend-email',
  '/verify-email',
  '/slots/studio/some-game',
  '/recovery-password',
  '/emails/verify/password/confirm/token123',
  '/auth/sign-in',
  '/main',
  '/balance',
  '/help',
  '/faq',
  '/faq/igrovoi-kont',
  '/faq/depoziti-i-vyplati',
  '/verify',
  '/verify/key123',
  '/persons',
  '/email',
  '/email/verify/email/token123',
  '/email/verify/password/confirm/token123',
  '/promotions',
  '/promotions-detail',
  '/promotions-detail/deposit',
  ...Array.from({ length: 9 }, (_, i) => `/promotions/welcome-offer-${i + 1}`),
  '/virtual-games',
  '/terms-and-conditions',
  '/terms-and-conditions/about-us',
];

describe('the site addresses (SPEC §2.2, §2.4, §2.7)', () => {
  it('are kept out of the first route tree (discovered on the first visit)', () => {
    expect(matchRoutes(routes, '/promotions')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/terms-and-conditions/about-us')?.at(-1)?.route.path).toBe('*');
  });

  it('each have a page or a redirect, never the catch-all', async () => {
    for (const address of SPEC_ADDRESSES) {
      expect((await leafOf(address))?.path, address).not.toBe('*');
    }
  });

  it('redirect as the spec implies', async () => {
    for (const [address, target] of [
      ['/main', '/slots/casino'],
      ['/persons', '/profile/user-info'],
      ['/email', '/profile/user-info'],
      ['/promotions-detail', '/promotions-detail/deposit'],
      ['/terms-and-conditions', '/terms-and-conditions/affiliates'],
    ] as const) {
      expect(await redirectOf(await leafOf(address)), address).toBe(target);
    }
  });

  it('give the content pages their pages', async () => {
    for (const [address, path] of [
      ['/promotions', 'promotions'],
      ['/promotions/welcome-offer-3', 'promotions/:type'],
      ['/promotions-detail/cashback', 'promotions-detail/:type'],
      ['/help', 'help'],
      ['/faq', 'faq'],
      ['/faq/igrovoi-kont', 'faq/:slug'],
      ['/terms-and-conditions/privacyPolicy', 'terms-and-conditions/:page'],
    ] as const) {
      const leaf = await leafOf(address);
      expect(leaf?.path, address).toBe(path);
      expect(await redirectOf(leaf), address).toBeNull();
    }
  });

  it('leave other addresses alone', async () => {
    expect(await treeAfterDiscovery('/helpers')).toHaveLength(routes.length);
    expect((await treeAfterDiscovery('/emails')).find((r) => r.id === 'site')?.children).toHaveLength(
      routes.find((r) => r.id === 'site')?.children?.length ?? -1,
    );
  });
});
