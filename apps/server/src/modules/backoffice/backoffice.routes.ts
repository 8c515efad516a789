import {
  CashierTransferRequest,
  Transaction,
  TransactionParams,
  TransactionsPage,
  TransactionsQuery,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.js';
import { principalOf } from '../../plugins/auth.js';
import type { BackofficeService } from './backoffice.service.js';
import { STAFF } from '../../lib/staff-roles.js';

const Party = z.object({ id: z.number(), balance: z.number() });
const CashierTransferResponse = z.object({ amount: z.number(), currency: z.string(), sender: Party, recipient: Party });

export const backofficeRoutes: FastifyPluginAsyncZod<{ backoffice: BackofficeService }> = async (
  app,
  { backoffice },
) => {
  const player = {
    onRequest: app.requirePlayer,
    schema: { tags: ['transactions'], security: [{ bearer: [] }] },
  };

  app.get(
    '/api/backoffice/transactions/',
    { ...player, schema: { ...player.schema, querystring: TransactionsQuery, response: { 200: TransactionsPage } } },
    (request) =>
      backoffice.listPlayerTransactions(
        principalOf(request).userId,
        request.query,
        requestLocale(request.headers['accept-language']),
      ),
  );

  app.get(
    '/api/backoffice/transactions/:id/',
    { ...player, schema: { ...player.schema, params: TransactionParams, response: { 200: Transaction } } },
    (request) =>
      backoffice.getPlayerTransaction(
        principalOf(request).userId,
        request.params.id,
        requestLocale(request.headers['accept-language']),
      ),
  );

  app.post(
    '/api/backoffice/transactions/',
    {
      onRequest: app.requireRole(...STAFF.cashiers),
      schema: {
        tags: ['transactions'],
        security: [{ bearer: [] }],
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: CashierTransferRequest,
        response: { 201: CashierTransferResponse },
      },
    },
    async (request, reply) => {
      const result = await backoffice.cashierTransfer(
        principalOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send(result);
    },
  );
};
