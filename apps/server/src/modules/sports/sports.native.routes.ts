import {
  BetsHistoryQuery,
  CashOutQuoteQuery,
  CashOutRequest,
  NATIVE_SPORTSBOOK_PREFIX,
  SessionCreateAnswer,
  SportsbookTicketParams,
  TicketPlacementRequest,
  TicketStatusRequest,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import { createPlayerLimit } from '../../plugins/player-limit.js';
import type { ProviderAnswer } from './sports.provider-client.js';
import type { NativeCall, SportsService } from './sports.service.js';

/**
 * Integration C (SPEC.md §7) for the site's own sportsbook pages: each call of the signed-in
 * player is forwarded to the provider with their provider session, and its answer (a
 * refusal too: its status, code and details) comes back as the provider gave it.
 */
export const nativeSportsbookRoutes: FastifyPluginAsyncZod<{ sports: SportsService }> = async (app, { sports }) => {
  const P = NATIVE_SPORTSBOOK_PREFIX;
  const tags = ['sports'];
  const security = [{ bearer: [] }];
  const send = (reply: FastifyReply, answer: ProviderAnswer) => reply.status(answer.status).send(answer.body);
  const forward = (request: FastifyRequest, reply: FastifyReply, call: NativeCall) =>
    sports.forwardNative(principalOf(request).userId, call).then((answer) => send(reply, answer));

  // A placement or a sale moves money: on top of the per-address limit, each player has their own.
  const limitPerPlayer = createPlayerLimit();

  app.addHook('onClose', async () => sports.close());

  app.post(
    `${P}/session/create`,
    { onRequest: app.requirePlayer, schema: { tags, security, response: { 200: SessionCreateAnswer.loose() } } },
    async (request, reply) => send(reply, await sports.createNativeSession(principalOf(request).userId)),
  );
  app.post(`${P}/session/create/test`, { onRequest: app.requirePlayer, schema: { tags, security } }, (request, reply) =>
    forward(request, reply, { method: 'POST', path: '/session/create/test' }),
  );
  app.post(`${P}/player/balance`, { onRequest: app.requirePlayer, schema: { tags, security } }, (request, reply) =>
    forward(request, reply, { method: 'POST', path: '/player/balance' }),
  );
  app.post(
    `${P}/ticket/placement`,
    {
      onRequest: [app.requirePlayer, limitPerPlayer('placement')],
      schema: { tags, security, body: TicketPlacementRequest },
    },
    (request, reply) => forward(request, reply, { method: 'POST', path: '/ticket/placement', body: request.body }),
  );
  app.post(
    `${P}/ticket/status`,
    { onRequest: app.requirePlayer, schema: { tags, security, body: TicketStatusRequest } },
    (request, reply) => forward(request, reply, { method: 'POST', path: '/ticket/status', body: request.body }),
  );
  app.post(
    `${P}/ticket/:id/cancel`,
    { onRequest: app.requirePlayer, schema: { tags, security, params: SportsbookTicketParams } },
    (request, reply) => forward(request, reply, { method: 'POST', path: `/ticket/${request.params.id}/cancel` }),
  );
  // SPEC §7 writes these two with a trailing slash, the provider without: both are answered.
  for (const slash of ['', '/']) {
    const hide = slash === '/';
    app.get(
      `${P}/betshistory${slash}`,
      { onRequest: app.requirePlayer, schema: { hide, tags, security, querystring: BetsHistoryQuery } },
      (request, reply) => forward(request, reply, { method: 'GET', path: '/betshistory', query: request.query }),
    );
    app.get(
      `${P}/:id/subbet${slash}`,
      { onRequest: app.requirePlayer, schema: { hide, tags, security, params: SportsbookTicketParams } },
      (request, reply) => forward(request, reply, { method: 'GET', path: `/${request.params.id}/subbet` }),
    );
  }
  // Beyond SPEC §7, for the terms' cash-out: the price now, and the sale at the price the player saw.
  app.get(
    `${P}/ticket/:id/cashout`,
    {
      onRequest: app.requirePlayer,
      schema: { tags, security, params: SportsbookTicketParams, querystring: CashOutQuoteQuery },
    },
    (request, reply) =>
      forward(request, reply, { method: 'GET', path: `/ticket/${request.params.id}/cashout`, query: request.query }),
  );
  app.post(
    `${P}/ticket/:id/cashout`,
    {
      onRequest: [app.requirePlayer, limitPerPlayer('cashout')],
      schema: { tags, security, params: SportsbookTicketParams, body: CashOutRequest },
    },
    (request, reply) =>
      forward(request, reply, { method: 'POST', path: `/ticket/${request.params.id}/cashout`, body: request.body }),
  );
};
