import { type FavouriteGame, favouriteKey, type SlotsHistoryPage } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SeamlessService } from '../seamless/index.js';
import type { SettingsService } from '../settings/index.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import { createCatalogue } from './catalogue.service.js';
import { createFreeSpins } from './free-spins.service.js';
import { createGameSessions } from './game-sessions.service.js';
import * as repo from './games.repository.js';
import type { GameProviderAdapter } from './providers/provider.js';

export type GamesService = ReturnType<typeof createGamesService>;

const DAY_MS = 24 * 3_600_000;
const dayStart = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

function toFavourite(row: { provider: string; game_id: string; created_at: Date }): FavouriteGame {
  return {
    key: favouriteKey(row.game_id, row.provider),
    provider: row.provider,
    game_id: row.game_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The casino: catalogue, favourites, game sessions, free spins and the slots history. */
export function createGamesService(deps: {
  db: Db;
  now: () => Date;
  adapters: GameProviderAdapter[];
  seamless: SeamlessService;
  settings: SettingsService;
  users: UsersService;
  wallet: WalletService;
}) {
  const adapters = new Map(deps.adapters.map((adapter) => [adapter.code, adapter]));
  const catalogue = createCatalogue({
    db: deps.db,
    now: deps.now,
    adapters,
    mostPlayedGames: deps.seamless.mostPlayedGames,
  });
  const freeSpins = createFreeSpins({ db: deps.db, now: deps.now, users: deps.users, catalogue });
  const sessions = createGameSessions({ ...deps, catalogue, freeSpins });

  return {
    catalogue,
    sessions,
    freeSpins,

    /** Registers every provider's wallet secret with the seamless wallet (at start). */
    async registerProviders() {
      for (const adapter of adapters.values())
        await deps.seamless.registerProvider({ code: adapter.code, name: adapter.name, secret: adapter.walletSecret });
    },

    async listFavourites(userId: number): Promise<FavouriteGame[]> {
      return (await repo.listFavourites(deps.db, userId)).map(toFavourite);
    },

    /** Marks a game the lobby shows as a favourite; adding it twice keeps one. */
    async addFavourite(userId: number, request: { provider: string; game_id: string }): Promise<FavouriteGame> {
      const { adapter, game } = await catalogue.findGame(request.provider, request.game_id);
      return toFavourite(await repo.addFavourite(deps.db, { userId, provider: adapter.code, gameId: game.game_id }));
    },

    /** Removes one of the player's own favourites. */
    async removeFavourite(userId: number, request: { provider: string; game_id: string }) {
      const removed = await repo.removeFavourite(deps.db, {
        userId,
        provider: request.provider,
        gameId: request.game_id,
      });
      if (!removed) throw new AppError('not_found', 404, 'This game is not among your favourites.');
    },

    /** The player's own slots history (SPEC.md §7 betshistory); dates are whole UTC days. */
    async slotsHistory(
      userId: number,
      query: { page: number; page_size: number; date_from?: string; date_to?: string; producer?: string | undefined },
    ): Promise<SlotsHistoryPage> {
      const balances = await deps.wallet.getPlayerBalances(userId);
      const gameKeys = query.producer ? await catalogue.producerGameKeys(query.producer) : undefined;
      return deps.seamless.slotsHistory(
        userId,
        {
          page: query.page,
          pageSize: query.page_size,
          from: query.date_from ? dayStart(query.date_from) : undefined,
          to: query.date_to ? new Date(dayStart(query.date_to).getTime() + DAY_MS) : undefined,
          gameKeys,
        },
        balances?.currency ?? 'EUR',
      );
    },
  };
}
