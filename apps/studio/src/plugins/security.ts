import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The client runs inside the player site's game frame,
 * so only that site (and the studio itself, for the mobile full-window view) may frame it,
 * and the lobby on that site shows the studio's pictures.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { platformOrigin: string; https: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The client animates with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'", options.platformOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    // frame-ancestors above decides who may frame the client; X-Frame-Options cannot name another origin.
    frameguard: false,
    // The platform's lobby shows /art/*.svg from this origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
});
