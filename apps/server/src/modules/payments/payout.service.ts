import { type CreatePayoutRequest, PAYMENT_STATUS, toMinor } from '@casino/contracts';
import type { Tx } from '../../db/database.js';
import { FieldValidationError } from '../../lib/app-error.js';
import { assertClosedLoop, findClosedLoop } from './closed-loop.js';
import { insertStarted, playerCurrency, toProcessorPayment } from './deposit.service.js';
import * as repo from './payments.repository.js';
import { normalizeDestination } from './payout-destination.js';
import { findCoin } from './processors/crypto.repository.js';
import type { Systems } from './payments.systems.js';
import { notFound, type PaymentsDeps, type Transitions } from './payments.transition.js';

const S = PAYMENT_STATUS;

export const WAIT_FOR_ADMIN = 'Your withdrawal is waiting for the administrator’s confirmation.';
const REQUESTED = 'Your withdrawal request has been received and is being processed.';

/**
 * A started payout and the hold of its amount on the player's cash, in the caller's transaction:
 * a refused hold (not_enough_money, transaction_limit) leaves no payment behind.
 */
export async function insertHeldPayout(
  deps: PaymentsDeps,
  tx: Tx,
  payout: Omit<Parameters<typeof insertStarted>[2], 'direction'>,
) {
  const row = await insertStarted(deps, tx, { ...payout, direction: 'payout' });
  const { holdId } = await deps.wallet.reserve(
    { key: `payment:${row.id}:hold`, userId: payout.userId, amount: payout.amount, purpose: 'payout' },
    tx,
  );
  await repo.setHold(tx, row.id, holdId);
  return { ...row, hold_id: holdId };
}

/** Payouts: the amount is held at request, then posted (30) or released (40, 45, cancel) exactly once. */
export function createPayoutService(deps: PaymentsDeps, systems: Systems, transitions: Transitions) {
  return {
    /** Requests a payout: checks the system, its limits and the closed loop, holds the amount, and starts it. */
    async createPayout(userId: number, request: CreatePayoutRequest) {
      const { currency, cash } = await playerCurrency(deps, userId);
      const amount = toMinor(request.amount);
      // The hold checks the cash again, under the account's lock: this only orders the messages.
      const system = await systems.usable('payout', request.payment_system, currency, amount, cash);
      const coin =
        system.kind === 'crypto' && request.pay_currency ? await findCoin(deps.db, request.pay_currency) : null;
      if (system.kind === 'crypto' && request.pay_currency && !coin)
        throw FieldValidationError.of('pay_currency', 'invalid');
      const destination = normalizeDestination(
        system.kind,
        request.destination,
        coin ? { code: coin.code, format: coin.address_format } : null,
      );
      assertClosedLoop(system, destination, await findClosedLoop(deps.db, userId));

      // The payment and its hold commit together: a refused hold (not_enough_money,
      // transaction_limit) leaves no payment behind, and two payouts racing for the same
      // cash queue on the wallet's account lock, so the second finds the cash gone.
      const started = await deps.db.transaction().execute(async (tx) => {
        const row = await insertHeldPayout(deps, tx, { userId, slug: system.slug, amount, currency, destination });
        // Under the hold's lock on the player: two payouts at once are counted one after the other.
        await deps.documents?.assertPayoutAllowed(tx, userId, currency, () => repo.paidOutSince(tx, userId, null));
        // After the hold, which locked the player's accounts: the bonus rules read balances no
        // bet can change before this commits, and a refused hold leaves no bonus moved.
        await deps.bonuses.onPayoutRequested(tx, { userId, amount });
        return row;
      });

      let status: number;
      let externalRef: string | null = null;
      try {
        const result = await deps.processors
          .get(system.processor)!
          .startPayout({ ...toProcessorPayment(started), payCurrency: coin?.code ?? null });
        status = result.status;
        externalRef = result.externalRef ?? null;
      } catch {
        return transitions.failToStart(
          started.id,
          system.processor,
          'The withdrawal could not be started; the amount is back on your balance.',
        );
      }
      // Large payouts wait for an operator whatever the processor says (terms: extra verification).
      if (amount > (await systems.extraVerificationThreshold(currency))) status = S.manualProcessRequired;
      const manual = status === S.manualProcessRequired;
      return transitions.advance({
        id: started.id,
        paths: { [S.started]: manual ? [S.requested, S.manualProcessRequired] : [S.requested] },
        actor: `processor:${system.processor}`,
        reason: manual && system.processor !== 'manual' ? 'extra_verification' : null,
        extra: { statusMessage: manual ? WAIT_FOR_ADMIN : REQUESTED, externalRef },
      });
    },

    /** The player cancels their own online payout while it is 20 or 21; the hold goes back to cash. */
    cancelPayout: (userId: number, id: number) =>
      transitions.advance({
        id,
        direction: 'payout',
        userId,
        paths: { [S.requested]: [S.failed], [S.approved]: [S.failed] },
        actor: 'player',
        reason: 'cancelled',
        extra: { statusMessage: 'You cancelled this withdrawal; the amount is back on your balance.' },
      }),

    /** One of the player's own payouts; another player's id is not found. */
    async getPayout(userId: number, id: number) {
      const row = await repo.findPayment(deps.db, id);
      if (!row || row.user_id !== userId || row.direction !== 'payout') throw notFound();
      return row;
    },
  };
}
