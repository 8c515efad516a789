import { type CreateDepositRequest, PAYMENT_STATUS, toMinor } from '@casino/contracts';
import { AppError } from '../../lib/app-error.js';
import { limitsFor } from '../wallet/index.js';
import * as repo from './payments.repository.js';
import type { Systems } from './payments.systems.js';
import { notFound, type PaymentsDeps, type Transitions } from './payments.transition.js';
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
    created_at: at,
    updated_at: at,
  });
  await repo.insertEvent(db, { paymentId: row.id, from: null, to: S.started, actor: 'player', reason: null, at });
  return row;
}

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

      const started = await deps.db.transaction().execute((tx) =>
        insertStarted(deps, tx, {
          userId,
          direction: 'deposit',
          slug: system.slug,
          amount,
          currency,
          destination: null,
        }),
      );
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

    /** One of the player's own deposits; another player's id is not found. */
    async getDeposit(userId: number, id: number) {
      const row = await repo.findPayment(deps.db, id);
      if (!row || row.user_id !== userId || row.direction !== 'deposit') throw notFound();
      return row;
    },
  };
}
