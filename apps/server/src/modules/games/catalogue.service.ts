import {
  type CatalogueGame,
  type GameListPage,
  type GameSettingsPatch,
  type LobbyMove,
  type LobbyOrderMove,
  type GameType,
  type Producer,
  type ServerGame,
  type StaffCatalogue,
  GAME_ID_LISTS,
} from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { toCatalogueGame, toServerGame } from './games.mapper.js';
import * as repo from './games.repository.js';
import { moved, placesOf } from './lobby-order.js';
import { type GameProviderAdapter, ProviderUnavailableError } from './providers/provider.js';

/** Most-played games are counted over this window for the top list. */
const TOP_WINDOW_MS = 30 * 24 * 3_600_000;

export interface CatalogueDeps {
  db: Db;
  now: () => Date;
  adapters: Map<string, GameProviderAdapter>;
  /** Counts of rounds per game since a time (the seamless module's view). */
  mostPlayedGames: (since: Date, limit: number) => Promise<{ provider: string; gameId: string; rounds: number }[]>;
}

export type Catalogue = ReturnType<typeof createCatalogue>;

/**
 * The places to write after moving `key` in the lobby's order, read as `entries` (the placed ones
 * first, as the repository reads them); not_found when it is not there.
 */
function placesAfterMove<K>(entries: { key: K; position: number | null }[], key: K, move: LobbyMove, what: string) {
  const order = { order: entries.map((e) => e.key), placed: entries.filter((e) => e.position !== null).length };
  const next = moved(order, key, move);
  if (!next) throw new AppError('not_found', 404, `No such ${what}.`);
  return placesOf(next);
}

/** The catalogue: synced from every provider, filtered by the operator's hidden ids and producers. */
export function createCatalogue(deps: CatalogueDeps) {
  function adapterOf(code: string): GameProviderAdapter {
    const adapter = deps.adapters.get(code);
    if (!adapter) throw new AppError('provider_not_found', 404, 'Provider not found in configuration');
    return adapter;
  }

  /** Replaces one provider's catalogue with what it lists now; when it cannot be reached, keeps the last one. */
  async function syncProvider(code: string): Promise<{ ok: true; games: number } | { ok: false; error: string }> {
    const adapter = adapterOf(code);
    let games;
    try {
      games = await adapter.fetchCatalogue();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return { ok: false, error: error.message };
      throw error;
    }
    // An empty answer is far likelier a provider's fault than a provider without games:
    // emptying the lobby on it would be worse than keeping the last catalogue.
    if (games.length === 0) return { ok: false, error: `${code} answered an empty catalogue` };
    const producers = [...new Map(games.map((g) => [g.producer.code, g.producer])).values()];
    await deps.db.transaction().execute(async (tx) => {
      await repo.upsertProducers(tx, adapter.code, producers);
      await repo.replaceCatalogue(tx, adapter.code, games, deps.now());
    });
    return { ok: true, games: games.length };
  }

  async function hiddenSets() {
    const hidden = await repo.readHidden(deps.db);
    return { games: new Set(hidden.games), producers: new Set(hidden.producers) };
  }

  /** One game as staff manage it; not_found when there is no such catalogue row. */
  async function staffGame(id: number): Promise<CatalogueGame> {
    const [game, hidden] = await Promise.all([repo.findStaffGame(deps.db, id), hiddenSets()]);
    if (!game) throw new AppError('not_found', 404, 'No such game.');
    return toCatalogueGame(game, hidden);
  }

  return {
    adapterOf,
    syncProvider,

    /** The providers whose catalogues are synced (the platform's jobs sync each). */
    providerCodes(): string[] {
      return [...deps.adapters.keys()];
    },

    /** A provider's visible games, a page at a time (SPEC.md §7 per-provider game list). */
    async listGames(
      code: string,
      query: { page: number; page_size: number; producer?: string | undefined; game_type?: GameType | undefined },
    ): Promise<GameListPage> {
      adapterOf(code);
      const filter = { integration: code, producer: query.producer, gameType: query.game_type };
      const [rows, count] = await Promise.all([
        repo.listGames(deps.db, filter, { limit: query.page_size, offset: (query.page - 1) * query.page_size }),
        repo.countGames(deps.db, filter),
      ]);
      return { count, page: query.page, page_size: query.page_size, results: rows.map(toServerGame) };
    },

    /** The most played games of the last 30 days, topped up with the popular list. */
    async topGames(x: string, count: number): Promise<{ games: ServerGame[] }> {
      const filter = { integration: x === 'all' ? undefined : adapterOf(x).code };
      const played = await deps.mostPlayedGames(new Date(deps.now().getTime() - TOP_WINDOW_MS), count * 4);
      const popular = [...deps.adapters.keys()].flatMap((provider) =>
        GAME_ID_LISTS.popular.map((gameId) => ({ provider, gameId })),
      );
      const keys = [...played, ...popular];
      const rows = await repo.gamesByKeys(deps.db, filter, keys);
      const rank = (row: repo.GameRow) =>
        keys.findIndex((k) => k.provider === row.integration && k.gameId === row.game_id);
      const games = rows.sort((a, b) => rank(a) - rank(b)).slice(0, count);
      return { games: games.map(toServerGame) };
    },

    /** The games that appeared in the catalogue most recently. */
    async newGames(x: string, count: number): Promise<{ games: ServerGame[] }> {
      const filter = { integration: x === 'all' ? undefined : adapterOf(x).code };
      return { games: (await repo.newestGames(deps.db, filter, count)).map(toServerGame) };
    },

    /** Producers (SPEC.md §3), hidden ones left out. */
    async producers(): Promise<Producer[]> {
      const rows = await repo.listProducers(deps.db);
      return rows.map((row) => ({
        name: row.code,
        title: row.name,
        active: row.active,
        integrations: row.integrations,
      }));
    },

    /** A game the lobby shows; anything else is game_not_found. */
    async findGame(code: string, gameId: string) {
      const adapter = adapterOf(code);
      const game = await repo.findVisibleGame(deps.db, adapter.code, gameId);
      if (!game) throw new AppError('game_not_found', 404, 'This game is not available.');
      return { adapter, game };
    },

    producerGameKeys: (producer: string) => repo.producerGameKeys(deps.db, producer),
    readHidden: () => repo.readHidden(deps.db),
    /** The whole catalogue as staff manage it: every game and producer, with what the operator hides, in the lobby's order. */
    async forStaff(): Promise<StaffCatalogue> {
      const [games, producers, hidden] = await Promise.all([
        repo.allGames(deps.db),
        repo.allProducers(deps.db),
        hiddenSets(),
      ]);
      return {
        games: games.map((game) => toCatalogueGame(game, hidden)),
        producers: producers.map((producer) => ({
          code: producer.code,
          name: producer.name,
          active: producer.active,
          hidden: hidden.producers.has(producer.code),
          games: Number(producer.games),
          position: producer.lobby_position,
        })),
      };
    },
    staffGame,
    /**
     * The operator's category (null: the provider's again) and switch of one game. The sync writes
     * neither, so the next one keeps them (decision 045).
     */
    async updateSettings(id: number, patch: GameSettingsPatch): Promise<CatalogueGame> {
      const found = await repo.updateGameSettings(deps.db, id, {
        operatorCategory: patch.category,
        enabled: patch.enabled,
      });
      if (!found) throw new AppError('not_found', 404, 'No such game.');
      return staffGame(id);
    },
    /**
     * Moves one game or producer in the lobby's order, from where it is when the move runs: moves
     * are serialised, so two staff moving at once each get theirs and the places stay 1, 2, 3…
     */
    async move(request: LobbyOrderMove): Promise<void> {
      await deps.db.transaction().execute(async (tx) => {
        if ('id' in request) {
          await repo.lockLobbyOrder(tx, 'games');
          const games = (await repo.allGames(tx)).map((g) => ({ key: g.id, position: g.lobby_position }));
          await repo.writeGamePlaces(tx, placesAfterMove(games, request.id, request.move, 'game'));
        } else {
          await repo.lockLobbyOrder(tx, 'producers');
          const producers = (await repo.allProducers(tx)).map((p) => ({ key: p.code, position: p.lobby_position }));
          await repo.writeProducerPlaces(tx, placesAfterMove(producers, request.producer, request.move, 'producer'));
        }
      });
    },
    /** Replaces the operator's hidden game ids and producers. */
    writeHidden: (hidden: repo.Hidden) => deps.db.transaction().execute((tx) => repo.writeHidden(tx, hidden)),
  };
}
