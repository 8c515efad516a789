import type { Transaction } from '@casino/contracts';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { amountState } from '../lib/presentation';

const TONE = {
  credited: 'text-success-400',
  pending: 'text-fog-400',
  void: 'text-fog-500 line-through',
  out: 'text-fog-100',
} as const;

/** The amount with the sign of what it did to the balance: + once credited, − when it left, none while pending. */
export function TransactionAmount({ transaction }: { transaction: Transaction }) {
  const state = amountState(transaction);
  const sign = state === 'credited' ? '+' : state === 'out' ? '−' : '';
  return (
    <span
      dir="ltr"
      data-testid="transaction-amount"
      data-state={state}
      className={cn('font-semibold tabular-nums', TONE[state])}
    >
      {sign}
      {formatMoney(transaction.amount, transaction.currency)}
    </span>
  );
}
