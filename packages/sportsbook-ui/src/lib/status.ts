import type { BetStatus, SportsBet } from './contracts';
import type { Key } from './i18n';

/**
 * SPEC §4's labels: Wait is Pending, Loser Lost, Winner Won, Voided Void, Done a partial
 * return; Cancelled is Sold when the ticket was cashed out (it paid something other than its
 * stake back), else the ticket was cancelled.
 */
export function statusKey(bet: Pick<SportsBet, 'status' | 'amountIn' | 'amountOut'>, soldHere = false): Key {
  const status: BetStatus = bet.status ?? 'Wait';
  if (status === 'Cancelled')
    return soldHere || (bet.amountOut > 0 && bet.amountOut !== bet.amountIn)
      ? 'bets.status.Sold'
      : 'bets.status.Cancelled';
  return `bets.status.${status}`;
}

export const statusTone = (status: BetStatus | 'Sold'): string =>
  ({ Wait: 'pending', Winner: 'won', Loser: 'lost', Voided: 'void', Done: 'void', Cancelled: 'void', Sold: 'sold' })[
    status
  ] ?? 'pending';
