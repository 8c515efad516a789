import { expectServiceUnavailable, unreachableDatabase } from '@casino/service-kit/testing';
import { afterAll, beforeAll, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { createServices } from '../services.js';

const db = unreachableDatabase<Database>();
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const config = loadConfig({
    PUBLIC_URL: 'http://sportsbook.test',
    PLATFORM_URL: 'http://127.0.0.1:1',
    WALLET_SECRET: 'sportsbook-test-wallet-secret-0123456789',
    OPERATOR_KEY: 'operator-key-for-tests-0123456789',
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    CLIENT_DIST: '/nonexistent',
  });
  app = await buildApp({ config, db, services: createServices({ config, db }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db.destroy();
});

it('answers a request that meets an unreachable database with 503 and Retry-After, not a 500', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/feed/tournaments?sport=football' });
  expectServiceUnavailable(response);
});
