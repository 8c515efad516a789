import { randomInt, randomUUID } from 'node:crypto';
import type { Tx, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Ledger } from './ledger.js';
import { balancesOf, runOperation } from './wallet.operations.js';
import * as repo from './pools.repository.js';

/** Shards of a pool's cached balance: more than the batches ever committing at once, even with a few instances. */
const SHARDS = 8;

export type { PoolRow } from './pools.repository.js';

/** One batch's contribution to one pool. */
export interface PoolContribution {
  tier: string;
  currency: string;
  /** Minor units, > 0. */
  amount: number;
}

/**
 * The jackpot pools (decision 034): system accounts (`jackpot_pool`, ref = tier) funded by
 * the house, a share of every casino stake, and paid to their winners' bonus balance.
 */
export function createJackpotPools(deps: { ledger: Ledger }) {
  // Consecutive batches overlap (one decides while the one before commits): each takes the next shard.
  let nextShard = randomInt(SHARDS);
  const pool = (tier: string) => ({ system: 'jackpot_pool' as const, ref: tier });

  async function poolAccount(tx: Tx, tier: string, currency: string) {
    return (await deps.ledger.systemAccount(tx, 'jackpot_pool', tier, currency)).id;
  }

  return {
    /** A part of the seamless batch's read: the pools in its players' currencies, with their balances. */
    poolsOfPlayersPart: repo.poolsOfPlayersPart,

    /** The pools of a currency (of all, when null) and their balances. */
    listPools: (db: Executor, currency: string | null) => repo.listPools(db, currency),

    /** Pools whose cached balance differs from their transfers (reconciliation). */
    poolMismatches: (db: Executor) => repo.poolMismatches(db),

    /**
     * A batch's contributions, from the house to each pool, as a part of its write statement:
     * one operation, one transfer per pool, added to one shard of each.
     */
    async contributionsPart(tx: Tx, contributions: PoolContribution[]) {
      const legs: repo.Contribution[] = [];
      for (const { tier, currency, amount } of contributions) {
        if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`bad contribution ${amount}`);
        const from = (await deps.ledger.systemAccount(tx, 'house', '', currency)).id;
        legs.push({ from, to: await poolAccount(tx, tier, currency), currency, amount });
      }
      const shard = nextShard;
      nextShard = (nextShard + 1) % SHARDS;
      return repo.contributionsPart(`jackpot-contributions:${randomUUID()}`, shard, legs);
    },

    /** Tops a pool up from the house (its seed), once per key. */
    async fundPool(request: { key: string; tier: string; currency: string; amount: number }, tx: Tx) {
      return runOperation(
        deps.ledger,
        { key: request.key, kind: 'jackpot_seed', userId: null, fingerprint: request },
        async (l) => {
          await l.move(request.currency, [
            { from: { system: 'house' }, to: pool(request.tier), amount: request.amount, kind: 'jackpot_seed' },
          ]);
          await repo.addToPool(tx, await poolAccount(tx, request.tier, request.currency), 0, request.amount);
          return {};
        },
        tx,
      );
    },

    /** Pays a pool's drop to the winner's bonus balance (PersonalJackpot), once per key. */
    async payJackpot(request: { key: string; userId: number; tier: string; amount: number }, tx: Tx) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new AppError('bad_request', 400, 'The amount must be positive.');
      return runOperation(
        deps.ledger,
        { key: request.key, kind: 'PersonalJackpot', userId: request.userId, fingerprint: request },
        async (l) => {
          const { currency } = await balancesOf(l, request.userId);
          const to = { userId: request.userId, kind: 'bonus' as const };
          await l.move(currency, [{ from: pool(request.tier), to, amount: request.amount, kind: 'PersonalJackpot' }]);
          await repo.addToPool(tx, await poolAccount(tx, request.tier, currency), 0, -request.amount);
          return { balances: await balancesOf(l, request.userId) };
        },
        tx,
      );
    },
  };
}
