import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { reconcile } from '../src/modules/wallet/index.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './database.js';
import {
  answers,
  expectEachAnsweredOnce,
  freePort,
  killHard,
  preparePlayers,
  startBetLoad,
  startServer,
} from './signed-load.js';

/**
 * Crash safety: the real server process takes signed bets and wins, is killed with
 * SIGKILL in the middle, and restarted. Every request answered 2xx must be in the
 * ledger exactly once, the unanswered ones can be retried safely, and the ledger
 * reconciles.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let port: number;
let server: ChildProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
});
afterAll(async () => {
  if (server) await killHard(server);
  await database.drop();
});

it('keeps every acknowledged bet and win exactly once across a SIGKILL', async () => {
  const config = loadConfig({ DATABASE_URL: database.url });
  const services = createServices({ config, db: database.db, jwtSecret: 'x'.repeat(40) });
  const players = await preparePlayers(database.db, services);
  const env = { DATABASE_URL: database.url, START_STUDIO: 'false', START_SPORTSBOOK: 'false' };

  server = await startServer(port, env);
  const load = startBetLoad(port, players, 'k');
  while (load.answered() < 300) await new Promise((resolve) => setTimeout(resolve, 10));
  await killHard(server);
  await load.stop();
  expect(await answers(`http://127.0.0.1:${port}/api/health`), 'the server must really be down').toBe(false);
  expect(load.answered()).toBeGreaterThanOrEqual(300);

  server = await startServer(port, env);
  await load.retryUnanswered();
  await expectEachAnsweredOnce(database.db, load.calls);
  expect((await reconcile(database.db)).ok).toBe(true);
}, 120_000);
