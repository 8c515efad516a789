import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built game client under /game/. It lives in the platform's game frame, on the
 * studio's own origin so it can never read the site's storage (plugins/security.ts says who
 * may frame it).
 */
export const clientPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  if (!existsSync(path.join(options.distDir, 'index.html'))) {
    app.log.warn(`No studio client build at ${options.distDir}: run \`npm run build -w @casino/studio\`.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/game/',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
