import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { closeConnectionsOnShutdown } from '@casino/service-kit';
import { createDrain, type Drain } from './modules/health/health.drain.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { type Metrics, metricsPlugin } from './plugins/metrics.js';
import type { Db } from './db/database.js';
import { validatorCompiler } from './lib/validation.js';
import { authRoutes } from './modules/auth/index.js';
import { agentsRoutes, backofficeRoutes, playersRoutes } from './modules/backoffice/index.js';
import {
  bonusRoutes,
  bonusSettingsRoutes,
  cashbackRoutes,
  noticesRoutes,
  promoCodeRoutes,
  referralSiteRoutes,
} from './modules/bonuses/index.js';
import { gamesRoutes } from './modules/games/index.js';
import { mailboxRoutes } from './modules/mail/index.js';
import { paymentsRoutes } from './modules/payments/index.js';
import { freeBetsBackofficeRoutes, providersBackofficeRoutes, seamlessRoutes } from './modules/seamless/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { sportsRoutes } from './modules/sports/index.js';
import { usersRoutes } from './modules/users/index.js';
import { wheelRoutes } from './modules/wheel/index.js';
import { jackpotRoutes } from './modules/jackpots/index.js';
import { protectionRoutes } from './modules/protection/index.js';
import { closureRoutes } from './modules/closure/index.js';
import { kycRoutes } from './modules/kyc/index.js';
import { contentRoutes } from './modules/content/index.js';
import { staffRoutes } from './modules/staff/index.js';
import { reportsRoutes } from './modules/reports/index.js';
import { tradingRoutes } from './modules/trading/index.js';
import { auditPlugin } from './plugins/audit.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import type { Services } from './services.js';

export interface AppOptions {
  config: Config;
  db: Db;
  services: Services;
  logger?: FastifyServerOptions['logger'];
  /** Prometheus metrics, when the operator asked for them (METRICS_PORT). */
  metrics?: Metrics;
  /** Set by a shutdown signal (main.ts): `/readyz` then answers 503 `draining`. */
  drain?: Drain;
}

/** Builds the platform: plugins first, then every module's routes, then the web app. */
export async function buildApp({ config, db, services, logger = false, metrics, drain = createDrain() }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Above the longest path parameter the contracts accept (tokens up to 200 characters).
    routerOptions: { maxParamLength: 256 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // What the operator chose to run although it is unsafe (config.ts): said before anything else.
  for (const warning of config.warnings) app.log.warn(warning);
  // From the drain on, answers close their connections, and a close ends once those in flight
  // are answered (main.ts).
  closeConnectionsOnShutdown(app, () => drain.draining);
  if (metrics) await app.register(metricsPlugin, { metrics });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // The game frame shows the studio's pages and the lobby its pictures: allow its origin for both.
  // The sportsbook pages frame or read the sportsbook providers: their origins as the settings
  // hold them at start (an integration moved to another URL takes effect on the next start).
  const sportsbookOrigins = [
    config.sportsbook.publicUrl,
    ...(await services.settings.sportsbookIntegrations()).map((i) => i.url),
  ];
  await app.register(securityPlugin, {
    limits: config.rateLimits,
    gameOrigins: [new URL(config.studio.publicUrl).origin],
    sportsbookOrigins: [...new Set(sportsbookOrigins.map((url) => new URL(url).origin))],
    https: config.publicUrl.startsWith('https:'),
  });
  await app.register(openapiPlugin);
  await app.register(authPlugin, {
    accessTokens: services.accessTokens,
    now: services.now,
    sessionStatus: (principal) => services.auth.sessions.status(principal),
  });
  // Before the routes: it hooks every staff route as it registers.
  await app.register(auditPlugin, { audit: services.staff.audit });

  await app.register(healthRoutes, { db, drain });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(authRoutes, services.auth);
  await app.register(staffRoutes, services.staff);
  await app.register(reportsRoutes, { reports: services.reports });
  await app.register(usersRoutes, { users: services.users });
  await app.register(backofficeRoutes, { backoffice: services.backoffice });
  await app.register(playersRoutes, { players: services.players });
  await app.register(agentsRoutes, { agents: services.agents, referralSites: services.referralSites });
  await app.register(wheelRoutes, { wheel: services.wheel });
  await app.register(jackpotRoutes, { jackpots: services.jackpots });
  await app.register(protectionRoutes, {
    exclusions: services.exclusions,
    limits: services.limits,
    session: services.playSession,
  });
  await app.register(closureRoutes, { closure: services.closure });
  await app.register(kycRoutes, { kyc: services.kyc });
  await app.register(contentRoutes, { content: services.content });
  await app.register(bonusRoutes, { bonus: services.bonus, offers: services.bonusOffers, wagering: services.wagering });
  await app.register(noticesRoutes, { notices: services.notices });
  await app.register(promoCodeRoutes, { promoCodes: services.promoCodes });
  await app.register(referralSiteRoutes, { referralSites: services.referralSites });
  await app.register(bonusSettingsRoutes, { bonusSettings: services.bonusSettings });
  await app.register(cashbackRoutes, { cashback: services.cashback });
  await app.register(paymentsRoutes, { payments: services.payments });
  await app.register(seamlessRoutes, { seamless: services.seamless, now: services.now });
  await app.register(freeBetsBackofficeRoutes, { seamless: services.seamless });
  await app.register(providersBackofficeRoutes, { seamless: services.seamless });
  await app.register(gamesRoutes, { games: services.games });
  await app.register(sportsRoutes, { sports: services.sports });
  await app.register(tradingRoutes, { trading: services.trading });
  if (services.localMailbox) await app.register(mailboxRoutes, { mail: services.mail });

  await app.register(webPlugin, { distDir: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
