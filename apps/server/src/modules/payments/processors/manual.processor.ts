import { bankTransferReference } from '@casino/contracts';
import type { PaymentProcessor } from './processor.js';

/**
 * A bank transfer confirmed by an operator: nothing is sent anywhere, every payment waits
 * in 27 (manual process required) for manual_success or manual_fail.
 */
export function createManualProcessor(): PaymentProcessor {
  return {
    async startDeposit(payment) {
      return {
        status: 27,
        instructions: `Transfer the amount by bank transfer with the reference ${bankTransferReference(payment.id)}. An operator credits it on arrival.`,
      };
    },
    async startPayout() {
      return { status: 27 };
    },
  };
}
