import {
  CreateDemoSessionRequest,
  CreateFreeSpinSessionRequest,
  CreateSessionRequest,
  FavouriteGame,
  FavouriteList,
  FavouriteRequest,
  FreeSpinInfo,
  FreeSpinList,
  FreeSpinParams,
  GameListPage,
  GameListParams,
  GameListQuery,
  GameRowParams,
  GameRowResponse,
  GAMES_API,
  GameSessionParams,
  GameSessionResponse,
  ProducerList,
  SessionParams,
  SlotsHistoryPage,
  SlotsHistoryQuery,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import type { GamesService } from './games.service.js';
import { gamesBackofficeRoutes } from './games.backoffice.routes.js';

const security = [{ bearer: [] }];

/** DELETE favourites takes its fields as a JSON body or as query parameters. */
async function bodyFromQuery(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || Object.keys(body).length === 0) request.body = request.query;
}
const noContent = { 204: z.null() };

/** The Slots calls of SPEC.md §7. Guests may browse and play demos; everything else needs a player. */
export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  const tags = ['games'];
  const player = app.requirePlayer;
  const userId = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  app.get(
    GAMES_API.favourites,
    { onRequest: player, schema: { tags, security, response: { 200: FavouriteList } } },
    async (request) => games.listFavourites(userId(request)),
  );
  app.post(
    GAMES_API.favourites,
    { onRequest: player, schema: { tags, security, body: FavouriteRequest, response: { 201: FavouriteGame } } },
    async (request, reply) => reply.status(201).send(await games.addFavourite(userId(request), request.body)),
  );
  app.delete(
    GAMES_API.favourites,
    {
      onRequest: player,
      preValidation: bodyFromQuery,
      schema: { tags, security, body: FavouriteRequest, response: noContent },
    },
    async (request, reply) => {
      await games.removeFavourite(userId(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(GAMES_API.producers, { schema: { tags, response: { 200: ProducerList } } }, async () =>
    games.catalogue.producers(),
  );
  app.get(
    GAMES_API.gameList,
    { schema: { tags, params: GameListParams, querystring: GameListQuery, response: { 200: GameListPage } } },
    async (request) => games.catalogue.listGames(request.params.provider, request.query),
  );
  app.get(
    GAMES_API.top,
    { schema: { tags, params: GameRowParams, response: { 200: GameRowResponse } } },
    async (request) => games.catalogue.topGames(request.params.x, request.params.y),
  );
  app.get(
    GAMES_API.new,
    { schema: { tags, params: GameRowParams, response: { 200: GameRowResponse } } },
    async (request) => games.catalogue.newGames(request.params.x, request.params.y),
  );

  app.post(
    GAMES_API.session,
    {
      onRequest: player,
      schema: {
        tags,
        security,
        params: SessionParams,
        body: CreateSessionRequest,
        response: { 201: GameSessionResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await games.sessions.createReal(userId(request), request.params.provider, request.body)),
  );
  app.post(
    GAMES_API.demoSession,
    {
      schema: { tags, params: SessionParams, body: CreateDemoSessionRequest, response: { 201: GameSessionResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await games.sessions.createDemo(request.params.provider, request.body)),
  );
  app.post(
    GAMES_API.freeSpinSession,
    {
      onRequest: player,
      schema: {
        tags,
        security,
        params: SessionParams,
        body: CreateFreeSpinSessionRequest,
        response: { 201: GameSessionResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await games.sessions.createFreeSpin(userId(request), request.params.provider, request.body)),
  );
  app.put(
    GAMES_API.gameSession,
    { onRequest: player, schema: { tags, security, params: GameSessionParams, response: noContent } },
    async (request, reply) => {
      await games.sessions.heartbeat(userId(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    GAMES_API.gameSession,
    { onRequest: player, schema: { tags, security, params: GameSessionParams, response: noContent } },
    async (request, reply) => {
      await games.sessions.end(userId(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    GAMES_API.freeSpins,
    { onRequest: player, schema: { tags, security, response: { 200: FreeSpinList } } },
    async (request) => games.freeSpins.list(userId(request)),
  );
  app.get(
    GAMES_API.freeSpinInfo,
    { onRequest: player, schema: { tags, security, params: FreeSpinParams, response: { 200: FreeSpinInfo } } },
    async (request) => games.freeSpins.info(userId(request), request.params.provider, request.params.sessionId),
  );
  app.post(
    GAMES_API.freeSpinExit,
    { onRequest: player, schema: { tags, security, params: FreeSpinParams, response: { 200: FreeSpinInfo } } },
    async (request) => games.freeSpins.exit(userId(request), request.params.provider, request.params.sessionId),
  );

  app.get(
    GAMES_API.slotsHistory,
    {
      onRequest: player,
      schema: { tags, security, querystring: SlotsHistoryQuery, response: { 200: SlotsHistoryPage } },
    },
    async (request) => games.slotsHistory(userId(request), request.query),
  );

  await app.register(gamesBackofficeRoutes, { games });
};
