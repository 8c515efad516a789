import {
  PAYMENT_STATUS,
  type PaymentDirection,
  type PaymentStatusCode,
  type PaymentSystemKind,
} from '@casino/contracts';

const S = PAYMENT_STATUS;

/** 30, 40 and 45 end a payment: nothing changes after them, so nothing is polled. */
export function isFinalStatus(status: number): boolean {
  return status === S.success || status === S.failed || status === S.expired;
}

/** The player may take back an online payout only before it is paid (the server allows 20 and 21). */
export function isCancellable(direction: PaymentDirection, status: number): boolean {
  return direction === 'payout' && (status === S.requested || status === S.approved);
}

/**
 * The player may abandon a deposit they have not paid (20) on a system with a payment
 * step of its own; a bank transfer waits for the operator (27), who alone can end it.
 */
export function isAbandonable(direction: PaymentDirection, status: number, kind: PaymentSystemKind | undefined) {
  return direction === 'deposit' && status === S.requested && kind !== 'manual';
}

/** A deposit not paid yet (10, 20): shown as waiting for the payment, never as money received. */
export function isAwaitingPayment(direction: PaymentDirection, status: number): boolean {
  return direction === 'deposit' && (status === S.started || status === S.requested);
}

export type StatusTone = 'success' | 'danger' | 'pending' | 'review';

/** The colour family a status is shown in. */
export function statusTone(status: PaymentStatusCode): StatusTone {
  if (status === S.success) return 'success';
  if (status === S.failed || status === S.expired || status === S.approvalFailed) return 'danger';
  if (status === S.manualProcessRequired) return 'review';
  return 'pending';
}

/**
 * The locale key of a status's short label (every code of SPEC §4 has one in every
 * language); a deposit not paid yet reads "Awaiting payment".
 */
export const statusLabelKey = (status: PaymentStatusCode, direction?: PaymentDirection) =>
  direction && isAwaitingPayment(direction, status)
    ? ('cashier.status.awaitingPayment' as const)
    : (`cashier.status.${status}` as const);

/**
 * The locale key of what a status means for this kind of payment (SPEC §4: localized status
 * messages). A failed deposit says what was not charged: the card, the coins, the transfer.
 */
export const statusMessageKey = (direction: PaymentDirection, status: PaymentStatusCode, kind?: PaymentSystemKind) =>
  direction === 'deposit' && status === S.failed && kind
    ? (`cashier.failedDeposit.${kind}` as const)
    : (`cashier.statusMessage.${direction}.${status}` as const);

/**
 * A masked card (••••4242) inside a sentence: isolated left to right (U+2066 … U+2069), so
 * that an Arabic sentence does not turn it into 4242••••.
 */
export const maskedCard = (card: string) => `\u2066${card}\u2069`;
