import { type CreateDepositRequest, PAYMENT_STATUS, toMinor } from '@casino/contracts';
import { AppError } from '../../lib/app-error.js';
import { limitsFor } from '../wallet/index.js';
import * as repo from './payments.repository.js';
import type { Systems } from './payments.systems.js';
import { statusConflict } from './payment-status.js';
import { type Actor, notFound, type PaymentsDeps, type Transitions } from './payments.transition.js';
import type { ProcessorPayment } from './processors/processor.js';

const S = PAYMENT_STATUS;

export const toProcessorPayment = (row: repo.PaymentRow): ProcessorPayment => ({
  id: row.id,
  direction: row.direction,
  systemSlug: row.system_slug,
  userId: row.user_id,
  amount: row.amount,
  currency: row.currency,
  destination: row.destination,
  payCurrency: null,
});

/** The player's currency (their wallet's); a user without a wallet cannot pay. */
export async function playerCurrency(deps: PaymentsDeps, userId: number): Promise<{ currency: string; cash: number }> {
  const balances = await deps.wallet.getPlayerBalances(userId);
  if (!balances) throw new AppError('permission_denied', 403, 'This account has no wallet.');
  return balances;
}

/** A new payment in 10, with its creation event, in the caller's transaction or its own. */
export async function insertStarted(
  deps: PaymentsDeps,
  db: Parameters<typeof repo.insertPayment>[0],
  payment: {
    userId: number;
    direction: repo.Direction;
    slug: string;
    amount: number;
    currency: string;
    destination: string | null;
    /** A payout of the whole balance: its unique key (decision 038). */
    requestKey?: string;
    actor?: Actor;
  },
) {
  const at = deps.now();
  const row = await repo.insertPayment(db, {
    user_id: payment.userId,
    direction: payment.direction,
    system_slug: payment.slug,
    amount: payment.amount,
    currency: payment.currency,
    status: S.started,
    redirect_link: null,
    external_ref: null,
    hold_id: null,
    destination: payment.destination,
    status_message: null,
    request_key: payment.requestKey ?? null,
    created_at: at,
    updated_at: at,
  });
  const actor = payment.actor ?? 'player';
  await repo.insertEvent(db, { paymentId: row.id, from: null, to: S.started, actor, reason: null, at });
  return row;
}

/**
 * Whether the processor lets an unpaid deposit go (releaseDeposit): it is asked before the
 * platform ends the deposit, so that a payment the processor took is never ended unpaid.
 * Null when its processor cannot tell.
 */
export async function releaseAtProcessor(deps: PaymentsDeps, payment: repo.PaymentRow): Promise<boolean | null> {
  const system = await repo.findSystem(deps.db, payment.direction, payment.system_slug);
  const processor = system && deps.processors.get(system.processor);
  if (!processor?.releaseDeposit) return null;
  return processor.releaseDeposit(toProcessorPayment(payment));
}

const ABANDONED = 'You abandoned this deposit; nothing was charged.';

/** Deposits: the player starts one; the wallet is credited only when it reaches 30. */
export function createDepositService(deps: PaymentsDeps, systems: Systems, transitions: Transitions) {
  return {
    /** Starts a deposit on a system: checks its limits and the wallet's, then hands it to the processor. */
    async createDeposit(userId: number, request: CreateDepositRequest) {
      const { currency, cash } = await playerCurrency(deps, userId);
      const amount = toMinor(request.amount);
      const system = await systems.usable('deposit', request.payment_system, currency, amount);
      // Checked again when the money arrives; refusing now spares the player a payment that cannot be credited.
      const limits = await limitsFor(deps.settings, currency, deps.db);
      if (amount > limits.maxTransaction || cash + amount > limits.maxBalance)
        throw new AppError('transaction_limit', 400);
      const processor = deps.processors.get(system.processor)!;
      const payCurrency = system.kind === 'crypto' ? (request.pay_currency ?? null) : null;
      await processor.prepareDeposit?.({ amount, currency, payCurrency });

      const started = await deps.db.transaction().execute(async (tx) => {
        if (deps.depositLimits) {
          // Under the player's lock: two deposits started at once are counted one after the other.
          await deps.wallet.lockPlayer(userId, tx);
          await deps.depositLimits.assertDeposit(tx, userId, amount, (since) => repo.depositedSince(tx, userId, since));
        }
        return insertStarted(deps, tx, {
          userId,
          direction: 'deposit',
          slug: system.slug,
          amount,
          currency,
          destination: null,
        });
      });
      // The processor is called outside any transaction: it may be a slow remote call.
      let result;
      try {
        result = await processor.startDeposit({ ...toProcessorPayment(started), payCurrency });
      } catch {
        return transitions.failToStart(
          started.id,
          system.processor,
          'The payment could not be started. Please try again later.',
        );
      }
      const extra = {
        redirectLink: result.redirectLink ?? null,
        statusMessage: result.instructions ?? null,
        externalRef: result.externalRef ?? null,
      };
      // 10 → 20 always; a manual deposit then goes on to 27 (the table has no 10 → 27).
      const path = result.status === S.manualProcessRequired ? [S.requested, S.manualProcessRequired] : [S.requested];
      return transitions.advance({
        id: started.id,
        paths: { [S.started]: path },
        actor: `processor:${system.processor}`,
        extra,
      });
    },

    /**
     * The player abandons a deposit they have not paid (20): its processor stops taking
     * money for it first, then it fails (40). One the processor has taken money for, or
     * can say nothing about, is refused (409) and keeps waiting for its outcome.
     */
    async abandonDeposit(userId: number, id: number) {
      const payment = await this.getDeposit(userId, id);
      if (payment.status === S.failed) return payment; // already abandoned or declined: nothing to do
      if (payment.status !== S.requested) throw statusConflict(id, payment.status, S.failed);
      let released;
      try {
        released = await releaseAtProcessor(deps, payment);
      } catch {
        throw new AppError(
          'payment_system_unavailable',
          400,
          'The payment system did not answer. Please try again later.',
        );
      }
      if (released !== true) {
        throw new AppError(
          'payment_status_conflict',
          409,
          released === false
            ? 'This deposit is already being paid; it can no longer be abandoned.'
            : 'This deposit cannot be abandoned; it ends on its own if it is not paid.',
        );
      }
      try {
        return await transitions.advance({
          id,
          direction: 'deposit',
          userId,
          paths: { [S.requested]: [S.failed] },
          actor: 'player',
          reason: 'abandoned',
          extra: { statusMessage: ABANDONED },
        });
      } catch (error) {
        // A decline or the expiry ended it meanwhile: the player's wish holds all the same.
        const now = await repo.findPayment(deps.db, id);
        if (now && (now.status === S.failed || now.status === S.expired)) return now;
        throw error;
      }
    },

    /** One of the player's own deposits; another player's id is not found. */
    async getDeposit(userId: number, id: number) {
      const row = await repo.findPayment(deps.db, id);
      if (!row || row.user_id !== userId || row.direction !== 'deposit') throw notFound();
      return row;
    },
  };
}
