import { JackpotList, JackpotRoundList, JackpotRoundsQuery, JackpotTerms } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JackpotsService } from './jackpots.service.js';
import { STAFF } from '../../lib/staff-roles.js';

/** SPEC.md §7 Jackpots: the pools (a guest sees the default currency's), the ended rounds' proofs, the operator's terms. */
export const jackpotRoutes: FastifyPluginAsyncZod<{ jackpots: JackpotsService }> = async (app, { jackpots }) => {
  const schema = { tags: ['jackpots'], security: [{ bearer: [] }] };
  const guestOrPlayer = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.requirePlayer(request);
  };
  const userIdOf = (request: FastifyRequest) => request.principal?.userId ?? null;

  app.get(
    '/api/jackpot/v1/jackpots/',
    { onRequest: guestOrPlayer, schema: { ...schema, response: { 200: JackpotList } } },
    (request) => jackpots.list(userIdOf(request)),
  );
  app.get(
    '/api/jackpot/v1/rounds/',
    {
      onRequest: guestOrPlayer,
      schema: { ...schema, querystring: JackpotRoundsQuery, response: { 200: JackpotRoundList } },
    },
    (request) => jackpots.rounds(userIdOf(request), request.query),
  );

  const operator = app.requireRole(...STAFF.operators);
  app.get(
    '/api/backoffice/jackpots/',
    { onRequest: operator, schema: { ...schema, response: { 200: JackpotTerms } } },
    () => jackpots.terms(),
  );
  app.put(
    '/api/backoffice/jackpots/',
    { onRequest: operator, schema: { ...schema, body: JackpotTerms, response: { 200: JackpotTerms } } },
    (request) => jackpots.updateTerms(request.body),
  );
};
