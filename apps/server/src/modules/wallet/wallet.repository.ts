import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { type ReadPart, type WritePart } from '../../db/statement-parts.js';
import type { WalletTransfersTable } from '../../db/schema.js';

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

const userAccounts = (db: Executor, userId: number) =>
  db
    .selectFrom('wallet_accounts')
    .select(['id', 'user_id', 'kind', 'currency', 'balance', 'tracks_balance'])
    .where('user_id', '=', userId)
    .orderBy('id');

export function findUserAccounts(db: Executor, userId: number) {
  return userAccounts(db, userId).execute();
}

/** Each player's currency, by id (that of their cash account). */
export async function currenciesOf(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('wallet_accounts')
    .select(['user_id', 'currency'])
    .where('user_id', 'in', userIds)
    .where('kind', '=', 'cash')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), row.currency]));
}

/** The user's accounts, locked until the transaction ends: one player's operations queue here. */
export function lockUserAccounts(db: Executor, userId: number) {
  return userAccounts(db, userId).forUpdate().execute();
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
  // A row this transaction made earlier (now() is the transaction's start, its default
  // created_at) counts as created: it is not committed yet.
  const { settled, ...account } = await db
    .selectFrom('wallet_accounts')
    .select(['id', 'user_id', 'kind', 'currency', 'tracks_balance'])
    .select(sql<boolean>`created_at < now()`.as('settled'))
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return { account, created: !settled };
}

/** What an operation writes at its end: balance changes by account id, and transfers. */
export interface PendingWrites {
  deltas: Map<number, number>;
  transfers: Insertable<WalletTransfersTable>[];
}

/**
 * Claims an idempotency key and locks the user's accounts (when the operation has a user),
 * in one statement. The operation id is null when the key is taken; a concurrent claim of
 * the same key waits here until the first one commits.
 */
export async function claimOperation(
  db: Executor,
  op: { key: string; fingerprint: string; kind: string; userId: number | null },
): Promise<{ operationId: number | null; accounts: (AccountRow & { balance: number })[] }> {
  const { rows } = await sql<{ claimed: number | null; accounts: (AccountRow & { balance: number })[] | null }>`
    WITH claim AS (
      INSERT INTO wallet_operations (idempotency_key, fingerprint, kind, user_id, result)
      VALUES (${op.key}, ${op.fingerprint}, ${op.kind}, ${op.userId}, '{}')
      ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
    ), locked AS (
      SELECT id, user_id, kind, currency, balance, tracks_balance FROM wallet_accounts
      WHERE user_id = ${op.userId} ORDER BY id FOR UPDATE
    )
    SELECT (SELECT id FROM claim) AS claimed,
      (SELECT json_agg(locked ORDER BY id) FROM locked) AS accounts`.execute(db);
  const row = rows[0];
  return { operationId: row?.claimed ?? null, accounts: row?.accounts ?? [] };
}

export function findOperation(db: Executor, key: string) {
  return db
    .selectFrom('wallet_operations')
    .select(['id', 'fingerprint', 'result'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Writes an operation's balance changes, transfers and result in one statement. The
 * conditional update stays the guard against a negative balance (the CHECK constraint
 * the backstop): an account it did not change makes the whole operation fail.
 */
export async function postOperation(db: Executor, operationId: number, pending: PendingWrites, result: unknown) {
  const changed = [...pending.deltas].filter(([, delta]) => delta !== 0);
  const { rows } = await sql<{ moved: number }>`
    WITH moved AS (
      UPDATE wallet_accounts a SET balance = a.balance + d.delta
      FROM unnest(${changed.map(([id]) => id)}::bigint[], ${changed.map(([, delta]) => delta)}::bigint[]) AS d (id, delta)
      WHERE a.id = d.id AND a.balance + d.delta >= 0
      RETURNING a.id
    ), transfers AS (
      INSERT INTO wallet_transfers (operation_id, idempotency_key, from_account_id, to_account_id, amount, currency,
        kind, from_balance_after, to_balance_after, round_ref, bet_ref, payment_ref, hold_id)
      SELECT operation_id, idempotency_key, from_account_id, to_account_id, amount, currency,
        kind, from_balance_after, to_balance_after, round_ref, bet_ref, payment_ref, hold_id
      FROM json_to_recordset(${JSON.stringify(pending.transfers)}::json) AS t (operation_id bigint,
        idempotency_key text, from_account_id bigint, to_account_id bigint, amount bigint, currency text, kind text,
        from_balance_after bigint, to_balance_after bigint, round_ref text, bet_ref text, payment_ref text,
        hold_id bigint)
      RETURNING 1
    ), saved AS (
      UPDATE wallet_operations SET result = ${JSON.stringify(result)} WHERE id = ${operationId} RETURNING 1
    )
    SELECT (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM transfers)::int AS inserted,
      (SELECT count(*) FROM saved)::int AS saved`.execute(db);
  if (rows[0]?.moved !== changed.length) throw new Error('a balance changed under its lock: the operation is refused');
}

/** The kind of the transfer that reserves a hold's cash: `payout_hold` for a payout. */
export const reserveKindOf = (purpose: string) => `${purpose}_hold`;

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

/**
 * A user's net game result since a UTC midnight: wins and refunds credited minus stakes
 * debited, from the per-day counter the wallet_transfers trigger keeps (migration 0004).
 */
export async function netGameResultSince(db: Executor, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('wallet_daily_game_results')
    .select((eb) => eb.fn.sum<string | null>('net').as('net'))
    .where('user_id', '=', userId)
    .where('day', '>=', since.toISOString().slice(0, 10))
    .executeTakeFirst();
  return Number(row?.net ?? 0);
}

/** A player's account as a game book sees it, locked, with the player's net game result of the day. */
export interface GamePlayerAccount {
  id: number;
  user_id: number;
  kind: string;
  currency: string;
  balance: number;
  net_today: number;
}

/**
 * Locks the accounts of several players, in id order (so two batches never wait on each
 * other in a cycle), with each player's net game result since `since` (the counter of
 * migration 0004). A part of a batch's one read statement.
 */
export function gamePlayersPart(userIds: number[], since: Date): ReadPart<GamePlayerAccount[]> {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', l.id, 'user_id', l.user_id, 'kind', l.kind,
      'currency', l.currency, 'balance', l.balance, 'net_today', coalesce((SELECT sum(r.net)
        FROM wallet_daily_game_results r WHERE r.user_id = l.user_id
          AND r.day >= ${since.toISOString().slice(0, 10)}::date), 0))), '[]')
    FROM (SELECT id, user_id, kind, currency, balance FROM wallet_accounts
      WHERE user_id = ANY(${userIds}::bigint[]) ORDER BY id FOR UPDATE) AS l)`;
}

/** One transfer of a game book; `user` is the player's account and `delta` its change. */
export interface GameLeg {
  key: string;
  from: number;
  to: number;
  amount: number;
  currency: string;
  kind: string;
  fromAfter: number | null;
  toAfter: number | null;
  round: string;
  bet: string;
  user: number;
  delta: number;
}

/**
 * A game book's operations, transfers and balance changes, as a part of a batch's one write
 * statement. The conditional update stays the guard (the CHECK the backstop), and a key
 * already taken makes the counts differ: then the statement fails, and nothing of the batch
 * commits.
 */
export function gameEntriesPart(
  entries: { key: string; kind: string; userId: number; fingerprint: string; result: unknown; legs: GameLeg[] }[],
): WritePart {
  if (entries.length === 0) return { ctes: [] };
  const deltas = new Map<number, number>();
  for (const leg of entries.flatMap((entry) => entry.legs))
    deltas.set(leg.user, (deltas.get(leg.user) ?? 0) + leg.delta);
  const changed = [...deltas].filter(([, delta]) => delta !== 0);
  const operations = entries.map(({ key, kind, userId, fingerprint, result }) => ({
    key,
    kind,
    user_id: userId,
    fingerprint,
    result,
  }));
  const legs = entries.flatMap((entry) => entry.legs.map((leg) => ({ ...leg, operation: entry.key })));
  return {
    ctes: [
      sql`game_operations AS (
        INSERT INTO wallet_operations (idempotency_key, fingerprint, kind, user_id, result)
        SELECT key, fingerprint, kind, user_id, result FROM json_to_recordset(${JSON.stringify(operations)}::json)
          AS o (key text, fingerprint text, kind text, user_id bigint, result jsonb)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id, idempotency_key)`,
      sql`game_moved AS (
        UPDATE wallet_accounts a SET balance = a.balance + d.delta
        FROM unnest(${changed.map(([id]) => id)}::bigint[], ${changed.map(([, delta]) => delta)}::bigint[]) AS d (id, delta)
        WHERE a.id = d.id AND a.balance + d.delta >= 0
        RETURNING a.id)`,
      sql`game_transfers AS (
        INSERT INTO wallet_transfers (operation_id, idempotency_key, from_account_id, to_account_id, amount, currency,
          kind, from_balance_after, to_balance_after, round_ref, bet_ref)
        SELECT o.id, t.key, t.from, t.to, t.amount, t.currency, t.kind, t."fromAfter", t."toAfter", t.round, t.bet
        FROM json_to_recordset(${JSON.stringify(legs)}::json) AS t (operation text, key text, "from" bigint,
          "to" bigint, amount bigint, currency text, kind text, "fromAfter" bigint, "toAfter" bigint, round text,
          bet text)
        JOIN game_operations o ON o.idempotency_key = t.operation
        RETURNING 1)`,
    ],
    written: {
      what: 'a game book',
      condition: sql`(SELECT count(*) FROM game_operations) = ${entries.length}
        AND (SELECT count(*) FROM game_moved) = ${changed.length}
        AND (SELECT count(*) FROM game_transfers) = ${legs.length}`,
    },
  };
}
