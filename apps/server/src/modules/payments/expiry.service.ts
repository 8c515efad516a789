import { PAYMENT_STATUS } from '@casino/contracts';
import { AppError } from '../../lib/app-error.js';
import { releaseAtProcessor } from './deposit.service.js';
import * as repo from './payments.repository.js';
import type { PaymentsDeps, Transitions } from './payments.transition.js';

const S = PAYMENT_STATUS;
const BATCH = 500;

/** Expires payments nobody finished (SPEC help: a deposit is valid for 24 hours). */
export function createExpiryService(deps: PaymentsDeps, transitions: Transitions) {
  return {
    /**
     * Moves deposits in 10/20, and payouts stuck in 10 (their start never finished; the
     * hold goes back), older than the configured age to 45. Each goes through the same
     * conditional update as a success: when they race, exactly one wins. A deposit is
     * first released at its processor (releaseDeposit), so a paid one is never expired
     * while its callback is on its way. Returns the count.
     */
    async expireStale(now: Date = deps.now()): Promise<number> {
      const before = new Date(now.getTime() - deps.expiryAgeMs);
      const stale = [
        ...(await repo.listStale(deps.db, 'deposit', [S.started, S.requested], before, BATCH)),
        ...(await repo.listStale(deps.db, 'payout', [S.started], before, BATCH)),
      ];
      let expired = 0;
      for (const payment of stale) {
        // A deposit its processor has taken money for waits for that outcome instead; one
        // whose processor does not answer is tried again on the next run.
        if (payment.direction === 'deposit' && (await releaseAtProcessor(deps, payment).catch(() => false)) === false) {
          continue;
        }
        try {
          await transitions.advance({
            id: payment.id,
            paths: { [payment.status]: [S.expired] },
            actor: 'system',
            reason: 'expired',
            extra: { statusMessage: 'The payment expired before it was completed.' },
          });
          expired += 1;
        } catch (error) {
          // Another caller moved it first (a success, a failure): theirs stands.
          if (!(error instanceof AppError && error.code === 'payment_status_conflict')) throw error;
        }
      }
      return expired;
    },
  };
}
