import { cn } from '@casino/ui/cn';
import { formatMoney } from '@/lib/money';

/** What a payment did to the balance: credited (+), left it (−), pending (no sign: not money yet), or void. */
export type AmountState = 'credited' | 'pending' | 'void' | 'out';

const TONE: Record<AmountState, string> = {
  credited: 'text-success-400',
  pending: 'text-fog-400',
  void: 'text-fog-500 line-through',
  out: 'text-fog-100',
};

const SIGN: Record<AmountState, string> = { credited: '+', out: '−', pending: '', void: '' };

/** An amount with the sign and colour of what it did to the balance, so a deposit not yet paid never reads as credited. */
export function SignedAmount({
  state,
  amount,
  currency,
  testId,
}: {
  state: AmountState;
  amount: number;
  currency: string;
  testId: string;
}) {
  return (
    <span dir="ltr" data-testid={testId} data-state={state} className={cn('font-semibold tabular-nums', TONE[state])}>
      {SIGN[state]}
      {formatMoney(amount, currency)}
    </span>
  );
}
