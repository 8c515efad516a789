import { type FreeSpinInfo, toMinor } from '@casino/contracts';
import type { Db, Executor, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { UsersService } from '../users/index.js';
import type { Catalogue } from './catalogue.service.js';
import * as repo from './free-spins.repository.js';
import { freeSpinsEnded, toFreeSpinInfo } from './games.mapper.js';
import * as sessions from './game-sessions.repository.js';

export interface GrantFreeSpins {
  userId: number;
  provider: string;
  gameId: string;
  count: number;
  /** Decimal stake of each spin, in the player's currency. */
  bet: number;
  validHours: number;
}

/**
 * What the seamless wallet needs of free spins, inside its own transaction. Structurally
 * the seamless module's FreeSpinPort: it knows nothing of this module.
 */
export function createFreeSpinPort(deps: { now: () => Date }) {
  return {
    /** The free spins a launch token carries, for the authenticate answer. */
    async describe(db: Executor, id: number) {
      const row = await repo.findFreeSpins(db, id);
      if (!row) return null;
      return { session_id: row.id, left: freeSpinsEnded(row, deps.now()) ? 0 : row.spins_left, bet: row.bet };
    },
    /** Locks the sessions a batch of provider calls names (decision 012). */
    lock: (tx: Tx, ids: number[]) => repo.lockFreeSpins(tx, ids, deps.now()),
    /** Writes the spins a batch took or gave back and the prizes it won. */
    apply: (tx: Tx, changes: { id: number; spins: number; prize: number }[]) => repo.applyFreeSpinChanges(tx, changes),
  };
}

/** Free-spin sessions granted by the platform (SPEC.md §3 Free-spin info). */
export function createFreeSpins(deps: { db: Db; now: () => Date; users: UsersService; catalogue: Catalogue }) {
  async function ownRow(userId: number, provider: string, id: number) {
    const row = await repo.findFreeSpins(deps.db, id);
    // Another player's session is answered exactly as a missing one.
    if (!row || row.user_id !== userId || row.provider !== provider) throw new AppError('not_found', 404);
    return row;
  }

  return {
    ownRow,

    /**
     * Grants a player free spins on one game (an operator's decision, or a promo code's inside
     * its activation's transaction).
     */
    async grant(request: GrantFreeSpins, grantedBy: number | null, db: Executor = deps.db): Promise<FreeSpinInfo> {
      const user = await deps.users.findById(request.userId, db);
      if (!user || user.role !== 'P') throw new AppError('not_found', 404, 'No such player.');
      const { game } = await deps.catalogue.findGame(request.provider, request.gameId);
      if (!game.has_free_spins) throw new AppError('free_spins_unavailable', 409, 'This game has no free spins.');
      const bet = toMinor(request.bet);
      if (bet < game.min_bet || bet > game.max_bet) throw new AppError('transaction_limit', 400);
      const now = deps.now();
      const row = await repo.insertFreeSpins(db, {
        userId: user.id,
        provider: game.integration,
        gameId: game.game_id,
        count: request.count,
        bet,
        currency: user.currency,
        grantedBy,
        expiresAt: new Date(now.getTime() + request.validHours * 3_600_000),
        now,
      });
      return toFreeSpinInfo(row, now);
    },

    /** The player's free-spin sessions, newest first. */
    async list(userId: number): Promise<FreeSpinInfo[]> {
      const now = deps.now();
      return (await repo.listFreeSpins(deps.db, userId)).map((row) => ({
        ...toFreeSpinInfo(row, now),
        game_name: row.game_name,
      }));
    },

    async info(userId: number, provider: string, id: number): Promise<FreeSpinInfo> {
      return toFreeSpinInfo(await ownRow(userId, provider, id), deps.now());
    },

    /** The player leaves the session: it is ended (its remaining spins are given up) and so is its game. */
    async exit(userId: number, provider: string, id: number): Promise<FreeSpinInfo> {
      await ownRow(userId, provider, id);
      const now = deps.now();
      await deps.db.transaction().execute(async (tx) => {
        await repo.endFreeSpins(tx, id, userId, now);
        await sessions.endFreeSpinGameSessions(tx, id, now);
      });
      return toFreeSpinInfo(await ownRow(userId, provider, id), now);
    },
  };
}
