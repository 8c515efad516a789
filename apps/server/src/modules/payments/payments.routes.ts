import {
  CreateDepositRequest,
  CreatePayoutRequest,
  PaymentActionRequest,
  PaymentHistoryPage,
  PaymentItem,
  PaymentParams,
  PaymentsPage,
  PaymentsQuery,
  PaymentSystemList,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import { callbackRoutes } from './callback.routes.js';
import { cryptoRoutes } from './crypto.routes.js';
import { OPERATOR_ACTIONS, type OperatorAction } from './operator.service.js';
import type { Direction } from './payments.repository.js';
import type { PaymentsService } from './payments.service.js';
import { cardPageRoutes } from './processors/card.routes.js';
import { requestLocale } from '../../lib/request-locale.js';
import { systemsRoutes } from './systems.routes.js';
import { STAFF } from '../../lib/staff-roles.js';

const PREFIX = '/api/backoffice/payments';
const security = [{ bearer: [] }];

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  // The queues and their decisions are the super operator's; the systems' set-up is configuration.
  const operator = app.requireRole(...STAFF.operators);
  const tags = ['payments'];
  await app.register(callbackRoutes, { payments });
  await app.register(systemsRoutes, { payments });
  await app.register(cryptoRoutes, { payments });
  if (payments.card) await app.register(cardPageRoutes, { card: payments.card });

  for (const direction of ['deposit', 'payout'] as const satisfies Direction[]) {
    const base = `${PREFIX}/${direction}`;

    app.get(
      `${base}/`,
      {
        onRequest: app.requirePlayer,
        schema: { tags, security, querystring: PaymentsQuery, response: { 200: PaymentsPage } },
      },
      async (request) => payments.listOwn(principalOf(request).userId, direction, request.query),
    );

    if (direction === 'deposit') {
      app.post(
        `${base}/`,
        {
          onRequest: app.requirePlayer,
          schema: { tags, security, body: CreateDepositRequest, response: { 201: PaymentItem } },
        },
        async (request, reply) =>
          reply.status(201).send(await payments.createDeposit(principalOf(request).userId, request.body)),
      );
      // The payout's cancel_payment (SPEC §7), for a deposit the player has not paid: it is abandoned.
      app.post(
        `${base}/:id/cancel_payment/`,
        {
          onRequest: app.requirePlayer,
          schema: { tags, security, params: PaymentParams, response: { 200: PaymentItem } },
        },
        async (request) => payments.abandonDeposit(principalOf(request).userId, request.params.id),
      );
    } else {
      app.post(
        `${base}/`,
        {
          onRequest: app.requirePlayer,
          schema: { tags, security, body: CreatePayoutRequest, response: { 201: PaymentItem } },
        },
        async (request, reply) =>
          reply.status(201).send(await payments.createPayout(principalOf(request).userId, request.body)),
      );
      app.post(
        `${base}/:id/cancel_payment/`,
        {
          onRequest: app.requirePlayer,
          schema: { tags, security, params: PaymentParams, response: { 200: PaymentItem } },
        },
        async (request) => payments.cancelPayout(principalOf(request).userId, request.params.id),
      );
    }

    app.get(
      `${base}/system_list/`,
      { onRequest: app.requirePlayer, schema: { tags, security, response: { 200: PaymentSystemList } } },
      async (request) =>
        payments.listSystems(principalOf(request).userId, direction, requestLocale(request.headers['accept-language'])),
    );

    for (const list of ['approve', 'manual'] as const) {
      app.get(
        `${base}/${list}_list/`,
        {
          onRequest: operator,
          schema: { tags, security, querystring: PaymentsQuery, response: { 200: PaymentsPage } },
        },
        async (request) => payments.listWaiting(direction, list, request.query),
      );
    }

    app.get(
      `${base}/:id/`,
      {
        onRequest: app.requirePlayer,
        schema: { tags, security, params: PaymentParams, response: { 200: PaymentItem } },
      },
      async (request) =>
        direction === 'deposit'
          ? payments.getDeposit(principalOf(request).userId, request.params.id)
          : payments.getPayout(principalOf(request).userId, request.params.id),
    );

    for (const action of Object.keys(OPERATOR_ACTIONS) as OperatorAction[]) {
      app.post(
        `${base}/:id/${action}/`,
        {
          onRequest: operator,
          config: { auditBefore: (request) => payments.view(PaymentParams.parse(request.params).id) },
          schema: { tags, security, params: PaymentParams, body: PaymentActionRequest, response: { 200: PaymentItem } },
        },
        async (request) =>
          payments.act(principalOf(request).userId, direction, request.params.id, action, request.body?.reason),
      );
    }
  }

  app.get(
    '/services/facade/history/payment/',
    {
      onRequest: app.requirePlayer,
      schema: { tags, security, querystring: PaymentsQuery, response: { 200: PaymentHistoryPage } },
    },
    async (request) => payments.history(principalOf(request).userId, request.query),
  );
};
