import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse.js';
import { SESSION_HEADER } from '../rounds/rounds.routes.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { LiveService } from './live.service.js';

/** The live tables' client API: the shared round, bets on it, and the crash cash-out. */
export async function liveRoutes(
  app: FastifyInstance,
  { sessions, live }: { sessions: SessionsService; live: LiveService },
) {
  const session = (request: FastifyRequest) => {
    const id = request.headers[SESSION_HEADER];
    return sessions.get(typeof id === 'string' ? id : undefined);
  };

  app.get('/api/client/live', async (request) => live.state(await session(request)));

  app.post('/api/client/live/bets', async (request) => {
    const current = await session(request);
    const { input } = parse(z.object({ input: z.unknown() }), request.body);
    return live.bet(current, input);
  });

  app.post('/api/client/live/cashout', async (request) => live.cashout(await session(request)));
}
