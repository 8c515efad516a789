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
  /** The coin a crypto payment is made in (btc, eth, …); null for fiat systems. */
  payCurrency: string | null;
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
  /** The processor's id of this notification: a replay carries the same one and is not applied again. */
  eventId?: string;
  /** What the processor says was paid, minor units; checked against the payment when given. */
  amount?: number;
  currency?: string;
  /**
   * Where a deposit's money came from, masked to what the closed loop compares (a card's
   * last 4 digits): payouts by card then go to that card.
   */
  source?: string;
  /** manual_review: the processor holds it for a human (fraud check), an operator decides (27). */
  outcome: 'approved' | 'success' | 'failed' | 'manual_review';
}

/** A callback as it reached /{direction}/callback/{slug}{var}/. */
export interface CallbackRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  /** The HMAC key of the payment system the callback is addressed to. */
  secret: string;
  /** The {var} suffix after the system's slug ('' when none). */
  variant: string;
  now: Date;
}

/**
 * The adapter a payment processor implements (card, crypto, bank). The cashier owns the
 * status machine and the money; a processor only starts payments and reports outcomes.
 */
export interface PaymentProcessor {
  /**
   * Refuses, before the payment exists, a deposit the processor cannot take (an unknown
   * coin, less than a coin's minimum): AppError or FieldValidationError.
   */
  prepareDeposit?(request: { amount: number; currency: string; payCurrency: string | null }): Promise<void>;
  /** Starts a deposit: where the player pays, or that an operator must confirm it. */
  startDeposit(payment: ProcessorPayment): Promise<StartDepositResult>;
  /**
   * Stops a deposit nobody has paid, when the player abandons it or it expires: true once
   * the processor will never take money for it (its page takes no card, say), false when it
   * is paid or being paid (its outcome is on its way). A processor without it leaves its
   * deposits to its callbacks and the expiry job; the player cannot abandon them.
   */
  releaseDeposit?(payment: ProcessorPayment): Promise<boolean>;
  /** Starts a payout whose amount is already held in the player's wallet. */
  startPayout(payment: ProcessorPayment): Promise<StartPayoutResult>;
  /**
   * Checks a callback's signature over the raw body (with the system's secret) and its
   * freshness, and reads what it says; null when it is forged, stale or not for us.
   * Processors without callbacks (manual) leave it out.
   */
  verifyCallback?(callback: CallbackRequest): Promise<CallbackOutcome | null>;
}
