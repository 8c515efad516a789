import { timingSafeEqual } from 'node:crypto';
import {
  OperatorResultRequest,
  OperatorSettingsRequest,
  TradingEventDetail,
  TradingEventList,
  TradingEventQuery,
  TradingEventsQuery,
  TradingLiability,
  TradingOverride,
  TradingSettings,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import { localeOf } from '../feed/feed.labels.js';
import type { OperatorService } from './operator.service.js';

const EventParams = z.object({ id: z.string().regex(/^\d{1,15}$/) });
const MarketBody = z.object({ market_id: z.string().min(1).max(100).optional() }).default({});
const HoldBody = z.object({ status: z.enum(['postponed', 'cancelled']) });
const LiabilityQuery = z.object({
  event_id: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

const sameKey = (given: string, key: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The operator's API: a bearer key from the configuration (none configured: every call is
 * refused). The platform's back office calls it for its staff; no player ever holds the key.
 */
export const operatorRoutes: FastifyPluginAsyncZod<{ operator: OperatorService; key: string | undefined }> = async (
  app,
  { operator, key },
) => {
  app.addHook('onRequest', async (request) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key || !given || !sameKey(given, key))
      throw new SportsbookError('permission_denied', 403, {}, 'Operator key required.');
  });
  const tags = ['operator'];
  const event = { tags, params: EventParams };
  const changed = { response: { 200: TradingOverride } };

  app.get(
    '/api/operator/events',
    { schema: { tags, querystring: TradingEventsQuery, response: { 200: TradingEventList } } },
    async (request) => operator.events(request.query, localeOf(request.query.lang)),
  );
  app.get(
    '/api/operator/events/:id',
    { schema: { ...event, querystring: TradingEventQuery, response: { 200: TradingEventDetail } } },
    async (request) => operator.event(request.params.id, localeOf(request.query.lang)),
  );

  app.post(
    '/api/operator/events/:id/suspend',
    { schema: { ...event, ...changed, body: MarketBody } },
    async (request) => operator.suspend(request.params.id, request.body.market_id),
  );
  app.post('/api/operator/events/:id/resume', { schema: { ...event, ...changed, body: MarketBody } }, async (request) =>
    operator.resume(request.params.id, request.body.market_id),
  );
  app.post(
    '/api/operator/events/:id/result',
    { schema: { ...event, ...changed, body: OperatorResultRequest } },
    async (request) => operator.setResult(request.params.id, request.body.result),
  );
  app.post('/api/operator/events/:id/void', { schema: { ...event, ...changed } }, async (request) =>
    operator.voidEvent(request.params.id),
  );
  app.post('/api/operator/events/:id/hold', { schema: { ...event, ...changed, body: HoldBody } }, async (request) =>
    operator.holdEvent(request.params.id, request.body.status),
  );
  app.post('/api/operator/events/:id/reinstate', { schema: { ...event, ...changed } }, async (request) =>
    operator.reinstate(request.params.id),
  );
  const settings = { tags, response: { 200: TradingSettings } };
  app.get('/api/operator/settings', { schema: settings }, async () => operator.settings());
  app.put('/api/operator/settings', { schema: { ...settings, body: OperatorSettingsRequest } }, async (request) =>
    operator.updateSettings(request.body),
  );
  app.get(
    '/api/operator/liability',
    { schema: { tags, querystring: LiabilityQuery, response: { 200: TradingLiability } } },
    async (request) => operator.liability(request.query.event_id),
  );
};
