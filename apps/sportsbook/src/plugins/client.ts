import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built sportsbook client under /client/: its files, and its index.html for any
 * other /client/* path (the client reads its page from the query string, and a path it does
 * not know is still the client). A missing asset stays a 404: an old page asking for a file
 * of a previous build must not get HTML for JavaScript. The site's /sport/* pages frame it
 * (plugins/security.ts says who may).
 */
export const clientPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  if (!existsSync(path.join(options.distDir, 'index.html'))) {
    app.log.warn(`No sportsbook client build at ${options.distDir}: run \`npm run build -w @casino/sportsbook\`.`);
    return;
  }
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: options.distDir,
        prefix: '/',
        redirect: true,
        // The headers below decide caching (send's own Cache-Control would replace them).
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      scope.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
        const pathname = request.url.split('?')[0] ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ code: 'not_found' });
        if (pathname.startsWith('/client/assets/') || /\.[a-z0-9]+$/i.test(pathname)) {
          return reply.status(404).send({ code: 'not_found', message: 'No such file.' });
        }
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile('index.html');
      });
    },
    { prefix: '/client' },
  );
});
