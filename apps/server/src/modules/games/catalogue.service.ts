import {
  type GameListPage,
  type GameType,
  type Producer,
  type ServerGame,
  type StaffCatalogue,
  GAME_ID_LISTS,
} from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { toServerGame } from './games.mapper.js';
import * as repo from './games.repository.js';
import { type GameProviderAdapter, ProviderUnavailableError } from './providers/provider.js';

/** Most-played games are counted over this window for the top list. */
const TOP_WINDOW_MS = 30 * 24 * 3_600_000;
/** After a failed sync the next try comes sooner than the regular interval, up to it. */
const RETRY_MIN_MS = 5_000;

export interface CatalogueDeps {
  db: Db;
  now: () => Date;
  adapters: Map<string, GameProviderAdapter>;
  /** Counts of rounds per game since a time (the seamless module's view). */
  mostPlayedGames: (since: Date, limit: number) => Promise<{ provider: string; gameId: string; rounds: number }[]>;
  log: (error: unknown) => void;
}

export type Catalogue = ReturnType<typeof createCatalogue>;

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

  return {
    adapterOf,
    syncProvider,

    /**
     * Syncs every provider now and then every `intervalMs`; a provider that is down is
     * retried sooner (doubling from 5 s up to the interval). Returns a stop function.
     */
    startSync(intervalMs: number): () => void {
      const timers = new Map<string, NodeJS.Timeout>();
      let stopped = false;
      for (const code of deps.adapters.keys()) {
        let retry = RETRY_MIN_MS;
        const run = async () => {
          let delay = intervalMs;
          try {
            const result = await syncProvider(code);
            if (result.ok) retry = RETRY_MIN_MS;
            else {
              deps.log(new Error(`${result.error}; retrying in ${retry / 1000} s`));
              delay = retry;
              retry = Math.min(retry * 2, intervalMs);
            }
          } catch (error) {
            deps.log(error);
            delay = retry;
            retry = Math.min(retry * 2, intervalMs);
          }
          if (!stopped) timers.set(code, setTimeout(() => void run(), delay).unref());
        };
        void run();
      }
      return () => {
        stopped = true;
        for (const timer of timers.values()) clearTimeout(timer);
      };
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
    /** The whole catalogue as staff manage it: every game and producer, with what the operator hides. */
    async forStaff(): Promise<StaffCatalogue> {
      const [games, producers, hidden] = await Promise.all([
        repo.allGames(deps.db),
        repo.allProducers(deps.db),
        repo.readHidden(deps.db),
      ]);
      const hiddenGames = new Set(hidden.games);
      const hiddenProducers = new Set(hidden.producers);
      return {
        games: games.map((game) => ({
          provider: game.integration,
          game_id: game.game_id,
          name: game.name,
          producer: game.producer,
          game_type: game.game_type,
          category: game.category,
          rtp: game.rtp === null ? null : Number(game.rtp),
          active: game.active,
          hidden: hiddenGames.has(game.game_id) || hiddenProducers.has(game.producer),
        })),
        producers: producers.map((producer) => ({
          code: producer.code,
          name: producer.name,
          active: producer.active,
          hidden: hiddenProducers.has(producer.code),
          games: Number(producer.games),
        })),
      };
    },
    /** Replaces the operator's hidden game ids and producers. */
    writeHidden: (hidden: repo.Hidden) => deps.db.transaction().execute((tx) => repo.writeHidden(tx, hidden)),
  };
}
