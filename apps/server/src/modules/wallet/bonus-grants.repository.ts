import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { AccountRow } from './wallet.repository.js';

/**
 * The accounts of several players, locked until the transaction ends, in id order: as game
 * books lock theirs, so two batches never wait on each other in a cycle. One array
 * parameter, whatever the number of players: one prepared statement.
 */
export async function lockAccountsOf(db: Executor, userIds: number[]) {
  const { rows } = await sql<AccountRow & { balance: number }>`
    SELECT id, user_id, kind, currency, balance, tracks_balance FROM wallet_accounts
    WHERE user_id = ANY(${userIds}::bigint[]) ORDER BY id FOR UPDATE`.execute(db);
  return rows;
}

/** One bonus grant of a batch, decided on the locked accounts: what its operation and transfer are. */
export interface BonusGrantRow {
  key: string;
  fingerprint: string;
  user_id: number;
  /** The player's account credited, and the bonus funding account of its currency debited. */
  account_id: number;
  funding_id: number;
  amount: number;
  currency: string;
  /** The credited account's balance after the grant (the transfer's to_balance_after). */
  balance_after: number;
  /** The operation's stored result: what a retry of the same key gets back. */
  result: unknown;
}

/**
 * Claims the grants' keys, skipping every key already taken (a grant made before, by this
 * path or one at a time, or a key used for something else), and for each key claimed
 * credits the account and writes its transfer from bonus funding (`<key>#0`, as the ledger
 * numbers an operation's transfers). The caller holds the accounts' locks, so the balances
 * after are known. Returns the keys claimed; a count that does not add up throws, and the
 * caller's transaction rolls back.
 */
export async function insertBonusGrants(db: Executor, kind: string, grants: BonusGrantRow[]): Promise<string[]> {
  const { rows } = await sql<{ claimed: string[]; moved: number; transferred: number }>`
    WITH grants AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(grants)}::json) AS g (key text, fingerprint text,
        user_id bigint, account_id bigint, funding_id bigint, amount bigint, currency text, balance_after bigint,
        result jsonb)
    ), claimed AS (
      INSERT INTO wallet_operations (idempotency_key, fingerprint, kind, user_id, result)
      SELECT key, fingerprint, ${kind}, user_id, result FROM grants ORDER BY key
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, idempotency_key
    ), moved AS (
      UPDATE wallet_accounts a SET balance = a.balance + g.amount
      FROM grants g JOIN claimed c ON c.idempotency_key = g.key
      WHERE a.id = g.account_id
      RETURNING a.id
    ), transferred AS (
      INSERT INTO wallet_transfers (operation_id, idempotency_key, from_account_id, to_account_id, amount, currency,
        kind, to_balance_after)
      SELECT c.id, g.key || '#0', g.funding_id, g.account_id, g.amount, g.currency, ${kind}, g.balance_after
      FROM grants g JOIN claimed c ON c.idempotency_key = g.key
      RETURNING 1
    )
    SELECT coalesce((SELECT json_agg(idempotency_key) FROM claimed), '[]') AS claimed,
      (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM transferred)::int AS transferred`.execute(db);
  const { claimed, moved, transferred } = rows[0]!;
  if (moved !== claimed.length || transferred !== claimed.length)
    throw new Error('a batch of bonus grants could not be written as decided');
  return claimed;
}
