import {
  OperatorSettingsRequest,
  TradingEventDetail,
  TradingEventList,
  TradingEventParams,
  TradingEventQuery,
  TradingEventsQuery,
  TradingHoldRequest,
  TradingLiability,
  TradingLiabilityQuery,
  TradingMarketRequest,
  TradingOverride,
  TradingResultRequest,
  TradingSettings,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '../../lib/staff-roles.js';
import type { ProviderAnswer } from '../sports/index.js';
import type { TradingService } from './trading.service.js';

const P = '/api/backoffice/sportsbook';

/**
 * Sportsbook trading (issue #25) for the super admin and the owner: the sportsbook's operator
 * API behind the platform's staff sign-in. Its answers, refusals included, come back as it gave
 * them; every change is in the audit log with the event's state before it.
 */
export const tradingRoutes: FastifyPluginAsyncZod<{ trading: TradingService }> = async (app, { trading }) => {
  const admin = app.requireRole(...STAFF.admins);
  const tags = ['sportsbook trading'];
  const security = [{ bearer: [] }];
  const send = (reply: FastifyReply, answer: ProviderAnswer) => reply.status(answer.status).send(answer.body);
  const idOf = (request: FastifyRequest) => TradingEventParams.parse(request.params).id;
  const change = {
    onRequest: admin,
    config: { auditBefore: (request: FastifyRequest) => trading.stateBefore(idOf(request)) },
  };
  const changeSchema = { tags, security, params: TradingEventParams, response: { 200: TradingOverride } };

  app.addHook('onClose', async () => trading.close());

  app.get(
    `${P}/events/`,
    {
      onRequest: admin,
      schema: { tags, security, querystring: TradingEventsQuery, response: { 200: TradingEventList } },
    },
    async (request, reply) => send(reply, await trading.events(request.query)),
  );
  app.get(
    `${P}/events/:id/`,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        params: TradingEventParams,
        querystring: TradingEventQuery,
        response: { 200: TradingEventDetail },
      },
    },
    async (request, reply) => send(reply, await trading.event(request.params.id, request.query.lang)),
  );

  app.post(
    `${P}/events/:id/suspend/`,
    { ...change, schema: { ...changeSchema, body: TradingMarketRequest } },
    async (request, reply) => send(reply, await trading.suspend(request.params.id, request.body.market_id)),
  );
  app.post(
    `${P}/events/:id/resume/`,
    { ...change, schema: { ...changeSchema, body: TradingMarketRequest } },
    async (request, reply) => send(reply, await trading.resume(request.params.id, request.body.market_id)),
  );
  app.post(
    `${P}/events/:id/result/`,
    { ...change, schema: { ...changeSchema, body: TradingResultRequest } },
    async (request, reply) => send(reply, await trading.enterResult(request.params.id, request.body.result)),
  );
  app.post(`${P}/events/:id/void/`, { ...change, schema: changeSchema }, async (request, reply) =>
    send(reply, await trading.voidEvent(request.params.id)),
  );
  app.post(
    `${P}/events/:id/hold/`,
    { ...change, schema: { ...changeSchema, body: TradingHoldRequest } },
    async (request, reply) => send(reply, await trading.hold(request.params.id, request.body.status)),
  );
  app.post(`${P}/events/:id/reinstate/`, { ...change, schema: changeSchema }, async (request, reply) =>
    send(reply, await trading.reinstate(request.params.id)),
  );

  app.get(
    `${P}/liability/`,
    {
      onRequest: admin,
      schema: { tags, security, querystring: TradingLiabilityQuery, response: { 200: TradingLiability } },
    },
    async (request, reply) => send(reply, await trading.liability(request.query.event_id)),
  );
  app.get(
    `${P}/settings/`,
    { onRequest: admin, schema: { tags, security, response: { 200: TradingSettings } } },
    async (_request, reply) => send(reply, await trading.settings()),
  );
  app.put(
    `${P}/settings/`,
    {
      onRequest: admin,
      config: {
        auditBefore: async () => {
          const answer = await trading.settings().catch(() => undefined);
          return answer?.status === 200 ? answer.body : null;
        },
      },
      schema: { tags, security, body: OperatorSettingsRequest, response: { 200: TradingSettings } },
    },
    async (request, reply) => send(reply, await trading.updateSettings(request.body)),
  );
};
