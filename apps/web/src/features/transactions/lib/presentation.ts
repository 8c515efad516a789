import type { Transaction } from '@casino/contracts';
import type { AmountState } from '@/components/ui/signed-amount';

/**
 * What a row's amount means for the balance: a deposit is money received (+) only once
 * completed; until then it awaits payment, and a rejected one never counted. A
 * withdrawal leaves the balance (−) from its request, and comes back if rejected.
 */
export function amountState(transaction: Transaction): AmountState {
  if (transaction.status === 'REJECTED') return 'void';
  if (transaction.type === 'withdrawal') return 'out';
  return transaction.status === 'COMPLETED' ? 'credited' : 'pending';
}

/** A payment's live page on the cashier (/deposit/{system}?payment=n), where an unpaid deposit can be cancelled. */
export function paymentPath(transaction: Transaction): string | null {
  const id = /^(?:dp|wd)_(\d+)$/.exec(transaction.id)?.[1];
  if (!id || !transaction.paymentSystem) return null;
  const page = transaction.type === 'deposit' ? 'deposit' : 'withdrawal';
  return `/${page}/${encodeURIComponent(transaction.paymentSystem)}?payment=${id}`;
}
