import { ReferralSite, ReferralSiteList, ReferralSiteRequest } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import type { ReferralSiteService } from './referral-sites.service.js';

/** An affiliate's referral sites (SPEC.md §5): added with a name and a link, listed with their codes. */
export const referralSiteRoutes: FastifyPluginAsyncZod<{ referralSites: ReferralSiteService }> = async (
  app,
  { referralSites },
) => {
  const schema = { tags: ['promo codes'], security: [{ bearer: [] }] };
  app.get(
    '/api/referral/sites/',
    { onRequest: app.requirePlayer, schema: { ...schema, response: { 200: ReferralSiteList } } },
    async (request) => ({ results: await referralSites.list(principalOf(request).userId) }),
  );
  app.post(
    '/api/referral/sites/',
    { onRequest: app.requirePlayer, schema: { ...schema, body: ReferralSiteRequest, response: { 201: ReferralSite } } },
    async (request, reply) =>
      reply.status(201).send(await referralSites.create(principalOf(request).userId, request.body)),
  );
};
