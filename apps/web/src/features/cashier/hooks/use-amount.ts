import type { PaymentSystem } from '@casino/contracts';
import { useState } from 'react';
import { amountProblem, parseAmount, quickAmounts } from '../lib/amount';

/**
 * The amount of a payment on one system: what the player typed, the props of its
 * AmountField, and `submit`, which marks a send attempt (so the problem shows) and gives
 * the amount to send, or null while it cannot be sent. A payout passes the cash balance:
 * it is a limit too, and the quick picks stay under it.
 */
export function useAmount(system: PaymentSystem, currency: string, balance?: number) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const problem = amountProblem(text, { min: system.min, max: system.max, balance });
  return {
    tried,
    submit(): number | null {
      setTried(true);
      return problem ? null : parseAmount(text);
    },
    field: {
      value: text,
      onChange: setText,
      currency,
      min: system.min,
      max: system.max,
      quick: quickAmounts(system.min, system.max, balance),
      problem: text || tried ? problem : null,
    },
  };
}
