import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { DEFAULT_THROTTLE_POLICIES, type ThrottlePolicy } from '../../server/src/modules/throttle/index.js';
import { createServices } from '../../server/src/services.js';
import type { TestApp } from '../../server/test/build.js';
import { signUpAndIn } from '../../server/test/players.js';
import { OPERATOR_KEY, type World } from './world.js';

export const SPORTSBOOK_PUBLIC_URL = 'http://sportsbook.test';

const generous: ThrottlePolicy = { free: 1000, windowSeconds: 60, baseDelaySeconds: 1, maxDelaySeconds: 1 };

/**
 * Another instance of the world's platform (its database, its clock) that reaches the world's
 * sportsbook over HTTP at `sportsbookUrl`, as the player site does: players sign in to it and
 * bet through its integration C proxy, while the sportsbook moves their money through the
 * world's platform instance. The sportsbook must be listening.
 */
export async function buildSite(world: World, sportsbookUrl?: string) {
  const url = sportsbookUrl ?? `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  const config = loadConfig({
    APP_MODE: 'local',
    PUBLIC_URL: 'http://casino.test',
    WEB_DIST: '/nonexistent',
    SPORTSBOOK_URL: url,
    SPORTSBOOK_PUBLIC_URL: `${SPORTSBOOK_PUBLIC_URL}/`,
    SPORTSBOOK_WALLET_SECRET: world.walletSecret,
    // Its back office trades on the world's sportsbook (/api/backoffice/sportsbook/).
    SPORTSBOOK_OPERATOR_KEY: OPERATOR_KEY,
  });
  const services = createServices({
    config,
    db: world.platform.db,
    jwtSecret: 'site-test-secret-that-is-long-enough-for-hs256!',
    now: world.clock.now,
    throttlePolicies: Object.fromEntries(Object.keys(DEFAULT_THROTTLE_POLICIES).map((action) => [action, generous])),
  });
  const app = await buildApp({ config, db: world.platform.db, services });
  await app.ready();
  const site: TestApp = {
    app,
    db: world.platform.db,
    databaseUrl: world.platform.databaseUrl,
    services,
    clock: world.clock,
    close: () => app.close(),
  };

  /** A signed-in player with `balance` cents on their cash balance, and their calls to the proxy. */
  async function player(balance = 10_000) {
    const { user, auth: firstAuth, registration } = await signUpAndIn(site);
    let auth = firstAuth;
    if (balance)
      await world.platform.services.wallet.deposit({
        key: `site-deposit-${user.id}`,
        userId: user.id,
        amount: balance,
        paymentRef: 'test',
      });
    const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      app.inject({
        method,
        url: `/api/integrations/sft${path}`,
        headers: auth,
        ...(method === 'POST' ? { payload: (payload ?? {}) as Record<string, unknown> } : {}),
      });
    return {
      id: user.id,
      get auth() {
        return auth;
      },
      balance: async () => (await world.platform.services.wallet.getPlayerBalances(user.id))!.cash,
      get: (path: string) => call('GET', path),
      post: (path: string, payload?: unknown) => call('POST', path, payload),
      /** Signs in again (after the clock moved past the access token's life). */
      async signIn() {
        const login = await app.inject({
          method: 'POST',
          url: '/api/accounts/login/',
          payload: { username: registration.username, password: registration.password },
        });
        auth = { authorization: `Bearer ${login.json<{ access: string }>().access}` };
      },
    };
  }

  // `platform`: the site as the platform's test helpers take it (a staff member signed in to it).
  return { app, services, platform: site, player, close: () => app.close() };
}
