import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The sportsbook skins (apps/web/public/skins): the providers' clients load them from their own origin. */
const SKINS = '/skins/';

/**
 * Vite fingerprints assets, so they never change; the shipped banners change only with a release
 * (an hour, as the slides that name them: SPEC §9); index.html must always be fresh, and so must
 * sw.js and the manifest (a new release is a new service worker: 040-installable-app.md).
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.includes(`${path.sep}content${path.sep}`)) return 'public, max-age=3600';
  return 'no-cache';
}

/**
 * Serves the built web app on the API's origin. Unknown non-API GETs get index.html so
 * the client router can take them; unknown API paths get a JSON not_found.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasBuild = existsSync(path.join(options.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      // The build writes .br and .gz copies of its text files (apps/web/vite.precompress.ts).
      preCompressed: true,
      // Without this, send's own `public, max-age=0` overwrites the Cache-Control set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', cacheControlOf(filePath));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // Everything else stays same-origin (helmet's default).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith(SKINS)) reply.header('cross-origin-resource-policy', 'cross-origin');
    });
  } else {
    app.log.warn(`No web build at ${options.distDir}: run \`npm run build\` to serve the site.`);
  }

  // A path no route answers spends the per-address budget as a route would.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0] ?? '');
    if (isPage && hasBuild) return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ code: 'not_found', message: 'Not found.' });
  });
});
