import { FreeSpinInfo, GAMES_API, GrantFreeSpinsRequest, HiddenGames, type RoleCode } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import type { GamesService } from './games.service.js';

/** Staff who may configure the catalogue and grant free spins; checked on every route here. */
const OPERATOR_ROLES: RoleCode[] = ['SO', 'SA', 'O'];
const security = [{ bearer: [] }];

export const gamesBackofficeRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  const operator = app.requireRole(...OPERATOR_ROLES);
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
    GAMES_API.hiddenGames,
    { onRequest: operator, schema: { tags, security, response: { 200: HiddenGames } } },
    async () => {
      const hidden = await games.catalogue.readHidden();
      return { game_ids: hidden.games, producers: hidden.producers };
    },
  );
  app.put(
    GAMES_API.hiddenGames,
    { onRequest: operator, schema: { tags, security, body: HiddenGames, response: { 200: HiddenGames } } },
    async (request) => {
      await games.catalogue.writeHidden({ games: request.body.game_ids, producers: request.body.producers });
      const hidden = await games.catalogue.readHidden();
      return { game_ids: hidden.games, producers: hidden.producers };
    },
  );
};
