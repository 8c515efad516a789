import { PAYMENT_STATUS } from '@casino/contracts';
import { isTerminal, statusConflict } from './payment-status.js';
import * as repo from './payments.repository.js';
import { type Actor, notFound, type PaymentsDeps, type Transitions } from './payments.transition.js';
import type { CallbackOutcome } from './processors/processor.js';

const S = PAYMENT_STATUS;

/**
 * The operator endpoints: the path each takes from each status it accepts. approve_fail
 * records 22 (approval failed) where the table allows it (from 20); from 27 the table
 * goes straight to 40.
 */
export const OPERATOR_ACTIONS = {
  approve_success: { [S.requested]: [S.approved], [S.manualProcessRequired]: [S.approved] },
  approve_fail: { [S.requested]: [S.approvalFailed, S.failed], [S.manualProcessRequired]: [S.failed] },
  process_after_approve: { [S.approved]: [S.success] },
  manual_success: { [S.manualProcessRequired]: [S.success] },
  manual_fail: { [S.manualProcessRequired]: [S.failed] },
} as const satisfies Record<string, Partial<Record<number, readonly number[]>>>;
export type OperatorAction = keyof typeof OPERATOR_ACTIONS;

const MESSAGES: Partial<Record<number, string>> = {
  [S.approved]: 'The payment has been approved.',
  [S.success]: 'The payment is complete.',
  [S.failed]: 'The payment was refused.',
};

/** What operators (SO, O: docs/permissions.md) do to payments, and what processors report. */
export function createOperatorService(deps: PaymentsDeps, transitions: Transitions) {
  return {
    /** Applies an operator action to a deposit or payout; a status it does not start from is a 409. */
    act(operatorId: number, direction: repo.Direction, id: number, action: OperatorAction, reason?: string) {
      const paths: Partial<Record<number, readonly number[]>> = OPERATOR_ACTIONS[action];
      const end = Object.values(paths)[0]!.at(-1)!;
      return transitions.advance({
        id,
        direction,
        paths,
        actor: `operator:${operatorId}`,
        reason: reason ?? action,
        extra: { statusMessage: MESSAGES[end] ?? null },
      });
    },

    /**
     * A processor's verified outcome (callbacks). A replay of the outcome the payment
     * already has is answered with the payment and moves nothing; anything else illegal is a 409.
     */
    async applyOutcome(processor: string, outcome: CallbackOutcome) {
      const target = {
        approved: S.approved,
        success: S.success,
        failed: S.failed,
        manual_review: S.manualProcessRequired,
      }[outcome.outcome];
      const payment = await repo.findPayment(deps.db, outcome.paymentId);
      if (!payment) throw notFound();
      if (payment.status === target) return payment;
      if (isTerminal(payment.status)) throw statusConflict(payment.id, payment.status, target);
      try {
        return await transitions.advance({
          id: payment.id,
          paths: { [payment.status]: [target] },
          actor: `processor:${processor}` as Actor,
          extra: { statusMessage: MESSAGES[target] ?? null },
        });
      } catch (error) {
        // Lost a race to the same outcome (a duplicate callback): the first one did the work.
        const now = await repo.findPayment(deps.db, payment.id);
        if (now?.status === target) return now;
        throw error;
      }
    },
  };
}
