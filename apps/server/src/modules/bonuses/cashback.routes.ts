import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CashbackService } from './cashback.service.js';
import { STAFF } from '../../lib/staff-roles.js';

/**
 * The operator pays the last ended period's cashback now instead of at the job's next hourly
 * run (roles SO and O); as safe as the job: a period is paid once per player however often.
 */
export const cashbackRoutes: FastifyPluginAsyncZod<{ cashback: CashbackService }> = async (app, { cashback }) => {
  app.post(
    '/api/backoffice/cashback/pay/',
    {
      onRequest: app.requireRole(...STAFF.operators),
      schema: {
        tags: ['bonus'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ players: z.number().int() }) },
      },
    },
    async () => ({ players: await cashback.payLastPeriod() }),
  );
};
