import { fromMinor, type PaymentHistoryItem, type PaymentItem, type PaymentStatusCode } from '@casino/contracts';
import type { PaymentRow } from './payments.repository.js';

/** Only the end of a payout target is ever shown back: enough to recognise it, not to reuse it. */
export function maskDestination(destination: string | null): string | null {
  if (!destination) return null;
  const compact = destination.replace(/\s+/g, '');
  return compact.length <= 4 ? '••••' : `••••${compact.slice(-4)}`;
}

export function toPaymentItem(row: PaymentRow): PaymentItem {
  return {
    id: row.id,
    redirectLink: row.redirect_link,
    amountCurrency: row.currency,
    amount: fromMinor(row.amount),
    status: row.status as PaymentStatusCode,
    statusMessage: row.status_message,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    user: row.user_id,
    paymentSystem: row.system_slug,
    paymentType: row.direction,
    destination: maskDestination(row.destination),
  };
}

export function toHistoryItem(row: PaymentRow): PaymentHistoryItem {
  return {
    id: row.id,
    paymentId: row.id,
    currency: row.currency,
    amount: fromMinor(row.amount),
    status: row.status as PaymentStatusCode,
    paymentSystem: row.system_slug,
    paymentType: row.direction,
    createdAt: row.created_at.toISOString(),
  };
}
