import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PROCESSOR_CALLBACK = /^\/api\/backoffice\/payments\/(deposit|payout)\/callback\//;

/**
 * Security headers on every answer, and a per-address ceiling on API calls. The finer,
 * growing delays on login, registration, reset and resend live in the throttle module.
 */
interface SecurityOptions {
  requestsPerMinute: number;
  /** Game providers' origins: their pages run in the game frame and their pictures show in the lobby. */
  gameOrigins?: readonly string[];
  /** The site is served over HTTPS: browsers may then upgrade every http:// request. */
  https: boolean;
}

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const games = options.gameOrigins ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner and swagger-ui inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...games],
        frameSrc: ["'self'", ...games],
        connectSrc: ["'self'"],
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
  await app.register(rateLimit, {
    max: options.requestsPerMinute,
    timeWindow: '1 minute',
    // Payment processors are authenticated by signature and send all their traffic from few
    // addresses (the seamless-wallet routes opt out on their own).
    allowList: (request) => !request.url.startsWith('/api/') || PROCESSOR_CALLBACK.test(request.url),
  });
});
