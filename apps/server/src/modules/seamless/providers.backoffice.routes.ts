import { GAMES_API, ProviderList, ProviderParams, RotatedSecret } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '../../lib/staff-roles.js';
import type { SeamlessService } from './seamless.service.js';

/**
 * The super admin's game providers (decision 045): listed without their secrets, and a new
 * wallet secret for one, shown once in the answer (the audit log masks it: plugins/audit.ts).
 */
export const providersBackofficeRoutes: FastifyPluginAsyncZod<{ seamless: SeamlessService }> = async (
  app,
  { seamless },
) => {
  const admin = app.requireRole(...STAFF.admins);
  const tags = ['games (operator)'];
  const security = [{ bearer: [] }];

  app.get(GAMES_API.providers, { onRequest: admin, schema: { tags, security, response: { 200: ProviderList } } }, () =>
    seamless.secrets.list(),
  );
  app.post(
    GAMES_API.rotateSecret,
    {
      onRequest: admin,
      config: { auditBefore: (request) => seamless.secrets.find(ProviderParams.parse(request.params).code) },
      schema: { tags, security, params: ProviderParams, response: { 200: RotatedSecret } },
    },
    async (request) => seamless.secrets.rotate(request.params.code),
  );
};
