import { Transaction, TransactionParams, TransactionsPage, TransactionsQuery } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const common = { onRequest: app.requirePlayer };
  const schema = { tags: ['transactions'], security: [{ bearer: [] }] };

  app.get(
    '/api/backoffice/transactions/',
    { ...common, schema: { ...schema, querystring: TransactionsQuery, response: { 200: TransactionsPage } } },
    (request) => wallet.listPlayerTransactions(principalOf(request).userId, request.query),
  );

  app.get(
    '/api/backoffice/transactions/:id/',
    { ...common, schema: { ...schema, params: TransactionParams, response: { 200: Transaction } } },
    (request) => wallet.getPlayerTransaction(principalOf(request).userId, request.params.id),
  );
};
