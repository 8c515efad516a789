import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import type { Metrics } from '../src/plugins/metrics.js';
import { loadConfig } from '../src/config.js';
import { DEFAULT_THROTTLE_POLICIES, type ThrottleAction, type ThrottlePolicy } from '../src/modules/throttle/index.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './database.js';

/** A clock the test moves by hand: token expiry, throttling and links depend on it. */
export function createClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

const generous: ThrottlePolicy = { free: 1000, windowSeconds: 60, baseDelaySeconds: 1, maxDelaySeconds: 1 };

export interface BuildOptions {
  /** Throttle policies; by default generous, so only the throttling tests meet the limits. */
  throttle?: Partial<Record<ThrottleAction, ThrottlePolicy>>;
  env?: Record<string, string>;
  /** The per-address request limit per minute (RATE_LIMIT_PER_MINUTE; the configuration's default when absent). */
  requestsPerMinute?: number;
  /** Prometheus metrics recorded by the app (METRICS_PORT in production). */
  metrics?: Metrics;
}

/** The whole platform on a database of its own, driven through `app.inject`. */
export async function build(options: BuildOptions = {}) {
  const database = await createTestDatabase();
  const clock = createClock();
  const config = loadConfig({
    APP_MODE: 'local',
    PUBLIC_URL: 'http://casino.test',
    WEB_DIST: '/nonexistent',
    // Uploaded documents go to a directory of the machine's temporary one, not the project's data.
    DATA_DIR: path.join(tmpdir(), 'casino-test-data'),
    ...(options.requestsPerMinute ? { RATE_LIMIT_PER_MINUTE: String(options.requestsPerMinute) } : {}),
    ...options.env,
  });
  const services = createServices({
    config,
    db: database.db,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256!',
    now: clock.now,
    metrics: options.metrics,
    throttlePolicies: {
      ...(Object.fromEntries(Object.keys(DEFAULT_THROTTLE_POLICIES).map((action) => [action, generous])) as Record<
        ThrottleAction,
        ThrottlePolicy
      >),
      ...options.throttle,
    },
  });
  const app = await buildApp({ config, db: database.db, services, metrics: options.metrics });
  await app.ready();
  // As main.ts does at start: the sportsbook's provider exists, so its integrations can log in.
  await services.sports.registerProvider();
  // The sandbox processors call the platform through app.inject: no socket in tests.
  services.payments.setCallbackTransport(async (url, body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
    return response.statusCode;
  });
  return {
    app,
    db: database.db,
    databaseUrl: database.url,
    services,
    clock,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof build>>;
