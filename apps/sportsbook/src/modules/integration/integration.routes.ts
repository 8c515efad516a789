import {
  BetsHistoryQuery,
  CashOutRequest,
  SessionCreateRequest,
  TicketPlacementRequest,
  TicketStatusRequest,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import type { Services } from '../../services.js';

const TicketParams = z.object({ id: z.string().regex(/^\d{1,15}$/) });
const CashOutQuery = z.object({ stake: z.coerce.number().min(0).optional() });

/**
 * Integration C (SPEC.md §7) as this provider serves it: the platform creates sessions
 * with a player's launch token; every other call carries the session as a bearer token.
 */
export const integrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { sessions, placement, history, cashOut } = services;
  const session = (request: FastifyRequest) => sessions.verify(request.headers.authorization);
  const tags = ['integration C'];

  app.post('/api/c/session/create', { schema: { tags, body: SessionCreateRequest } }, async (request) =>
    sessions.create(request.body.token),
  );
  app.post('/api/c/session/create/test', { schema: { tags } }, async (request) => {
    const current = await session(request);
    return {
      valid: true,
      player_id: current.player_id,
      username: current.username,
      currency: current.currency,
      language: current.language,
      expires_at: current.expires_at.toISOString(),
    };
  });
  app.post('/api/c/player/balance', { schema: { tags } }, async (request) => sessions.balance(await session(request)));

  // The answer is the ticket as placed; its cash-out price is quoted by ticket/status and betshistory.
  app.post('/api/c/ticket/placement', { schema: { tags, body: TicketPlacementRequest } }, async (request) => {
    const placed = await placement.placeTicket(await session(request), request.body);
    return { ...history.present(placed.ticket, placed.legs, null), balance: placed.balance };
  });
  app.post('/api/c/ticket/status', { schema: { tags, body: TicketStatusRequest } }, async (request) =>
    history.status(await session(request), request.body),
  );
  // The terms: an accepted bet cannot be cancelled by the player.
  app.post('/api/c/ticket/:id/cancel', { schema: { tags, params: TicketParams } }, async (request) => {
    await history.one(await session(request), Number(request.params.id));
    throw new SportsbookError('permission_denied', 403);
  });
  app.get('/api/c/betshistory', { schema: { tags, querystring: BetsHistoryQuery } }, async (request) => {
    return history.page(await session(request), request.query);
  });
  app.get('/api/c/:id/subbet', { schema: { tags, params: TicketParams } }, async (request) =>
    history.subBet(await session(request), Number(request.params.id)),
  );

  app.get(
    '/api/c/ticket/:id/cashout',
    { schema: { tags, params: TicketParams, querystring: CashOutQuery } },
    async (request) => {
      const quote = await cashOut.quote(await session(request), Number(request.params.id), request.query.stake);
      return { price: quote.price === null ? null : quote.price / 100, ...(quote.code ? { code: quote.code } : {}) };
    },
  );
  app.post(
    '/api/c/ticket/:id/cashout',
    { schema: { tags, params: TicketParams, body: CashOutRequest } },
    async (request) => {
      const current = await session(request);
      const id = Number(request.params.id);
      await cashOut.sell(current, id, request.body);
      return history.one(current, id);
    },
  );
};
