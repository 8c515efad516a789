import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { closeConnectionsOnShutdown } from '@casino/service-kit';
import { type ServiceMetrics, timeRequests } from '@casino/service-kit/metrics';
import { sql } from 'kysely';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { feedRoutes } from './modules/feed/feed.routes.js';
import { integrationRoutes } from './modules/integration/integration.routes.js';
import { operatorRoutes } from './modules/operator/operator.routes.js';
import { streamRoutes } from './modules/stream/stream.routes.js';
import { clientPlugin } from './plugins/client.js';
import { errorsPlugin } from './plugins/errors.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
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

/** Builds the sportsbook: plugins first, then every module's routes, then the client. */
export async function buildApp({ config, db, services, logger = false, metrics }: AppOptions) {
  const app = Fastify({ logger, bodyLimit: 65_536 }).withTypeProvider<ZodTypeProvider>();
  // A signal's app.close() then ends once the requests in flight are answered (main.ts).
  closeConnectionsOnShutdown(app);
  if (metrics) timeRequests(app, metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    platformOrigin: config.platformOrigin,
    styleOrigins: config.styleOrigins,
    https: config.publicUrl.startsWith('https:'),
  });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute, walletSecret: config.walletSecret });
  app.get('/api/health', async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' };
  });
  await app.register(integrationRoutes, { services });
  await app.register(operatorRoutes, { operator: services.operator, key: config.operatorKey });
  await app.register(feedRoutes, {
    feed: services.feed,
    topTournaments: services.topTournaments,
    live: services.stream,
  });
  await app.register(streamRoutes, { stream: services.stream });
  await app.register(clientPlugin, { distDir: config.clientDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
