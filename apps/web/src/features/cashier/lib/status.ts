import { PAYMENT_STATUS, type PaymentDirection, type PaymentStatusCode } from '@casino/contracts';

const S = PAYMENT_STATUS;

/** 30, 40 and 45 end a payment: nothing changes after them, so nothing is polled. */
export function isFinalStatus(status: number): boolean {
  return status === S.success || status === S.failed || status === S.expired;
}

/** The player may take back an online payout only before it is paid (the server allows 20 and 21). */
export function isCancellable(direction: PaymentDirection, status: number): boolean {
  return direction === 'payout' && (status === S.requested || status === S.approved);
}

export type StatusTone = 'success' | 'danger' | 'pending' | 'review';

/** The colour family a status is shown in. */
export function statusTone(status: PaymentStatusCode): StatusTone {
  if (status === S.success) return 'success';
  if (status === S.failed || status === S.expired || status === S.approvalFailed) return 'danger';
  if (status === S.manualProcessRequired) return 'review';
  return 'pending';
}

/** The locale key of a status's short label (every code of SPEC §4 has one in every language). */
export const statusLabelKey = (status: PaymentStatusCode) => `cashier.status.${status}` as const;

/** The locale key of what a status means for this kind of payment (SPEC §4: localized status messages). */
export const statusMessageKey = (direction: PaymentDirection, status: PaymentStatusCode) =>
  `cashier.statusMessage.${direction}.${status}` as const;
