import type { Transaction } from '@casino/contracts';
import { SignedAmount } from '@/components/ui/signed-amount';
import { amountState } from '../lib/presentation';

/** The amount with the sign of what it did to the balance: + once credited, − when it left, none while pending. */
export function TransactionAmount({ transaction }: { transaction: Transaction }) {
  return (
    <SignedAmount
      state={amountState(transaction)}
      amount={transaction.amount}
      currency={transaction.currency}
      testId="transaction-amount"
    />
  );
}
