import {
  AgentActivity,
  AgentActivityQuery,
  AgentCommissionPaid,
  AgentCommissionPaymentList,
  AgentList,
  AgentParams,
  AgentSummary,
  CommissionPaymentRequest,
  CommissionRateRequest,
  NewAgentRequest,
  ReferralSite,
  ReferralSiteList,
  ReferralSiteRequest,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '../../lib/staff-roles.js';
import { principalOf } from '../../plugins/auth.js';
import type { ReferralSiteService } from '../bonuses/index.js';
import type { AgentsService } from './agents.service.js';

const tags = ['agents'];
const security = [{ bearer: [] }];

/**
 * The agents screen's calls (issue #25, decision 044): an agent's sub-agents, their players'
 * activity and the agent's commission, the agent's referral sites; the owner oversees every agent.
 */
export const agentsRoutes: FastifyPluginAsyncZod<{
  agents: AgentsService;
  referralSites: ReferralSiteService;
}> = async (app, { agents, referralSites }) => {
  const network = { onRequest: app.requireRole(...STAFF.agentNetwork) };
  app.get(
    '/api/backoffice/agents/',
    { ...network, schema: { tags, security, response: { 200: AgentList } } },
    (request) => agents.list(principalOf(request)),
  );
  app.post(
    '/api/backoffice/agents/',
    { ...network, schema: { tags, security, body: NewAgentRequest, response: { 201: AgentSummary } } },
    async (request, reply) => reply.status(201).send(await agents.create(principalOf(request), request.body)),
  );
  app.get(
    '/api/backoffice/agents/activity/',
    { ...network, schema: { tags, security, querystring: AgentActivityQuery, response: { 200: AgentActivity } } },
    (request) => agents.activity(principalOf(request), request.query),
  );
  app.put(
    '/api/backoffice/agents/:id/commission/',
    {
      onRequest: app.requireRole(...STAFF.owners),
      config: { auditBefore: (request) => agents.get(principalOf(request), AgentParams.parse(request.params).id) },
      schema: { tags, security, params: AgentParams, body: CommissionRateRequest, response: { 200: AgentSummary } },
    },
    (request) => agents.setCommissionRate(request.params.id, request.body.rate),
  );
  // The owner pays a period's commission into the agent's cash; the audit keeps the agent (balance) before.
  app.post(
    '/api/backoffice/agents/:id/commission/payments/',
    {
      onRequest: app.requireRole(...STAFF.owners),
      config: { auditBefore: (request) => agents.get(principalOf(request), AgentParams.parse(request.params).id) },
      schema: {
        tags,
        security,
        params: AgentParams,
        body: CommissionPaymentRequest,
        response: { 201: AgentCommissionPaid },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await agents.payCommission(principalOf(request).userId, request.params.id, request.body)),
  );
  app.get(
    '/api/backoffice/agents/:id/commission/payments/',
    { ...network, schema: { tags, security, params: AgentParams, response: { 200: AgentCommissionPaymentList } } },
    async (request) => ({ results: await agents.payments(principalOf(request), request.params.id) }),
  );

  // The agent's own referral sites (SPEC §5), the same as a player's: a code each, its sign-ups counted.
  const agent = { onRequest: app.requireRole(...STAFF.agents) };
  app.get(
    '/api/backoffice/referral-sites/',
    { ...agent, schema: { tags, security, response: { 200: ReferralSiteList } } },
    async (request) => ({ results: await referralSites.list(principalOf(request).userId) }),
  );
  app.post(
    '/api/backoffice/referral-sites/',
    { ...agent, schema: { tags, security, body: ReferralSiteRequest, response: { 201: ReferralSite } } },
    async (request, reply) =>
      reply.status(201).send(await referralSites.create(principalOf(request).userId, request.body)),
  );
};
