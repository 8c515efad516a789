import { IntegrationLoginAnswer, IntegrationLoginRequest, IntegrationParams } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import { nativeSportsbookRoutes } from './sports.native.routes.js';
import type { SportsService } from './sports.service.js';

/**
 * The sportsbook integrations' calls of SPEC.md §7: betting needs a signed-in player (§5),
 * and an integration the operator turned off answers integration_disabled.
 */
export const sportsRoutes: FastifyPluginAsyncZod<{ sports: SportsService }> = async (app, { sports }) => {
  await app.register(nativeSportsbookRoutes, { sports });
  app.post(
    '/api/integrations/:integration/login',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['sports'],
        security: [{ bearer: [] }],
        params: IntegrationParams,
        body: IntegrationLoginRequest,
        response: { 200: IntegrationLoginAnswer },
      },
    },
    async (request) => sports.login(principalOf(request).userId, request.params.integration),
  );
};
