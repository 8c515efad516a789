import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const FEED = '/api/feed/';

interface SecurityOptions {
  platformOrigin: string;
  styleOrigins: readonly string[];
  https: boolean;
}

/**
 * Security headers on every answer. The public feed (GET /api/feed/*, the live stream too)
 * may be read from any origin: the site's own sportsbook pages read it from theirs, and it
 * holds nothing of a player's (no credentials are allowed). Nothing else gets CORS: a
 * player's calls come from the platform, server to server, or from this origin's client.
 * Stylesheets come from here, the platform (the skin the site hosts) and the configured
 * style origins only: a stylesheet can read a page through its selectors, so the `css`
 * launch parameter cannot bring one from anywhere else.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'", options.platformOrigin, ...options.styleOrigins],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'", options.platformOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(FEED)) return;
    if (request.method === 'GET' || request.method === 'HEAD') {
      reply.header('access-control-allow-origin', '*');
      return;
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-allow-methods', 'GET');
      // Last-Event-ID: an EventSource that resumes; the others are what a fetch of the feed may send.
      reply.header('access-control-allow-headers', 'accept, accept-language, cache-control, last-event-id');
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
});
