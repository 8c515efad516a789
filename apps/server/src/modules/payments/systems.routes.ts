import {
  CreatePaymentSystemRequest,
  PaymentSystemConfig,
  PaymentSystemConfigList,
  PaymentSystemKindList,
  PaymentSystemParams,
  UpdatePaymentSystemRequest,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsService } from './payments.service.js';
import { STAFF } from '../../lib/staff-roles.js';

const PREFIX = '/api/backoffice/payments/systems';

/** The super admin configures payment systems; every route checks the role on the server. */
export const systemsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  const operator = app.requireRole(...STAFF.admins);
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  app.get(
    `${PREFIX}/`,
    { onRequest: operator, schema: { tags, security, response: { 200: PaymentSystemConfigList } } },
    async () => payments.systemsConfig.list(),
  );

  app.get(
    `${PREFIX}/kinds/`,
    { onRequest: operator, schema: { tags, security, response: { 200: PaymentSystemKindList } } },
    async () => payments.systemsConfig.kinds(),
  );

  app.post(
    `${PREFIX}/`,
    {
      onRequest: operator,
      schema: { tags, security, body: CreatePaymentSystemRequest, response: { 201: PaymentSystemConfig } },
    },
    async (request, reply) => reply.status(201).send(await payments.systemsConfig.create(request.body)),
  );

  app.patch(
    `${PREFIX}/:direction/:slug/`,
    {
      onRequest: operator,
      schema: {
        tags,
        security,
        params: PaymentSystemParams,
        body: UpdatePaymentSystemRequest,
        response: { 200: PaymentSystemConfig },
      },
    },
    async (request) => payments.systemsConfig.update(request.params.direction, request.params.slug, request.body),
  );
};
