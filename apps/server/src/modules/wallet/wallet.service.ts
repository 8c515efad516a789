import type { BonusType } from '@casino/contracts';
import type { Db, Executor, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import { createLedger } from './ledger.js';
import type { WalletMetrics } from './wallet.metrics.js';
import { createAgentCommissionCredits } from './wallet.agent-commission.js';
import { createBonusGrants } from './wallet.bonus-grants.js';
import { createGameMoney } from './wallet.games.js';
import { createJackpotPools } from './wallet.pools.js';
import { limitsFor } from './wallet.limits.js';
import { type BalancesAfter, balancesOf, runOperation } from './wallet.operations.js';
import {
  type BonusMovementFilter,
  type BonusMovementOrder,
  countBonusMovements,
  listBonusMovements,
} from './bonus-movements.repository.js';
import { cashMovementsPart, hasDeposited } from './cash-movements.repository.js';
import { lossesOver } from './game-results.repository.js';
import * as repo from './wallet.repository.js';

export type PlayerBalances = BalancesAfter;
type BonusMovementPage = { order: BonusMovementOrder; limit: number; offset: number };
export type WalletService = ReturnType<typeof createWalletService>;

export interface KeyedRequest {
  /** Idempotency key: a retry with the same key moves nothing and returns the first result. */
  key: string;
  userId: number;
  /** Minor units, > 0. */
  amount: number;
}

/** Bonus credits and debits named by the spec (SPEC.md §4 bonus and transaction types); the exchange has its own call. */
export type BonusKind = Exclude<BonusType, 'TransferBonusesToBalance'>;

/** The wallet is the only writer of balances; other modules ask it. */
export function createWalletService(deps: {
  db: Db;
  settings: SettingsService;
  now: () => Date;
  /** Counts the operations by kind and outcome (the platform's Prometheus metrics, when configured). */
  metrics?: WalletMetrics | undefined;
}) {
  const ledger = createLedger(deps.db, deps.metrics);

  function positive(amount: number) {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new AppError('bad_request', 400, 'The amount must be positive.');
  }

  async function assertTransactionLimit(db: Executor, currency: string, amount: number) {
    if (amount > (await limitsFor(deps.settings, currency, db)).maxTransaction)
      throw new AppError('transaction_limit', 400);
  }

  return {
    ...createGameMoney({ ledger, settings: deps.settings }),
    ...createBonusGrants({ db: deps.db, ledger }),
    ...createJackpotPools({ ledger }),
    ...createAgentCommissionCredits({ ledger }),
    /** The player's cash movements, as a part of the transactions page's query (backoffice module). */
    cashMovementsPart,

    /** Each player's net game loss over [from, to) (days, UTC), for those who lost: what cashback is paid on. */
    lossesOver: (from: string, to: string) => lossesOver(deps.db, from, to),

    hasDeposited: (userId: number) => hasDeposited(deps.db, userId),

    /** A page of the movements of the player's bonus balance (the bonus and cashback histories), and their count. */
    async bonusMovements(userId: number, filter: BonusMovementFilter, page: BonusMovementPage) {
      const [rows, count] = await Promise.all([
        listBonusMovements(deps.db, userId, filter, page),
        countBonusMovements(deps.db, userId, filter),
      ]);
      return { rows, count };
    },

    /** Opens a new user's cash, bonus and held accounts in their currency, inside the caller's transaction. */
    openPlayerAccounts: (tx: Executor, userId: number, currency: string) =>
      repo.insertUserAccounts(tx, userId, currency),

    /** Each player's currency, by id. */
    currenciesOf: (userIds: number[], db: Executor = deps.db) => repo.currenciesOf(db, userIds),

    /**
     * Locks the player's accounts until `tx` ends, as every movement of theirs does first: what
     * the caller reads and writes next (their bonus's wagering) no bet or grant changes meanwhile.
     */
    async lockPlayer(userId: number, tx: Tx): Promise<void> {
      await repo.lockUserAccounts(tx, userId);
    },

    /** The user's balances in minor units; null for a user without accounts. */
    async getPlayerBalances(userId: number, db: Executor = deps.db): Promise<PlayerBalances | null> {
      const accounts = await repo.findUserAccounts(db, userId);
      const balanceOf = (kind: repo.UserAccountKind) => accounts.find((a) => a.kind === kind)?.balance ?? 0;
      const cash = accounts.find((a) => a.kind === 'cash');
      if (!cash) return null;
      return { currency: cash.currency, cash: balanceOf('cash'), bonus: balanceOf('bonus'), held: balanceOf('held') };
    },

    /**
     * A confirmed deposit: payment clearing → cash, refused above the transaction or balance limit.
     * `tx`: the caller's transaction, so the credit commits with the payment's status change.
     */
    async deposit(request: KeyedRequest & { paymentRef: string }, tx?: Tx) {
      positive(request.amount);
      return runOperation(
        ledger,
        { key: request.key, kind: 'deposit', userId: request.userId, fingerprint: request },
        async (l) => {
          const { currency, cash } = await balancesOf(l, request.userId);
          const limits = await limitsFor(deps.settings, currency, l.tx);
          if (request.amount > limits.maxTransaction || cash + request.amount > limits.maxBalance) {
            throw new AppError('transaction_limit', 400);
          }
          await l.move(currency, [
            {
              from: { system: 'payment_clearing' },
              to: { userId: request.userId, kind: 'cash' },
              amount: request.amount,
              kind: 'deposit',
              payment: request.paymentRef,
            },
          ]);
          return { balances: await balancesOf(l, request.userId) };
        },
        tx,
      );
    },

    /** Reserves cash for a payout or a stake (cash → held); posted or voided later, exactly once. */
    async reserve(request: KeyedRequest & { purpose: string }, tx?: Tx) {
      positive(request.amount);
      return runOperation(
        ledger,
        { key: request.key, kind: 'reserve', userId: request.userId, fingerprint: request },
        async (l) => {
          const { currency } = await balancesOf(l, request.userId);
          await assertTransactionLimit(l.tx, currency, request.amount);
          const holdId = await repo.insertHold(l.tx, { ...request, currency });
          await l.move(currency, [
            {
              from: { userId: request.userId, kind: 'cash' },
              to: { userId: request.userId, kind: 'held' },
              amount: request.amount,
              kind: repo.reserveKindOf(request.purpose),
              hold: holdId,
            },
          ]);
          return { holdId, balances: await balancesOf(l, request.userId) };
        },
        tx,
      );
    },

    /** Completes a hold: the held money leaves to payment clearing (a paid-out withdrawal) or the house. */
    async postHold(request: { key: string; holdId: number; to: 'payment_clearing' | 'house' }, tx?: Tx) {
      return settle(request.key, request.holdId, 'posted', request.to, tx);
    },

    /** Cancels a hold: the held money goes back to cash. */
    async voidHold(request: { key: string; holdId: number }, tx?: Tx) {
      return settle(request.key, request.holdId, 'voided', null, tx);
    },

    /** A paid spin of the prize wheel: its cost goes from the player's cash to the house (refused beyond the cash). */
    async payWheelSpin(request: KeyedRequest, tx?: Tx) {
      positive(request.amount);
      return runOperation(
        ledger,
        { key: request.key, kind: 'wheel_spin', userId: request.userId, fingerprint: request },
        async (l) => {
          const { currency } = await balancesOf(l, request.userId);
          const from = { userId: request.userId, kind: 'cash' as const };
          await l.move(currency, [{ from, to: { system: 'house' }, amount: request.amount, kind: 'wheel_spin' }]);
          return { balances: await balancesOf(l, request.userId) };
        },
        tx,
      );
    },

    /** Takes bonus back to bonus funding (an operator's removal, a detracted first-deposit bonus); never below zero. */
    takeBackBonus: (request: KeyedRequest & { kind: BonusKind }, tx?: Tx) =>
      bonusFundingMove(request, 'bonus', 'out', tx),

    /** Credits a bonus from bonus funding (Cashback, FirstDeposit, LuckySpin, …), to cash when asked. */
    grantBonus: (request: KeyedRequest & { kind: BonusKind; toCash?: boolean }, tx?: Tx) =>
      bonusFundingMove(request, request.toCash ? 'cash' : 'bonus', 'in', tx),

    /**
     * Moves bonus balance into cash (TransferBonusesToBalance), checked on the locked balances:
     * refused while cash is at `maxCash` or above, and beyond the bonus balance (by the move).
     */
    async exchangeBonus(request: KeyedRequest & { cashAmount: number; maxCash: number }, tx?: Tx) {
      positive(request.amount);
      positive(request.cashAmount);
      return runOperation(
        ledger,
        { key: request.key, kind: 'TransferBonusesToBalance', userId: request.userId, fingerprint: request },
        async (l) => {
          const { currency, cash } = await balancesOf(l, request.userId);
          if (cash >= request.maxCash) throw new AppError('balance_not_low_enough', 400);
          const { userId } = request;
          await l.move(currency, [
            {
              from: { userId, kind: 'bonus' },
              to: { system: 'bonus_funding' },
              amount: request.amount,
              kind: 'TransferBonusesToBalance',
            },
            {
              from: { system: 'bonus_funding' },
              to: { userId, kind: 'cash' },
              amount: request.cashAmount,
              kind: 'TransferBonusesToBalance',
            },
          ]);
          return { balances: await balancesOf(l, userId) };
        },
        tx,
      );
    },

    /** A cashier or agent moves cash from their own account to a player's (or back). */
    async cashierTransfer(request: { key: string; senderId: number; recipientId: number; amount: number }) {
      positive(request.amount);
      return runOperation(
        ledger,
        { key: request.key, kind: 'cashier_transfer', userId: request.senderId, fingerprint: request },
        async (l) => {
          const [sender, recipient] = [await balancesOf(l, request.senderId), await balancesOf(l, request.recipientId)];
          if (sender.currency !== recipient.currency)
            throw new AppError('bad_request', 400, 'The accounts use different currencies.');
          await assertTransactionLimit(l.tx, sender.currency, request.amount);
          await l.move(sender.currency, [
            {
              from: { userId: request.senderId, kind: 'cash' },
              to: { userId: request.recipientId, kind: 'cash' },
              amount: request.amount,
              kind: 'cashier_transfer',
            },
          ]);
          return { sender: await balancesOf(l, request.senderId), recipient: await balancesOf(l, request.recipientId) };
        },
      );
    },
  };

  /**
   * One keyed transfer between bonus funding and one of the player's accounts: `in` credits
   * it, `out` takes from it (beyond its balance the move refuses: on the bonus account,
   * insufficient_funds_on_bonus_balance).
   */
  /** Within `tx` when given: the move commits or rolls back with the caller's other writes. */
  function bonusFundingMove(
    request: KeyedRequest & { kind: BonusKind },
    account: 'cash' | 'bonus',
    way: 'in' | 'out',
    tx?: Tx,
  ) {
    positive(request.amount);
    return runOperation(
      ledger,
      { key: request.key, kind: request.kind, userId: request.userId, fingerprint: request },
      async (l) => {
        const { currency } = await balancesOf(l, request.userId);
        const player = { userId: request.userId, kind: account };
        const funding = { system: 'bonus_funding' as const };
        const [from, to] = way === 'in' ? [funding, player] : [player, funding];
        await l.move(currency, [{ from, to, amount: request.amount, kind: request.kind }]);
        return { balances: await balancesOf(l, request.userId) };
      },
      tx,
    );
  }

  async function settle(
    key: string,
    holdId: number,
    status: 'posted' | 'voided',
    to: 'payment_clearing' | 'house' | null,
    tx?: Tx,
  ) {
    return runOperation(
      ledger,
      { key, kind: `hold_${status}`, userId: null, fingerprint: { holdId, status, to } },
      async (l) => {
        const hold = await repo.settleHold(l.tx, holdId, status, deps.now());
        if (!hold) throw new AppError('bad_request', 409, 'The hold is already settled or does not exist.');
        await l.move(hold.currency, [
          {
            from: { userId: hold.user_id, kind: 'held' },
            to: to ? { system: to } : { userId: hold.user_id, kind: 'cash' },
            amount: hold.amount,
            kind: `${hold.purpose}_${status === 'posted' ? 'post' : 'release'}`,
            hold: holdId,
          },
        ]);
        return { holdId, status, userId: hold.user_id, balances: await balancesOf(l, hold.user_id) };
      },
      tx,
    );
  }
}
