import Fastify, { type FastifyServerOptions } from 'fastify';
import { closeConnectionsOnShutdown } from '@casino/service-kit';
import { type ServiceMetrics, timeRequests } from '@casino/service-kit/metrics';
import { sql } from 'kysely';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { roundsRoutes } from './modules/rounds/rounds.routes.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { clientPlugin } from './plugins/client.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityPlugin } from './plugins/security.js';
import type { Services } from './services.js';

export interface AppOptions {
  config: Config;
  db: Db;
  services: Services;
  logger?: FastifyServerOptions['logger'];
  /** Prometheus metrics, when the operator asked for them (METRICS_PORT). */
  metrics?: ServiceMetrics | undefined;
}

/** Builds the studio: plugins first, then every module's routes, then the game client. */
export async function buildApp({ config, db, services, logger = false, metrics }: AppOptions) {
  const app = Fastify({ logger, bodyLimit: 65_536 });
  // A signal's app.close() then ends once the requests in flight are answered (main.ts).
  closeConnectionsOnShutdown(app);
  if (metrics) timeRequests(app, metrics);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    platformOrigin: config.platformOrigin,
    https: config.publicUrl.startsWith('https:'),
  });
  app.get('/api/health', async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' };
  });
  await app.register(catalogueRoutes, { publicUrl: config.publicUrl });
  await app.register(sessionsRoutes, { sessions: services.sessions, rounds: services.rounds });
  await app.register(roundsRoutes, services);
  await app.register(liveRoutes, services);
  await app.register(clientPlugin, { distDir: config.clientDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
