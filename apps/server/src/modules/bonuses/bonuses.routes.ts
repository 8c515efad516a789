import {
  BonusExchangeAnswer,
  BonusOffers,
  BonusExchangeRequest,
  BonusExchangeTerms,
  BonusHistoryPage,
  BonusHistoryQuery,
  ManualBonusRequest,
  Wagers,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import { createPlayerLimit } from '../../plugins/player-limit.js';
import type { BonusOffersService } from './bonus-offers.service.js';
import type { BonusService } from './bonuses.service.js';
import type { WageringService } from './wagering.service.js';
import { STAFF } from '../../lib/staff-roles.js';

const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });
const ManualBonusAnswer = z.object({ user_id: z.number(), currency: z.string(), bonusBalance: z.number() });

/** SPEC.md §7 Bonus: the player's exchange and histories; the operator's grants by hand (roles SO and O). */
export const bonusRoutes: FastifyPluginAsyncZod<{
  bonus: BonusService;
  offers: BonusOffersService;
  wagering: WageringService;
}> = async (app, { bonus, offers, wagering }) => {
  const player = { onRequest: app.requirePlayer, schema: { tags: ['bonus'], security: [{ bearer: [] }] } };
  const limitPerPlayer = createPlayerLimit();

  app.get(
    '/api/bonus-system/offers/',
    { ...player, schema: { ...player.schema, response: { 200: BonusOffers } } },
    (request) => offers.offers(principalOf(request).userId),
  );

  app.get(
    '/api/bonus-system/wagering/',
    { ...player, schema: { ...player.schema, response: { 200: Wagers } } },
    (request) => wagering.list(principalOf(request).userId),
  );

  app.get(
    '/api/bonus-system/exchange/',
    { ...player, schema: { ...player.schema, response: { 200: BonusExchangeTerms } } },
    (request) => bonus.exchangeTerms(principalOf(request).userId),
  );

  app.post(
    '/api/bonus-system/bonusbalance-to-balance/',
    {
      onRequest: [app.requirePlayer, limitPerPlayer('bonus-exchange')],
      schema: {
        ...player.schema,
        headers: IdempotencyHeaders,
        body: BonusExchangeRequest,
        response: { 200: BonusExchangeAnswer },
      },
    },
    (request) => bonus.exchange(principalOf(request).userId, request.body.amount, request.headers['idempotency-key']),
  );

  for (const [path, only] of [
    ['/api/bonus-system/bonusbalance/history', undefined],
    ['/api/bonus-system/cashback/history', 'Cashback'],
  ] as const) {
    app.get(
      path,
      { ...player, schema: { ...player.schema, querystring: BonusHistoryQuery, response: { 200: BonusHistoryPage } } },
      (request) => bonus.history(principalOf(request).userId, request.query, only),
    );
  }

  app.post(
    '/api/backoffice/bonuses/',
    {
      onRequest: app.requireRole(...STAFF.operators),
      schema: {
        tags: ['bonus'],
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: ManualBonusRequest,
        response: { 201: ManualBonusAnswer },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await bonus.manual(request.body, principalOf(request).role, request.headers['idempotency-key'])),
  );
};
