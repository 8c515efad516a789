import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { redirectOf, treeAfterDiscovery } from './route-test-kit';
import { routes } from './router';
import { SPEC_ADDRESSES } from './spec-addresses';

async function leafOf(address: string) {
  return matchRoutes(await treeAfterDiscovery(address), address)?.at(-1)?.route;
}

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
