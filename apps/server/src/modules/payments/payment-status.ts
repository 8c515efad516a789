import { PAYMENT_STATUS, type PaymentStatusCode, type Transaction } from '@casino/contracts';
import { AppError } from '../../lib/app-error.js';

const S = PAYMENT_STATUS;

/**
 * The only status changes a payment may make (SPEC.md §4). 30, 40 and 45 are terminal:
 * once money has moved (credited, posted or released) nothing may move it again.
 */
export const LEGAL_TRANSITIONS: Readonly<Record<PaymentStatusCode, readonly PaymentStatusCode[]>> = {
  [S.started]: [S.requested, S.failed, S.expired],
  [S.requested]: [S.approved, S.approvalFailed, S.manualProcessRequired, S.success, S.failed, S.expired],
  [S.approved]: [S.success, S.failed, S.manualProcessRequired],
  [S.approvalFailed]: [S.failed],
  [S.manualProcessRequired]: [S.approved, S.success, S.failed],
  [S.success]: [],
  [S.failed]: [],
  [S.expired]: [],
};

export function isLegalTransition(from: number, to: number): boolean {
  return (LEGAL_TRANSITIONS[from as PaymentStatusCode] ?? []).includes(to as PaymentStatusCode);
}

/** Where a payment ends: once money has moved (credited, posted or released). */
export const TERMINAL_STATUSES: readonly PaymentStatusCode[] = [S.success, S.failed, S.expired];

export function isTerminal(status: number): boolean {
  return TERMINAL_STATUSES.includes(status as PaymentStatusCode);
}

/**
 * What a payment's status means on the player's transactions page (SPEC.md §4): open while
 * it waits for the player, the processor or an approval; in process once approved or in
 * manual review; then completed or rejected.
 */
export const TRANSACTION_STATUS_OF: Readonly<Record<Transaction['status'], readonly PaymentStatusCode[]>> = {
  OPEN: [S.started, S.requested],
  IN_PROCESS: [S.approved, S.manualProcessRequired],
  COMPLETED: [S.success],
  REJECTED: [S.approvalFailed, S.failed, S.expired],
};

/** The error for a change the payment's current status does not allow (or a race another caller won). */
export function statusConflict(id: number, from: number, to: number): AppError {
  return new AppError('payment_status_conflict', 409, `Payment ${id} cannot go from status ${from} to ${to}.`);
}

/** Throws unless from → to is in the table. */
export function assertLegalTransition(id: number, from: number, to: number): void {
  if (!isLegalTransition(from, to)) throw statusConflict(id, from, to);
}
