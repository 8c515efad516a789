import { GAME_SESSION, type GameLang, type GameSessionResponse } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SeamlessService } from '../seamless/index.js';
import type { SettingsService } from '../settings/index.js';
import type { Catalogue } from './catalogue.service.js';
import type { createFreeSpins } from './free-spins.service.js';
import { freeSpinsEnded } from './games.mapper.js';
import * as repo from './game-sessions.repository.js';

export interface SessionDeps {
  db: Db;
  now: () => Date;
  catalogue: Catalogue;
  freeSpins: ReturnType<typeof createFreeSpins>;
  seamless: Pick<SeamlessService, 'issueLaunchToken'>;
  settings: Pick<SettingsService, 'defaultCurrency'>;
}

const parallel = () =>
  new AppError('game_already_running', 409, 'Parallel running of two or more of the same game is unavailable.');

/** Game sessions: real play (one open session per player and game), demo play and free spins. */
export function createGameSessions(deps: SessionDeps) {
  const staleBefore = (now: Date) => new Date(now.getTime() - GAME_SESSION.staleAfterMs);

  /**
   * Opens the platform's session, then issues the launch token the provider authenticates.
   * `replace` takes the game over from the window holding it (SPEC §2.9 replacing slot): that
   * window's heartbeat then fails and it leaves the game.
   */
  async function open(
    userId: number,
    provider: string,
    gameId: string,
    freeSpinSessionId: number | null,
    replace: boolean,
    url: (token: string) => string,
  ): Promise<GameSessionResponse> {
    const now = deps.now();
    const id = await repo.openSession(deps.db, {
      userId,
      provider,
      gameId,
      freeSpinSessionId,
      now,
      staleBefore: staleBefore(now),
      replace,
    });
    if (!id) throw parallel();
    try {
      const token = await deps.seamless.issueLaunchToken(userId, provider, gameId, freeSpinSessionId);
      return { session_id: id, session_url: url(token) };
    } catch (error) {
      await repo.endSession(deps.db, id, userId, deps.now());
      throw error;
    }
  }

  return {
    /** A real-money session for a signed-in player. */
    async createReal(
      userId: number,
      provider: string,
      request: {
        game_id: string;
        lang: GameLang;
        client_type: 'desktop' | 'mobile';
        return_url?: string | undefined;
        replace?: boolean | undefined;
      },
    ) {
      const { adapter, game } = await deps.catalogue.findGame(provider, request.game_id);
      return open(userId, adapter.code, game.game_id, null, request.replace === true, (token) =>
        adapter.realSessionUrl({
          gameId: game.game_id,
          token,
          lang: request.lang,
          clientType: request.client_type,
          returnUrl: request.return_url,
        }),
      );
    },

    /** A demo session: no account, no money, no platform session to track. */
    async createDemo(provider: string, request: { game_id: string; lang: GameLang; currency?: string | undefined }) {
      const { adapter, game } = await deps.catalogue.findGame(provider, request.game_id);
      if (!game.has_demo) throw new AppError('game_not_found', 404, 'This game has no demo mode.');
      const currency = request.currency ?? (await deps.settings.defaultCurrency());
      return {
        session_id: null,
        session_url: adapter.demoSessionUrl({ gameId: game.game_id, currency, lang: request.lang }),
      };
    },

    /** A session that plays the player's free spins (the launch token carries them). */
    async createFreeSpin(
      userId: number,
      provider: string,
      request: {
        free_spin_session_id: number;
        lang: GameLang;
        client_type: 'desktop' | 'mobile';
        replace?: boolean | undefined;
      },
    ) {
      const spins = await deps.freeSpins.ownRow(userId, provider, request.free_spin_session_id);
      if (freeSpinsEnded(spins, deps.now()))
        throw new AppError('free_spins_unavailable', 409, 'These free spins have ended.');
      const { adapter, game } = await deps.catalogue.findGame(provider, spins.game_id);
      return open(userId, adapter.code, game.game_id, spins.id, request.replace === true, (token) =>
        adapter.realSessionUrl({ gameId: game.game_id, token, lang: request.lang, clientType: request.client_type }),
      );
    },

    /** The game frame's heartbeat; not_found once the session has ended (or was never this player's). */
    async heartbeat(userId: number, sessionId: string) {
      const now = deps.now();
      if (!(await repo.touchSession(deps.db, sessionId, userId, now, staleBefore(now))))
        throw new AppError('not_found', 404, 'This game session has ended.');
    },

    /** Leaving the game frame ends its session; ending it twice is harmless. */
    async end(userId: number, sessionId: string) {
      const session = await repo.findSession(deps.db, sessionId);
      if (!session || session.user_id !== userId) throw new AppError('not_found', 404);
      await repo.endSession(deps.db, sessionId, userId, deps.now());
    },
  };
}
