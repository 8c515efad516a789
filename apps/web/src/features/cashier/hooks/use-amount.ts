import type { PaymentSystem } from '@casino/contracts';
import { useState } from 'react';
import { amountProblem, effectiveMinimum, parseAmount, quickAmounts } from '../lib/amount';

/**
 * The amount of a payment on one system: what the player typed, the props of its
 * AmountField, and `submit`, which marks a send attempt (so the problem shows) and gives
 * the amount to send, or null while it cannot be sent. A payout passes the cash balance:
 * it is a limit too, and the quick picks stay under it. A crypto deposit passes its
 * coin's minimum when it is above the system's.
 */
export function useAmount(
  system: PaymentSystem,
  currency: string,
  options: { balance?: number | undefined; currencyMin?: number | undefined } = {},
) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { balance } = options;
  const min = effectiveMinimum(system.min, options.currencyMin);
  const problem = amountProblem(text, { min, max: system.max, balance });
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
      min,
      max: system.max,
      quick: quickAmounts(min, system.max, balance),
      problem: text || tried ? problem : null,
    },
  };
}
