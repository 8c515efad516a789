import { AccountClosure, AccountClosureRequest, BalancePayout, BalancePayoutRequest } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import type { ClosureService } from './closure.service.js';

/** Issue #23 (decision 038): a player closes their account; a self-excluded or closed one asks for their balance. */
export const closureRoutes: FastifyPluginAsyncZod<{ closure: ClosureService }> = async (app, { closure }) => {
  app.post(
    '/api/protection/closure/',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['protection'],
        security: [{ bearer: [] }],
        body: AccountClosureRequest,
        response: { 201: AccountClosure },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await closure.closeOnRequest(principalOf(request).userId, request.body.password, request.ip)),
  );
  // No session: the player cannot sign in while self-excluded or closed. Credentials are checked, and throttled as sign-ins are.
  app.post(
    '/api/protection/balance-payout/',
    { schema: { tags: ['protection'], body: BalancePayoutRequest, response: { 200: BalancePayout } } },
    (request) => closure.requestBalancePayout(request.body.username, request.body.password, request.ip),
  );
};
