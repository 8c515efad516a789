import {
  Exclusion,
  ExclusionList,
  PlayerLimit,
  PlayerLimitList,
  PlaySession,
  RealityCheckRequest,
  SetLimitRequest,
  ExclusionReviewList,
  ReactivationRequest,
  SelfExclusionRequest,
  TakeBreakRequest,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import type { ExclusionsService } from './exclusions.service.js';
import type { LimitsService } from './limits.service.js';
import type { PlaySessionService } from './play-session.service.js';
import { STAFF } from '../../lib/staff-roles.js';

/**
 * Issue #23: limits; the session and its reality checks; breaks and self-exclusions; a
 * self-excluded player's request to come back; the operator's review.
 */
export const protectionRoutes: FastifyPluginAsyncZod<{
  exclusions: ExclusionsService;
  limits: LimitsService;
  session: PlaySessionService;
}> = async (app, { exclusions, limits, session }) => {
  const schema = { tags: ['protection'], security: [{ bearer: [] }] };
  const player = { onRequest: app.requirePlayer };

  app.get(
    '/api/protection/exclusions/',
    { ...player, schema: { ...schema, response: { 200: ExclusionList } } },
    (request) => exclusions.list(principalOf(request).userId),
  );
  app.post(
    '/api/protection/break/',
    { ...player, schema: { ...schema, body: TakeBreakRequest, response: { 201: Exclusion } } },
    async (request, reply) =>
      reply.status(201).send(await exclusions.takeBreak(principalOf(request).userId, request.body.period)),
  );
  app.post(
    '/api/protection/self-exclusion/',
    { ...player, schema: { ...schema, body: SelfExclusionRequest, response: { 201: Exclusion } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await exclusions.selfExclude(principalOf(request).userId, request.body.period, request.body.password)),
  );
  app.get(
    '/api/protection/limits/',
    { ...player, schema: { ...schema, response: { 200: PlayerLimitList } } },
    (request) => limits.list(principalOf(request).userId),
  );
  app.put(
    '/api/protection/limits/',
    { ...player, schema: { ...schema, body: SetLimitRequest, response: { 200: PlayerLimit } } },
    (request) => limits.set(principalOf(request).userId, request.body),
  );
  app.get('/api/protection/session/', { ...player, schema: { ...schema, response: { 200: PlaySession } } }, (request) =>
    session.describe(principalOf(request)),
  );
  app.put(
    '/api/protection/reality-check/',
    { ...player, schema: { ...schema, body: RealityCheckRequest, response: { 200: PlaySession } } },
    (request) => session.setRealityCheck(principalOf(request), request.body.minutes),
  );
  // No session: the player cannot sign in while self-excluded. Credentials are checked, and throttled as sign-ins are.
  app.post(
    '/api/protection/reactivation/',
    { schema: { tags: ['protection'], body: ReactivationRequest, response: { 200: Exclusion } } },
    (request) => exclusions.requestReactivation(request.body.username, request.body.password, request.ip),
  );

  const operator = { onRequest: app.requireRole(...STAFF.operators) };
  app.get(
    '/api/backoffice/exclusions/reactivations/',
    { ...operator, schema: { ...schema, response: { 200: ExclusionReviewList } } },
    () => exclusions.reactivationRequests(),
  );
  app.post(
    '/api/backoffice/exclusions/:id/reactivate/',
    {
      ...operator,
      schema: {
        ...schema,
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 53),
        }),
        response: { 200: Exclusion },
      },
    },
    (request) => exclusions.reactivate(request.params.id, principalOf(request).userId),
  );
};
