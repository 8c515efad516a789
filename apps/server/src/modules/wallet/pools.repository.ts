import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ReadPart, WritePart } from '../../db/statement-parts.js';

/**
 * The jackpot pools' cached balances (migration 0025): each pool is a system account whose
 * balance is the sum of its shards. Two batches committing at once add to different shards,
 * so neither waits for the other's row lock.
 */
export interface PoolRow {
  /** The pool's account. */
  id: number;
  /** The pool's tier (its account's ref). */
  tier: string;
  currency: string;
  /** Minor units. */
  balance: number;
}

/** A part of the seamless batch's read: the pools in the currencies of these players. */
export const poolsOfPlayersPart = (userIds: number[]): ReadPart<PoolRow[]> => sql`(
  SELECT coalesce(json_agg(json_build_object('id', a.id, 'tier', a.ref, 'currency', a.currency,
    'balance', coalesce((SELECT sum(b.balance) FROM wallet_pool_balances b WHERE b.account_id = a.id), 0))), '[]')
  FROM wallet_accounts a
  WHERE a.user_id IS NULL AND a.kind = 'jackpot_pool'
    AND a.currency IN (SELECT c.currency FROM wallet_accounts c WHERE c.user_id = ANY(${userIds}::bigint[]) AND c.kind = 'cash'))`;

/** The pools of one currency (all currencies when null), with their balances. */
export async function listPools(db: Executor, currency: string | null): Promise<PoolRow[]> {
  const { rows } = await sql<PoolRow>`
    SELECT a.id, a.ref AS tier, a.currency, coalesce(sum(b.balance), 0)::bigint AS balance
    FROM wallet_accounts a LEFT JOIN wallet_pool_balances b ON b.account_id = a.id
    WHERE a.user_id IS NULL AND a.kind = 'jackpot_pool' AND (${currency}::text IS NULL OR a.currency = ${currency})
    GROUP BY a.id`.execute(db);
  return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
}

/** Adds `delta` to one shard of a pool's cached balance (a payout subtracts). */
export async function addToPool(db: Executor, accountId: number, shard: number, delta: number): Promise<void> {
  await sql`
    INSERT INTO wallet_pool_balances (account_id, shard, balance) VALUES (${accountId}, ${shard}, ${delta})
    ON CONFLICT (account_id, shard) DO UPDATE SET balance = wallet_pool_balances.balance + excluded.balance`.execute(
    db,
  );
}

export interface Contribution {
  /** The house's account in the pool's currency, which pays the contribution. */
  from: number;
  /** The pool's account. */
  to: number;
  currency: string;
  /** Minor units, > 0. */
  amount: number;
}

/**
 * A part of the seamless batch's write: one operation whose transfers move each pool's
 * contributions from the house to the pool, and the same amounts added to one shard of each.
 */
export function contributionsPart(key: string, shard: number, contributions: Contribution[]): WritePart {
  if (contributions.length === 0) return { ctes: [] };
  const legs = contributions.map((leg, index) => ({ ...leg, key: `${key}#${index}` }));
  return {
    ctes: [
      sql`pool_operation AS (
        INSERT INTO wallet_operations (idempotency_key, fingerprint, kind, user_id, result)
        VALUES (${key}, ${key}, 'jackpot_contribution', NULL, '{}')
        RETURNING id)`,
      sql`pool_transfers AS (
        INSERT INTO wallet_transfers (operation_id, idempotency_key, from_account_id, to_account_id, amount, currency, kind)
        SELECT o.id, t.key, t.from, t.to, t.amount, t.currency, 'jackpot_contribution'
        FROM pool_operation o, json_to_recordset(${JSON.stringify(legs)}::json)
          AS t (key text, "from" bigint, "to" bigint, amount bigint, currency text)
        RETURNING 1)`,
      sql`pool_shards AS (
        INSERT INTO wallet_pool_balances (account_id, shard, balance)
        SELECT t.to, ${shard}::smallint, t.amount
        FROM json_to_recordset(${JSON.stringify(legs)}::json) AS t ("to" bigint, amount bigint)
        ON CONFLICT (account_id, shard) DO UPDATE SET balance = wallet_pool_balances.balance + excluded.balance
        RETURNING 1)`,
    ],
    written: {
      what: 'the jackpot contributions',
      condition: sql`(SELECT count(*) FROM pool_transfers) = ${legs.length}
        AND (SELECT count(*) FROM pool_shards) = ${legs.length}`,
    },
  };
}

/** Pools whose cached balance (the sum of its shards) is not the sum of its transfers. */
export async function poolMismatches(db: Executor) {
  const { rows } = await sql<{ account_id: number; cached: number; derived: number }>`
    WITH pools AS (SELECT id FROM wallet_accounts WHERE user_id IS NULL AND kind = 'jackpot_pool'),
    derived AS (
      SELECT p.id,
        coalesce((SELECT sum(amount) FROM wallet_transfers WHERE to_account_id = p.id), 0)
          - coalesce((SELECT sum(amount) FROM wallet_transfers WHERE from_account_id = p.id), 0) AS balance
      FROM pools p),
    cached AS (
      SELECT p.id, coalesce((SELECT sum(balance) FROM wallet_pool_balances WHERE account_id = p.id), 0) AS balance
      FROM pools p)
    SELECT d.id AS account_id, c.balance::bigint AS cached, d.balance::bigint AS derived
    FROM derived d JOIN cached c ON c.id = d.id
    WHERE d.balance <> c.balance`.execute(db);
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    cached: Number(row.cached),
    derived: Number(row.derived),
  }));
}
