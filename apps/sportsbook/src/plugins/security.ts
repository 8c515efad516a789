import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer, and CORS for the player site: its own sportsbook pages
 * read the feed and stream from here, and the site's /sport/* pages frame the client.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { platformOrigin: string; https: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
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
    if (request.headers.origin !== options.platformOrigin) return;
    reply.header('access-control-allow-origin', options.platformOrigin);
    reply.header('vary', 'origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-allow-headers', 'authorization, content-type');
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
});
