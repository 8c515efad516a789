import type { Db, Tx } from '../../db/database.js';
import { sha256 } from '../../lib/crypto.js';
import * as repo from './wallet.repository.js';
import type { AccountRow, SystemAccountKind, UserAccountKind } from './wallet.repository.js';
import type { WalletMetrics } from './wallet.metrics.js';

export type AccountRef = { userId: number; kind: UserAccountKind } | { system: SystemAccountKind; ref?: string };

export interface Leg {
  from: AccountRef;
  to: AccountRef;
  /** Minor units, > 0. */
  amount: number;
  kind: string;
  round?: string;
  bet?: string;
  payment?: string;
  hold?: number;
}

/** A debit would take a cached balance below zero; nothing of the operation is written. */
export class InsufficientFunds extends Error {
  constructor(readonly accountKind: string) {
    super(`insufficient funds on ${accountKind}`);
  }
}

/** The idempotency key was used before for a different request. */
export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super(`idempotency key ${key} was used for another request`);
  }
}

export interface OperationSpec {
  key: string;
  kind: string;
  userId: number | null;
  /** What makes two requests "the same": a retry must present identical content. */
  fingerprint: unknown;
}

export interface LedgerTx {
  tx: Tx;
  /** Posts the legs as transfers; returns the cached balances after, by account id. */
  move(currency: string, legs: Leg[]): Promise<Map<number, number>>;
  accountsOf(userId: number): Promise<(AccountRow & { balance: number })[]>;
}

export type Ledger = ReturnType<typeof createLedger>;

/** What an operation's idempotency key is checked against: a retry must ask for the same thing. */
export const fingerprintOf = (value: unknown) => sha256(JSON.stringify(value));

export function createLedger(db: Db, metrics?: WalletMetrics) {
  // System accounts never change once committed, so their rows are remembered. One that a
  // transaction creates is not: the transaction (a whole batch of provider calls, decision
  // 012) may still roll back; the next use finds it again by its key.
  const committedAccounts = new Map<string, AccountRow>();

  async function systemAccount(tx: Tx, kind: SystemAccountKind, ref: string, currency: string) {
    const cacheKey = `${kind}|${ref}|${currency}`;
    const known = committedAccounts.get(cacheKey);
    if (known) return known;
    const { account, created } = await repo.ensureSystemAccount(tx, kind, ref, currency);
    if (!created) committedAccounts.set(cacheKey, account);
    return account;
  }

  function ledgerTx(
    tx: Tx,
    operationId: number,
    key: string,
    pending: repo.PendingWrites,
    userAccounts: Map<number, (AccountRow & { balance: number })[]>,
  ): LedgerTx {
    const accountsOf = async (userId: number) => {
      let accounts = userAccounts.get(userId);
      if (!accounts) {
        accounts = await repo.lockUserAccounts(tx, userId);
        userAccounts.set(userId, accounts);
      }
      return accounts;
    };
    let sequence = 0;

    async function resolve(ref: AccountRef, currency: string): Promise<AccountRow> {
      if ('system' in ref) return systemAccount(tx, ref.system, ref.ref ?? '', currency);
      const account = (await accountsOf(ref.userId)).find((a) => a.kind === ref.kind);
      if (!account) throw new Error(`user ${ref.userId} has no ${ref.kind} account`);
      return account;
    }

    return {
      tx,
      accountsOf,
      async move(currency, legs) {
        const resolved = [];
        const deltas = new Map<number, { delta: number; kind: string }>();
        for (const leg of legs) {
          if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0) throw new RangeError(`bad amount ${leg.amount}`);
          const [from, to] = [await resolve(leg.from, currency), await resolve(leg.to, currency)];
          if (from.currency !== currency || to.currency !== currency) {
            throw new Error(`currency mismatch: ${from.currency}/${to.currency} in a ${currency} operation`);
          }
          resolved.push({ leg, from, to });
          for (const [account, sign] of [
            [from, -1],
            [to, 1],
          ] as const) {
            if (!account.tracks_balance) continue;
            const entry = deltas.get(account.id) ?? { delta: 0, kind: account.kind };
            entry.delta += sign * leg.amount;
            deltas.set(account.id, entry);
          }
        }
        // The accounts are locked (accountsOf), so their balances after are known here: a
        // debit below zero is refused now, and the writes wait for the end of the operation,
        // where they go in one statement with its result.
        const balances = new Map<number, number>();
        const current = new Map([...userAccounts.values()].flat().map((a) => [a.id, a.balance]));
        for (const [id, { delta, kind }] of deltas) {
          if (delta === 0) continue;
          const after = current.get(id)! + delta;
          if (after < 0) throw new InsufficientFunds(kind);
          balances.set(id, after);
        }
        for (const [id, { delta }] of deltas) pending.deltas.set(id, (pending.deltas.get(id) ?? 0) + delta);
        pending.transfers.push(
          ...resolved.map(({ leg, from, to }) => ({
            operation_id: operationId,
            idempotency_key: `${key}#${sequence++}`,
            from_account_id: from.id,
            to_account_id: to.id,
            amount: leg.amount,
            currency,
            kind: leg.kind,
            from_balance_after: balances.get(from.id) ?? null,
            to_balance_after: balances.get(to.id) ?? null,
            round_ref: leg.round ?? null,
            bet_ref: leg.bet ?? null,
            payment_ref: leg.payment ?? null,
            hold_id: leg.hold ?? null,
          })),
        );
        for (const accounts of userAccounts.values()) {
          for (const account of accounts) account.balance = balances.get(account.id) ?? account.balance;
        }
        return balances;
      },
    };
  }

  return {
    /** The system account of (kind, ref, currency), created on first use; remembered once committed. */
    systemAccount,

    /** Where the operations' outcomes are counted (runOperation, bonus grants), when the platform is measured. */
    metrics,

    /**
     * Runs one idempotent operation in a transaction (its own, or the caller's). The first request with a key does
     * the work and stores its result; a retry with the same content gets that result
     * back (replayed) and moves nothing; the same key with other content is refused.
     */
    async operate<T>(
      spec: OperationSpec,
      body: (ledger: LedgerTx) => Promise<T>,
      outer?: Tx,
    ): Promise<{ result: T; replayed: boolean }> {
      const fingerprint = fingerprintOf(spec.fingerprint);
      const run = async (tx: Tx) => {
        // The claim also locks the user's accounts: one round trip instead of two.
        const { operationId, accounts } = await repo.claimOperation(tx, {
          key: spec.key,
          fingerprint,
          kind: spec.kind,
          userId: spec.userId,
        });
        if (operationId === null) {
          const existing = await repo.findOperation(tx, spec.key);
          if (!existing || existing.fingerprint !== fingerprint) throw new IdempotencyConflict(spec.key);
          return { result: existing.result as T, replayed: true };
        }
        const pending: repo.PendingWrites = { deltas: new Map(), transfers: [] };
        const userAccounts = new Map(spec.userId !== null && accounts.length ? [[spec.userId, accounts]] : []);
        const result = await body(ledgerTx(tx, operationId, spec.key, pending, userAccounts));
        await repo.postOperation(tx, operationId, pending, result);
        return { result, replayed: false };
      };
      // Inside a caller's transaction the operation commits (or not) with the caller's own writes.
      return outer ? run(outer) : db.transaction().execute(run);
    },
  };
}
