import type { Db, Executor, Tx } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import type { UsersService } from '../users/index.js';
import * as repo from './seamless.free-bets.repository.js';
import { findProvider } from './seamless.providers.repository.js';

/** A free bet as a batch of calls sees it, its row locked until commit. */
export interface FreeBet {
  id: number;
  user_id: number;
  provider: string;
  /** Minor units of the player's currency: the stake the free bet plays. */
  amount: number;
  status: string;
  expires_at: Date;
  used_by_transaction: string | null;
}

/** Free bets as the batch needs them (decision 027); this module keeps them in its own table. */
export interface FreeBetPort {
  /** The player's free bets for this provider that a bet may use now (authenticate, balance). */
  describe(db: Executor, userId: number, provider: string): Promise<{ id: number; amount: number; expires_at: Date }[]>;
  /** Locks and reads the free bets a batch names, in id order. */
  lock(tx: Tx, ids: number[]): Promise<FreeBet[]>;
  /** Writes what the batch did to them, each with a conditional update. */
  apply(tx: Tx, changes: repo.FreeBetChange[]): Promise<void>;
}

// A free bet's winnings are real winnings (decision 027): they are paid into cash, as if its
// stake had been paid in cash.
export const FREE_BET_STAKE = { cash: 1, bonus: 0 };

/** What a decided call does to a free bet: a bet uses it, a rollback of that bet gives it back. */
export type FreeBetEffect = { id: number; use: string } | { id: number; release: string };

export function createFreeBetPort(deps: { now: () => Date }): FreeBetPort {
  return {
    describe: (db, userId, provider) => repo.listAvailableFreeBets(db, userId, provider, deps.now()),
    lock: async (tx, ids) =>
      (await repo.lockFreeBets(tx, ids)).map((row) => ({ ...row, expires_at: new Date(row.expires_at) })),
    apply: (tx, changes) => repo.applyFreeBetChanges(tx, changes),
  };
}

/** The free bets of one batch: decisions in memory, written once at the end. */
export function freeBetLedger(rows: FreeBet[], now: Date) {
  const found = new Map(rows.map((row) => [row.id, { status: row.status, used_by: row.used_by_transaction }]));
  const byId = new Map(rows.map((row) => [row.id, { ...row }]));
  return {
    /** Whether this player may use the free bet with this provider now. */
    canUse(id: number, bet: { userId: number; provider: string }) {
      const row = byId.get(id);
      return (
        !!row &&
        row.status === 'available' &&
        row.expires_at > now &&
        row.user_id === bet.userId &&
        row.provider === bet.provider
      );
    },
    amountOf: (id: number) => byId.get(id)?.amount,
    /** Applies a decided call's effect on a free bet. */
    apply(effect: FreeBetEffect) {
      const row = byId.get(effect.id);
      if (!row) return;
      if ('use' in effect) {
        row.status = 'used';
        row.used_by_transaction = effect.use;
      } else if (row.status === 'used' && row.used_by_transaction === effect.release) {
        // Given back; one that expired meanwhile can no longer be used.
        row.status = row.expires_at > now ? 'available' : 'expired';
        row.used_by_transaction = null;
      }
    },
    changes(): repo.FreeBetChange[] {
      return [...byId.values()].flatMap((row) => {
        const from = found.get(row.id)!;
        if (from.status === row.status && from.used_by === row.used_by_transaction) return [];
        const to = { status: row.status as repo.FreeBetChange['to']['status'], used_by: row.used_by_transaction };
        return [{ id: row.id, from, to }];
      });
    },
  };
}

export interface GrantFreeBet {
  userId: number;
  provider: string;
  /** Minor units of the player's currency: the stake it plays. */
  amount: number;
  expiresAt: Date;
  /** The operator who granted it, when one did. */
  grantedBy?: number | null;
}

/**
 * Grants a player a free bet for one provider: a bet of this provider may use it once, before
 * it expires, staking its amount without moving money.
 */
export async function grantFreeBet(
  deps: { db: Db; users: UsersService; now: () => Date },
  request: GrantFreeBet,
  db: Executor = deps.db,
): Promise<repo.FreeBetRow> {
  if (!Number.isSafeInteger(request.amount) || request.amount < 1) throw FieldValidationError.of('amount', 'invalid');
  const now = deps.now();
  if (!(request.expiresAt > now)) throw FieldValidationError.of('expires_at', 'invalid');
  const user = Number.isSafeInteger(request.userId) ? await deps.users.findById(request.userId, db) : undefined;
  if (!user || user.role !== 'P') throw new AppError('not_found', 404, 'No such player.');
  const provider = await findProvider(db, request.provider);
  if (!provider) throw new AppError('provider_not_found', 404, 'No such provider.');
  return repo.insertFreeBet(db, {
    userId: user.id,
    provider: provider.code,
    amount: request.amount,
    currency: user.currency,
    expiresAt: request.expiresAt,
    grantedBy: request.grantedBy ?? null,
    now,
  });
}
