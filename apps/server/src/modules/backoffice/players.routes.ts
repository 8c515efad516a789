import {
  KycDocuments,
  NewPlayerNote,
  NewPlayerRequest,
  PlayerLimitList,
  PlayerNotes,
  PlayerSessions,
  PlayerDetail,
  PlayerParams,
  PlayersPage,
  PlayersQuery,
  TransactionsPage,
  TransactionsQuery,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale.js';
import { STAFF } from '../../lib/staff-roles.js';
import { principalOf } from '../../plugins/auth.js';
import type { PlayersService } from './players.service.js';

const tags = ['players'];
const security = [{ bearer: [] }];

/** The players screen's calls: cashiers and agents see their own players, operators every player. */
export const playersRoutes: FastifyPluginAsyncZod<{ players: PlayersService }> = async (app, { players }) => {
  const viewers = { onRequest: app.requireRole(...STAFF.cashiers, ...STAFF.operators) };
  app.get(
    '/api/backoffice/players/',
    { ...viewers, schema: { tags, security, querystring: PlayersQuery, response: { 200: PlayersPage } } },
    (request) => players.list(principalOf(request), request.query),
  );
  // A cashier or an agent makes a player under them (issue #25); operators find players, never make them.
  app.post(
    '/api/backoffice/players/',
    {
      onRequest: app.requireRole(...STAFF.cashiers),
      schema: { tags, security, body: NewPlayerRequest, response: { 201: PlayerDetail } },
    },
    async (request, reply) => reply.status(201).send(await players.create(principalOf(request), request.body)),
  );
  app.get(
    '/api/backoffice/players/:id/',
    { ...viewers, schema: { tags, security, params: PlayerParams, response: { 200: PlayerDetail } } },
    (request) => players.get(principalOf(request), request.params.id),
  );
  app.get(
    '/api/backoffice/players/:id/transactions/',
    {
      ...viewers,
      schema: {
        tags,
        security,
        params: PlayerParams,
        querystring: TransactionsQuery,
        response: { 200: TransactionsPage },
      },
    },
    (request) =>
      players.transactions(
        principalOf(request),
        request.params.id,
        request.query,
        requestLocale(request.headers['accept-language']),
      ),
  );

  const records = [
    ['documents', KycDocuments, players.documents],
    ['limits', PlayerLimitList, players.limits],
    ['sessions', PlayerSessions, players.sessions],
    ['notes', PlayerNotes, players.notes],
  ] as const;
  for (const [record, schema, read] of records)
    app.get(
      `/api/backoffice/players/:id/${record}/`,
      { ...viewers, schema: { tags, security, params: PlayerParams, response: { 200: schema } } },
      (request) => read(principalOf(request), request.params.id),
    );
  app.post(
    '/api/backoffice/players/:id/notes/',
    {
      ...viewers,
      schema: { tags, security, params: PlayerParams, body: NewPlayerNote, response: { 201: PlayerNotes } },
    },
    async (request, reply) =>
      reply.status(201).send(await players.addNote(principalOf(request), request.params.id, request.body.text)),
  );

  const operators = app.requireRole(...STAFF.operators);
  for (const [action, banned] of [
    ['ban', true],
    ['unban', false],
  ] as const)
    app.post(
      `/api/backoffice/players/:id/${action}/`,
      {
        onRequest: operators,
        config: { auditBefore: (request) => players.get(principalOf(request), PlayerParams.parse(request.params).id) },
        schema: { tags, security, params: PlayerParams, response: { 200: PlayerDetail } },
      },
      (request) => players.setBanned(principalOf(request), request.params.id, banned),
    );
};
