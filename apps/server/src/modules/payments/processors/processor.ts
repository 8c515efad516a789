import type { PaymentDirection } from '@casino/contracts';

/** What a processor is told about a payment it starts; amounts in minor units. */
export interface ProcessorPayment {
  id: number;
  direction: PaymentDirection;
  systemSlug: string;
  userId: number;
  amount: number;
  currency: string;
  destination: string | null;
}

export interface StartDepositResult {
  /** 20: the processor has it (the player may have to finish on `redirectLink`); 27: an operator must confirm it. */
  status: 20 | 27;
  redirectLink?: string;
  /** What the player must do (bank details, a reference), shown as the payment's status message. */
  instructions?: string;
  /** The processor's own id of the payment, for matching its callbacks. */
  externalRef?: string;
}

export interface StartPayoutResult {
  status: 20 | 27;
  externalRef?: string;
}

/** A verified notification from a processor about one of our payments. */
export interface CallbackOutcome {
  paymentId: number;
  /** manual_review: the processor holds it for a human (fraud check), an operator decides (27). */
  outcome: 'approved' | 'success' | 'failed' | 'manual_review';
}

/**
 * The adapter a payment processor implements (card, crypto, bank). The cashier owns the
 * status machine and the money; a processor only starts payments and reports outcomes.
 */
export interface PaymentProcessor {
  /** Starts a deposit: where the player pays, or that an operator must confirm it. */
  startDeposit(payment: ProcessorPayment): Promise<StartDepositResult>;
  /** Starts a payout whose amount is already held in the player's wallet. */
  startPayout(payment: ProcessorPayment): Promise<StartPayoutResult>;
  /**
   * Checks a callback's signature over the raw body and reads what it says; null when it
   * is forged or not for us. Processors without callbacks (manual) leave it out.
   */
  verifyCallback?(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<CallbackOutcome | null>;
}
