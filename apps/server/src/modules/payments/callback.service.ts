import { PAYMENT_STATUS } from '@casino/contracts';
import { AppError } from '../../lib/app-error.js';
import { isTerminal, statusConflict } from './payment-status.js';
import * as repo from './payments.repository.js';
import type { Systems } from './payments.systems.js';
import { type Actor, notFound, type PaymentsDeps, type Transitions } from './payments.transition.js';
import type { CallbackOutcome } from './processors/processor.js';

const S = PAYMENT_STATUS;
const TARGET: Record<CallbackOutcome['outcome'], number> = {
  approved: S.approved,
  success: S.success,
  failed: S.failed,
  manual_review: S.manualProcessRequired,
};
const MESSAGES: Partial<Record<number, string>> = {
  [S.approved]: 'The payment has been approved.',
  [S.success]: 'The payment is complete.',
  [S.failed]: 'The payment was declined.',
  [S.manualProcessRequired]: 'The payment is being checked; an operator will confirm it.',
};

/**
 * Processor callbacks to /{direction}/callback/{slug}{var}/: the system is the longest
 * slug `target` starts with, and the rest is the processor's {var}. Only a callback its
 * processor's adapter verifies (signature over the raw body, freshness) is applied.
 */
export function createCallbackService(deps: PaymentsDeps, systems: Systems, transitions: Transitions) {
  async function resolve(direction: repo.Direction, target: string) {
    const candidates = (await repo.listSystems(deps.db, direction)).filter((s) => target.startsWith(s.slug));
    const system = candidates.sort((a, b) => b.slug.length - a.slug.length)[0];
    const processor = system && deps.processors.get(system.processor);
    if (!system || !processor?.verifyCallback) throw new AppError('not_found', 404, 'No such callback.');
    return { system, processor, variant: target.slice(system.slug.length) };
  }

  return {
    /** Where a processor sends the player's browser back to: the system's deposit page (GET callback). */
    async returnPath(direction: repo.Direction, target: string) {
      const { system } = await resolve(direction, target);
      return system.slug;
    },

    /**
     * Verifies and applies a callback in one transaction that holds the payment's lock: of
     * duplicates (same or new event id) one moves the payment, the others find it done
     * and are answered with it; a replayed event id is answered and applies nothing; a
     * payment that already ended otherwise (expired, failed) gets a 409.
     */
    async receive(
      direction: repo.Direction,
      target: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ) {
      const { system, processor, variant } = await resolve(direction, target);
      const secret = await systems.callbackSecret(system);
      const outcome = await processor.verifyCallback!({ rawBody, headers, secret, variant, now: deps.now() });
      if (!outcome) throw new AppError('permission_denied', 401, 'The callback signature is not valid or has expired.');

      return deps.db.transaction().execute(async (tx) => {
        const payment = await repo.lockPayment(tx, outcome.paymentId);
        if (!payment || payment.direction !== direction || payment.system_slug !== system.slug) throw notFound();
        if (
          (outcome.amount !== undefined && outcome.amount !== payment.amount) ||
          (outcome.currency !== undefined && outcome.currency !== payment.currency)
        ) {
          throw new AppError('bad_request', 400, 'The callback’s amount or currency is not the payment’s.');
        }
        if (outcome.eventId) {
          const first = await repo.insertCallback(tx, {
            direction,
            slug: system.slug,
            eventId: outcome.eventId,
            paymentId: payment.id,
            outcome: outcome.outcome,
            at: deps.now(),
          });
          if (!first) return payment;
        }
        const target = TARGET[outcome.outcome];
        if (payment.status === target) return payment;
        if (isTerminal(payment.status)) throw statusConflict(payment.id, payment.status, target);
        return transitions.advanceIn(tx, {
          id: payment.id,
          paths: { [payment.status]: [target] },
          actor: `processor:${system.processor}` as Actor,
          reason: 'callback',
          extra: {
            statusMessage: MESSAGES[target] ?? null,
            ...(outcome.source && target === S.success ? { source: outcome.source } : {}),
          },
        });
      });
    },
  };
}

export type CallbackService = ReturnType<typeof createCallbackService>;
