import {
  CreatePromoCodeRequest,
  PromoActivateRequest,
  PromoActivation,
  PromoActivationList,
  PromoCode,
  PromoCodeList,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import { createPlayerLimit } from '../../plugins/player-limit.js';
import type { PromoCodeService } from './promo-codes.service.js';
import { STAFF } from '../../lib/staff-roles.js';

/** SPEC.md §7 POST /api/referral/activate/, the player's activations, and the operator's codes (roles SO and O). */
export const promoCodeRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodeService }> = async (app, { promoCodes }) => {
  const schema = { tags: ['promo codes'], security: [{ bearer: [] }] };
  const limitPerPlayer = createPlayerLimit();

  app.post(
    '/api/referral/activate/',
    {
      onRequest: [app.requirePlayer, limitPerPlayer('promo-activate')],
      schema: { ...schema, body: PromoActivateRequest, response: { 200: PromoActivation } },
    },
    (request) => promoCodes.activate(principalOf(request).userId, request.body.code),
  );

  app.get(
    '/api/referral/activations/',
    { onRequest: app.requirePlayer, schema: { ...schema, response: { 200: PromoActivationList } } },
    async (request) => ({ results: await promoCodes.activations(principalOf(request).userId) }),
  );

  const operator = { onRequest: app.requireRole(...STAFF.operators) };
  app.get(
    '/api/backoffice/promo-codes/',
    { ...operator, schema: { ...schema, response: { 200: PromoCodeList } } },
    async () => ({
      results: await promoCodes.list(),
    }),
  );

  app.post(
    '/api/backoffice/promo-codes/',
    { ...operator, schema: { ...schema, body: CreatePromoCodeRequest, response: { 201: PromoCode } } },
    async (request, reply) =>
      reply.status(201).send(await promoCodes.create(request.body, principalOf(request).userId)),
  );

  app.post(
    '/api/backoffice/promo-codes/:id/disable/',
    {
      ...operator,
      schema: { ...schema, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: PromoCode } },
    },
    (request) => promoCodes.disable(request.params.id),
  );
};
