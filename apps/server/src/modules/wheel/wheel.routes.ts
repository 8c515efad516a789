import {
  WheelHistoryPage,
  WheelHistoryQuery,
  WheelOperatorView,
  WheelPrize,
  WheelPublicSettings,
  WheelSpinRequest,
  WheelSpinResult,
  WheelTerms,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import { createPlayerLimit } from '../../plugins/player-limit.js';
import type { WheelService } from './wheel.service.js';
import { STAFF } from '../../lib/staff-roles.js';

/** SPEC.md §7 Wheel: the wheel's terms and prizes (a guest sees them too), spins and their history; the operator's terms. */
export const wheelRoutes: FastifyPluginAsyncZod<{ wheel: WheelService }> = async (app, { wheel }) => {
  const schema = { tags: ['wheel'], security: [{ bearer: [] }] };
  const player = { onRequest: app.requirePlayer, schema };
  // A guest sees the wheel; a signed-in player sees it in their currency, with their free spin.
  const guestOrPlayer = {
    onRequest: async (request: FastifyRequest) => {
      if (request.headers.authorization) await app.requirePlayer(request);
    },
    schema,
  };
  const userIdOf = (request: FastifyRequest) => request.principal?.userId ?? null;
  const limitPerPlayer = createPlayerLimit();

  app.get(
    '/services/wheel/settings/public/',
    { ...guestOrPlayer, schema: { ...schema, response: { 200: WheelPublicSettings } } },
    (request) => wheel.publicSettings(userIdOf(request)),
  );
  app.get(
    '/services/wheel/prizes/',
    { ...guestOrPlayer, schema: { ...schema, response: { 200: z.array(WheelPrize) } } },
    (request) => wheel.prizes(userIdOf(request)),
  );
  app.post(
    '/services/wheel/spin/',
    {
      onRequest: [app.requirePlayer, limitPerPlayer('wheel-spin')],
      schema: { ...schema, body: WheelSpinRequest, response: { 200: WheelSpinResult } },
    },
    (request) => wheel.spin(principalOf(request).userId, request.body.is_free),
  );
  app.get(
    '/services/wheel/statistics/betshistory/',
    { ...player, schema: { ...schema, querystring: WheelHistoryQuery, response: { 200: WheelHistoryPage } } },
    (request) => wheel.history(principalOf(request).userId, request.query),
  );

  const operator = { onRequest: app.requireRole(...STAFF.operators), schema };
  app.get('/api/backoffice/wheel/', { ...operator, schema: { ...schema, response: { 200: WheelOperatorView } } }, () =>
    wheel.operatorView(),
  );
  app.put(
    '/api/backoffice/wheel/',
    { ...operator, schema: { ...schema, body: WheelTerms, response: { 200: WheelOperatorView } } },
    (request) => wheel.updateTerms(request.body),
  );
};
