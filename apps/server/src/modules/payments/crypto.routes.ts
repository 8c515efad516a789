import {
  AvailableCurrencies,
  CreateCryptoPaymentRequest,
  CRYPTO_PAY_PREFIX,
  CryptoPayment,
  CryptoPaymentParams,
  MinAmount,
  MinAmountQuery,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import type { PaymentsService } from './payments.service.js';

/** SPEC.md §7 Crypto: the coins, a fresh address per deposit, and a coin's minimum. */
export const cryptoRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  const tags = ['crypto'];
  const security = [{ bearer: [] }];

  app.get(
    `${CRYPTO_PAY_PREFIX}/available-currencies`,
    { schema: { tags, response: { 200: AvailableCurrencies } } },
    async () => payments.crypto.availableCurrencies(),
  );

  app.get(
    `${CRYPTO_PAY_PREFIX}/min-amount`,
    { schema: { tags, querystring: MinAmountQuery, response: { 200: MinAmount } } },
    async (request) => payments.crypto.minAmount(request.query),
  );

  app.post(
    `${CRYPTO_PAY_PREFIX}/create-payment`,
    {
      onRequest: app.requirePlayer,
      schema: { tags, security, body: CreateCryptoPaymentRequest, response: { 201: CryptoPayment } },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.crypto.createPayment(principalOf(request).userId, request.body)),
  );

  app.get(
    `${CRYPTO_PAY_PREFIX}/payment/:id`,
    {
      onRequest: app.requirePlayer,
      schema: { tags, security, params: CryptoPaymentParams, response: { 200: CryptoPayment } },
    },
    async (request) => payments.crypto.getPayment(principalOf(request).userId, request.params.id),
  );
};
