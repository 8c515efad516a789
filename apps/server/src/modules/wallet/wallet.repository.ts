import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** Kinds of the accounts every user has; their balances are cached and never negative. */
export const USER_ACCOUNT_KINDS = ['cash', 'bonus', 'held'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

/** System accounts, one per (kind, ref, currency); their balance is derived from transfers. */
export const SYSTEM_ACCOUNT_KINDS = ['house', 'provider', 'payment_clearing', 'bonus_funding', 'jackpot_pool'] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

export interface AccountRow {
  id: number;
  user_id: number | null;
  kind: string;
  currency: string;
  tracks_balance: boolean;
}

export async function insertUserAccounts(db: Executor, userId: number, currency: string): Promise<void> {
  await db
    .insertInto('wallet_accounts')
    .values(USER_ACCOUNT_KINDS.map((kind) => ({ user_id: userId, kind, currency, tracks_balance: true })))
    .execute();
}

export function findUserAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('wallet_accounts')
    .select(['id', 'user_id', 'kind', 'currency', 'balance', 'tracks_balance'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The user's accounts, locked until the transaction ends: one player's operations queue here. */
export function lockUserAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('wallet_accounts')
    .select(['id', 'user_id', 'kind', 'currency', 'balance', 'tracks_balance'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * The system account of (kind, ref, currency), created on first use. `created` says the
 * row is this transaction's own, so not yet committed: it must not be remembered
 * beyond the transaction, which may still roll back.
 */
export async function ensureSystemAccount(
  db: Executor,
  kind: SystemAccountKind,
  ref: string,
  currency: string,
): Promise<{ account: AccountRow; created: boolean }> {
  const inserted = await db
    .insertInto('wallet_accounts')
    .values({ kind, ref, currency, tracks_balance: false })
    .onConflict((oc) => oc.columns(['kind', 'ref', 'currency']).where('user_id', 'is', null).doNothing())
    .returning(['id', 'user_id', 'kind', 'currency', 'tracks_balance'])
    .executeTakeFirst();
  if (inserted) return { account: inserted, created: true };
  const account = await db
    .selectFrom('wallet_accounts')
    .select(['id', 'user_id', 'kind', 'currency', 'tracks_balance'])
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return { account, created: false };
}

/**
 * Claims an idempotency key. Returns the new operation's id, or null when the key is
 * taken; a concurrent claim of the same key waits here until the first one commits.
 */
export async function claimOperation(
  db: Executor,
  op: { key: string; fingerprint: string; kind: string; userId: number | null },
): Promise<number | null> {
  const row = await db
    .insertInto('wallet_operations')
    .values({ idempotency_key: op.key, fingerprint: op.fingerprint, kind: op.kind, user_id: op.userId, result: '{}' })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findOperation(db: Executor, key: string) {
  return db
    .selectFrom('wallet_operations')
    .select(['id', 'fingerprint', 'result'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function saveOperationResult(db: Executor, id: number, result: unknown): Promise<void> {
  await db
    .updateTable('wallet_operations')
    .set({ result: JSON.stringify(result) })
    .where('id', '=', id)
    .execute();
}

/**
 * Adds delta to a cached balance, refusing (null) when a debit would take it below
 * zero: the conditional update is the guard, the CHECK constraint the backstop.
 */
export async function applyDelta(db: Executor, accountId: number, delta: number): Promise<number | null> {
  const query =
    delta < 0
      ? sql<{ balance: number }>`
          UPDATE wallet_accounts SET balance = balance + ${delta}
          WHERE id = ${accountId} AND balance >= ${-delta} RETURNING balance`
      : sql<{ balance: number }>`
          UPDATE wallet_accounts SET balance = balance + ${delta} WHERE id = ${accountId} RETURNING balance`;
  const { rows } = await query.execute(db);
  return rows[0]?.balance ?? null;
}

export async function insertTransfers(
  db: Executor,
  transfers: {
    operation_id: number;
    idempotency_key: string;
    from_account_id: number;
    to_account_id: number;
    amount: number;
    currency: string;
    kind: string;
    from_balance_after: number | null;
    to_balance_after: number | null;
    round_ref: string | null;
    bet_ref: string | null;
    payment_ref: string | null;
    hold_id: number | null;
  }[],
): Promise<void> {
  if (transfers.length) await db.insertInto('wallet_transfers').values(transfers).execute();
}

export async function insertHold(
  db: Executor,
  hold: { userId: number; amount: number; currency: string; purpose: string },
): Promise<number> {
  const row = await db
    .insertInto('wallet_holds')
    .values({ user_id: hold.userId, amount: hold.amount, currency: hold.currency, purpose: hold.purpose })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a hold out of 'held' exactly once; null when it was already settled. */
export function settleHold(db: Executor, holdId: number, status: 'posted' | 'voided', now: Date) {
  return db
    .updateTable('wallet_holds')
    .set({ status, settled_at: now })
    .where('id', '=', holdId)
    .where('status', '=', 'held')
    .returning(['id', 'user_id', 'amount', 'currency', 'purpose'])
    .executeTakeFirst();
}

export function findHold(db: Executor, holdId: number) {
  return db.selectFrom('wallet_holds').selectAll().where('id', '=', holdId).executeTakeFirst();
}

/** A user's net game result since a moment: wins and refunds credited minus stakes debited. */
export async function netGameResultSince(db: Executor, userId: number, since: Date): Promise<number> {
  const { rows } = await sql<{ net: string | null }>`
    SELECT sum(CASE WHEN ta.user_id = ${userId} THEN t.amount ELSE -t.amount END) AS net
    FROM wallet_transfers t
    JOIN wallet_accounts fa ON fa.id = t.from_account_id
    JOIN wallet_accounts ta ON ta.id = t.to_account_id
    WHERE t.kind IN ('bet', 'win', 'rollback')
      AND (fa.user_id = ${userId} OR ta.user_id = ${userId})
      AND t.created_at >= ${since}
  `.execute(db);
  return Number(rows[0]?.net ?? 0);
}
