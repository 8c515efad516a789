import { timingSafeEqual } from 'node:crypto';
import { OperatorResultRequest, OperatorSettingsRequest } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SportsbookError } from '../../lib/sportsbook-error.js';
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

  app.post('/api/operator/events/:id/suspend', { schema: { ...event, body: MarketBody } }, async (request) =>
    operator.suspend(request.params.id, request.body.market_id),
  );
  app.post('/api/operator/events/:id/resume', { schema: { ...event, body: MarketBody } }, async (request) =>
    operator.resume(request.params.id, request.body.market_id),
  );
  app.post('/api/operator/events/:id/result', { schema: { ...event, body: OperatorResultRequest } }, async (request) =>
    operator.setResult(request.params.id, request.body.result),
  );
  app.post('/api/operator/events/:id/void', { schema: event }, async (request) =>
    operator.voidEvent(request.params.id),
  );
  app.post('/api/operator/events/:id/hold', { schema: { ...event, body: HoldBody } }, async (request) =>
    operator.holdEvent(request.params.id, request.body.status),
  );
  app.post('/api/operator/events/:id/reinstate', { schema: event }, async (request) =>
    operator.reinstate(request.params.id),
  );
  app.get('/api/operator/settings', { schema: { tags } }, async () => operator.settings());
  app.put('/api/operator/settings', { schema: { tags, body: OperatorSettingsRequest } }, async (request) =>
    operator.updateSettings(request.body),
  );
  app.get('/api/operator/liability', { schema: { tags, querystring: LiabilityQuery } }, async (request) =>
    operator.liability(request.query.event_id),
  );
};
