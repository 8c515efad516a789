import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type RateLimits, rateLimitPlugin } from './rate-limit.js';

/**
 * Security headers on every answer, and a ceiling on the requests of each address and
 * each game provider (rate-limit.ts). The finer, growing delays on login, registration,
 * reset, resend, e-mail and password change live in the throttle module.
 */
interface SecurityOptions {
  limits: RateLimits;
  /** Game providers' origins: their pages run in the game frame and their pictures show in the lobby. */
  gameOrigins?: readonly string[];
  /**
   * Sportsbook providers' origins: the embedded sportsbooks frame their client, and the
   * site's own sportsbook pages read their public feed and live stream.
   */
  sportsbookOrigins?: readonly string[];
  /** The site is served over HTTPS: browsers may then upgrade every http:// request. */
  https: boolean;
}

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const games = options.gameOrigins ?? [];
  const sportsbooks = options.sportsbookOrigins ?? [];
  const frames = [...new Set([...games, ...sportsbooks])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner and swagger-ui inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...games],
        frameSrc: ["'self'", ...frames],
        connectSrc: ["'self'", ...sportsbooks],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Over plain HTTP (a local start) an upgrade would send the game frame to https:// and break it.
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimitPlugin, options.limits);
});
