import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { packageRootOf } from '@casino/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The sportsbook skins (apps/web/public/skins): the providers' clients load them from their own origin. */
const SKINS = '/skins/';

/** Where the staff console (apps/backoffice) is served: its own build, its own client router. */
const BACKOFFICE = '/backoffice/';

/** The console's build in this repository (`npm run build` writes it), beside the server's folder. */
export const BACKOFFICE_DIST = path.resolve(packageRootOf(import.meta.url), '../backoffice/dist');

/**
 * Vite fingerprints assets, so they never change; the shipped banners change only with a release
 * (an hour, as the slides that name them: SPEC §9); index.html must always be fresh, and so must
 * sw.js and the manifest (a new release is a new service worker: 040-installable-app.md).
 * Read from the path inside the build, so that no folder above the build can match.
 */
const cacheControlIn = (root: string) => (filePath: string) => {
  const inBuild = path.relative(root, filePath).split(path.sep);
  if (inBuild[0] === 'assets') return 'public, max-age=31536000, immutable';
  if (inBuild[0] === 'content') return 'public, max-age=3600';
  return 'no-cache';
};

/** @fastify/static's options for one build: its compressed copies, and the cache headers above. */
const staticOptions = (root: string) => {
  const cacheControlOf = cacheControlIn(root);
  return {
    root,
    // The build writes .br and .gz copies of its text files (scripts/vite-precompress.ts).
    preCompressed: true,
    // Without this, send's own `public, max-age=0` overwrites the Cache-Control set below.
    cacheControl: false,
    setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
      res.setHeader('Cache-Control', cacheControlOf(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  };
};

/**
 * Serves the built web app on the API's origin, and the staff console under /backoffice/ from
 * its own build. Unknown non-API GETs get the index.html of the app whose addresses they are
 * (the console's under /backoffice/, the site's elsewhere) so its client router can take them;
 * unknown API paths get a JSON not_found, and so does the console's address without its build.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string; backofficeDir?: string }) => {
  const backofficeDir = options.backofficeDir ?? BACKOFFICE_DIST;
  const hasBuild = existsSync(path.join(options.distDir, 'index.html'));
  const hasBackoffice = existsSync(path.join(backofficeDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, staticOptions(options.distDir));
    // Everything else stays same-origin (helmet's default).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith(SKINS)) reply.header('cross-origin-resource-policy', 'cross-origin');
    });
  } else {
    app.log.warn(`No web build at ${options.distDir}: run \`npm run build\` to serve the site.`);
  }
  if (hasBackoffice) {
    // The site's registration gives replies their sendFile; without the site, this one does.
    await app.register(fastifyStatic, {
      ...staticOptions(backofficeDir),
      prefix: BACKOFFICE,
      decorateReply: !hasBuild,
    });
    app.get('/backoffice', (request, reply) => {
      const query = request.url.slice('/backoffice'.length);
      return reply.redirect(`${BACKOFFICE}${query}`, 301);
    });
  } else {
    app.log.warn(`No staff console build at ${backofficeDir}: run \`npm run build\` to serve /backoffice/.`);
  }

  const sendPage = (reply: FastifyReply, root: string) =>
    reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html', root);

  // A path no route answers spends the per-address budget as a route would.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname);
    if (isPage && (pathname === '/backoffice' || pathname.startsWith(BACKOFFICE))) {
      // The console's addresses are never the site's pages, built or not.
      if (hasBackoffice) return sendPage(reply, backofficeDir);
    } else if (isPage && hasBuild) {
      return sendPage(reply, options.distDir);
    }
    return reply.status(404).send({ code: 'not_found', message: 'Not found.' });
  });
});
