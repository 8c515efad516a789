import type { SlotsHistoryItem } from '@casino/contracts';

/** What the slots history says of a round; 'Even' is a win that only gave the stake back. */
export type RoundOutcome = SlotsHistoryItem['status'] | 'Even';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A round is won only when its wins exceed its stake: a bet of 15 that wins 10 is a loss of
 * 5, whatever the provider's status says (any win makes it 'Winner'). A win equal to the
 * stake gives it back; a free spin (no stake) is won by any win and lost by none. Pending,
 * cancelled and voided rounds keep their status.
 */
export function roundOutcome(item: Pick<SlotsHistoryItem, 'status' | 'betAmount' | 'winAmount'>): RoundOutcome {
  if (item.status !== 'Winner' && item.status !== 'Loser') return item.status;
  const bet = cents(item.betAmount);
  const win = cents(item.winAmount);
  if (win > bet) return 'Winner';
  return win === bet && bet > 0 ? 'Even' : 'Loser';
}
