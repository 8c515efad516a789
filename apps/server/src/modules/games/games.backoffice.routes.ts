import {
  CatalogueGame,
  FreeSpinInfo,
  GAMES_API,
  GameSettingsParams,
  GameSettingsPatch,
  GrantFreeSpinsRequest,
  HiddenGames,
  LobbyOrderMove,
  StaffCatalogue,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import { STAFF } from '../../lib/staff-roles.js';
import type { GamesService } from './games.service.js';

const security = [{ bearer: [] }];

export const gamesBackofficeRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  // Free spins are a bonus grant (the super operator's); the catalogue's set-up is configuration.
  const operator = app.requireRole(...STAFF.operators);
  const admin = app.requireRole(...STAFF.admins);
  const tags = ['games (operator)'];

  app.post(
    GAMES_API.grantFreeSpins,
    { onRequest: operator, schema: { tags, security, body: GrantFreeSpinsRequest, response: { 201: FreeSpinInfo } } },
    async (request, reply) => {
      const { user_id, provider, game_id, count, bet, valid_hours } = request.body;
      const granted = await games.freeSpins.grant(
        { userId: user_id, provider, gameId: game_id, count, bet, validHours: valid_hours },
        principalOf(request).userId,
      );
      return reply.status(201).send(granted);
    },
  );

  app.get(
    GAMES_API.staffCatalogue,
    { onRequest: admin, schema: { tags, security, response: { 200: StaffCatalogue } } },
    () => games.catalogue.forStaff(),
  );

  // The lobby's order, a category of the operator's, a game switched off: decision 045.
  app.put(
    GAMES_API.lobbyOrder,
    { onRequest: admin, schema: { tags, security, body: LobbyOrderMove, response: { 204: z.null() } } },
    async (request, reply) => {
      await games.catalogue.move(request.body);
      return reply.status(204).send(null);
    },
  );
  app.patch(
    GAMES_API.gameSettings,
    {
      onRequest: admin,
      config: { auditBefore: (request) => games.catalogue.staffGame(GameSettingsParams.parse(request.params).id) },
      schema: {
        tags,
        security,
        params: GameSettingsParams,
        body: GameSettingsPatch,
        response: { 200: CatalogueGame },
      },
    },
    async (request) => games.catalogue.updateSettings(request.params.id, request.body),
  );

  app.get(
    GAMES_API.hiddenGames,
    { onRequest: admin, schema: { tags, security, response: { 200: HiddenGames } } },
    async () => {
      const hidden = await games.catalogue.readHidden();
      return { game_ids: hidden.games, producers: hidden.producers };
    },
  );
  app.put(
    GAMES_API.hiddenGames,
    {
      onRequest: admin,
      config: {
        auditBefore: async () => {
          const hidden = await games.catalogue.readHidden();
          return { game_ids: hidden.games, producers: hidden.producers };
        },
      },
      schema: { tags, security, body: HiddenGames, response: { 200: HiddenGames } },
    },
    async (request) => {
      await games.catalogue.writeHidden({ games: request.body.game_ids, producers: request.body.producers });
      const hidden = await games.catalogue.readHidden();
      return { game_ids: hidden.games, producers: hidden.producers };
    },
  );
};
