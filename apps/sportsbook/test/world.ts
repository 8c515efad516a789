import type { AddressInfo } from 'node:net';
import { build as buildPlatform } from '../../server/test/build.js';
import { insertPlayer } from '../../server/test/players.js';
import { createProvider, fund } from '../../server/test/provider.js';
import { reconcile } from '../../server/src/modules/wallet/index.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './database.js';

export const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const SECRET = 'sportsbook-test-wallet-secret-0123456789';

/**
 * The platform and the sportsbook, each on its own database, the sportsbook calling the
 * platform's seamless wallet over HTTP: what tickets say is what the platform's ledger holds.
 * The sportsbook's clock is the platform's (tests move both at once).
 */
export async function buildWorld(options: { liveDelayMs?: number; env?: Record<string, string> } = {}) {
  const during: { delay?: () => Promise<void> } = {};
  const platform = await buildPlatform();
  await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const provider = await createProvider(platform, 'sportsbook', SECRET);
  const database = await createTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: 'http://sportsbook.test',
    PLATFORM_URL: `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`,
    WALLET_SECRET: SECRET,
    OPERATOR_KEY,
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    CLIENT_DIST: '/nonexistent',
    ...options.env,
  });
  const slept: number[] = [];
  const services = createServices({
    config,
    db: database.db,
    now: platform.clock.now,
    // Signed on the platform's clock, which the tests move.
    wallet: { timeoutMs: 2_000, attempts: 3, backoffMs: 5, now: () => platform.clock.now().getTime() },
    // The live delay passes on the test clock, at once; a test may act during it.
    sleep: async (ms) => {
      slept.push(ms);
      platform.clock.advance(ms);
      await during.delay?.();
    },
  });
  const app = await buildApp({ config, db: database.db, services });
  await app.ready();
  if (options.liveDelayMs !== undefined) await services.operator.updateSettings({ liveDelayMs: options.liveDelayMs });

  /** A player with `balance` cents who opened the sportsbook: their session token. */
  async function player(balance = 10_000) {
    const id = await insertPlayer(platform);
    if (balance) await fund(platform, id, balance);
    const launch = await provider.launch(id, 'sportsbook');
    const session = await app.inject({ method: 'POST', url: '/api/c/session/create', payload: { token: launch } });
    if (session.statusCode !== 200) throw new Error(`session: ${session.body}`);
    const token = session.json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    return {
      id,
      token,
      headers,
      balance: async () => (await platform.services.wallet.getPlayerBalances(id))!.cash,
      place: (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/api/c/ticket/placement', headers, payload }),
      get: (url: string) => app.inject({ method: 'GET', url, headers }),
      post: (url: string, payload: unknown = {}) =>
        app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> }),
    };
  }

  const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** Runs settlement and the outbox until nothing is left to do. */
  async function settleAll() {
    for (let i = 0; i < 50; i++) {
      const events = await services.settlement.settleDue();
      const sent = await services.outbox.deliverDue();
      if (events === 0 && sent === 0) return;
    }
    throw new Error('settlement did not finish');
  }

  return {
    platform,
    app,
    db: database.db,
    databaseUrl: database.url,
    walletSecret: SECRET,
    services,
    clock: platform.clock,
    slept,
    during,
    player,
    operator,
    settleAll,
    reconcile: () => reconcile(platform.db),
    /** Moves the clock past the end of an event (the feed then has its result). */
    async finish(eventId: string) {
      const { settings } = await services.book.cached();
      const end = services.book.finishesAt(services.book.event(eventId)!, settings);
      const now = platform.clock.now().getTime();
      if (end >= now) platform.clock.advance(end - now + 1_000);
    },
    async close() {
      await app.close();
      await database.drop();
      await platform.close();
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
