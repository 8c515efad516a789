import { fromMinor } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATALOGUE, metaOf } from '../../games/registry.js';
import { parse } from '../../lib/parse.js';
import { gameArt } from './catalogue.art.js';

/** The public catalogue the platform syncs from, and each game's art. */
export async function catalogueRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const catalogue = CATALOGUE.map((meta) => ({
    id: meta.id,
    name: meta.name,
    type: meta.type,
    category: meta.category,
    rtp: Math.round(meta.rtp * 10_000) / 100,
    ...(meta.volatility ? { volatility: meta.volatility } : {}),
    hasDemo: true,
    image: `${options.publicUrl}/art/${meta.id}.svg`,
    minBet: fromMinor(meta.minBet),
    maxBet: fromMinor(meta.maxBet),
  }));

  app.get('/api/catalogue', async () => ({ games: catalogue }));

  app.get('/art/:file', async (request, reply) => {
    const { file } = parse(z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }), request.params);
    const meta = metaOf(file.slice(0, -4));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(gameArt(meta));
  });
}
