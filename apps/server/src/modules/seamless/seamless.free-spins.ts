import type { Db, Tx } from '../../db/database.js';

/** A free-spin session as a batch of calls sees it, its row locked until commit. */
export interface FreeSpinSession {
  id: number;
  user_id: number;
  provider: string;
  game_id: string;
  spins_left: number;
  total: number;
  /** Neither ended nor expired. */
  open: boolean;
}

/** What a batch changed in one session: spins taken (negative) or given back, prize added. */
export interface FreeSpinChange {
  id: number;
  spins: number;
  prize: number;
}

/** Free-spin sessions as the wallet needs them; the games module provides them. */
export interface FreeSpinPort {
  describe(db: Db | Tx, id: number): Promise<{ session_id: number; left: number; bet: number } | null>;
  /** Locks and reads the sessions a batch names, in id order. */
  lock(tx: Tx, ids: number[]): Promise<FreeSpinSession[]>;
  apply(tx: Tx, changes: FreeSpinChange[]): Promise<void>;
}

// A free spin's win is bonus money: the spec is silent, so it pays into the bonus balance,
// as if its stake had been paid from the bonus balance.
export const FREE_SPIN_STAKE = { cash: 0, bonus: 1 };

/** The sessions of one batch: decisions in memory, written once at the end. */
export function freeSpinLedger(sessions: FreeSpinSession[]) {
  const byId = new Map(sessions.map((session) => [session.id, session]));
  const changes = new Map<number, FreeSpinChange>();
  const change = (id: number) => changes.get(id) ?? changes.set(id, { id, spins: 0, prize: 0 }).get(id)!;
  return {
    /** Whether this player may play one spin of the session on this game now. */
    canTake(id: number, spin: { userId: number; provider: string; gameId: string }) {
      const session = byId.get(id);
      return (
        !!session &&
        session.open &&
        session.spins_left > 0 &&
        session.user_id === spin.userId &&
        session.provider === spin.provider &&
        session.game_id === spin.gameId
      );
    },
    /** Applies a decided call's effect on a session. */
    apply(effect: FreeSpinChange) {
      const session = byId.get(effect.id);
      if (!session) return;
      // A rolled-back spin goes back, never beyond the session's total.
      const spins = Math.min(effect.spins, session.total - session.spins_left);
      session.spins_left += spins;
      change(effect.id).spins += spins;
      change(effect.id).prize += effect.prize;
    },
    changes: () => [...changes.values()].filter((c) => c.spins !== 0 || c.prize !== 0),
  };
}
