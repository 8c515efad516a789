import { FreeSpinInfo, GAMES_API, GrantFreeSpinsRequest, HiddenGames, StaffCatalogue } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    '/api/backoffice/games/',
    { onRequest: admin, schema: { tags, security, response: { 200: StaffCatalogue } } },
    () => games.catalogue.forStaff(),
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
