import { handTotal, isBlackjack } from './blackjack.rules.js';
import type { BlackjackTable, Draw, HandResult } from './blackjack.types.js';

/** What a hand returns per unit of its stake, stake included. */
const RETURNS: Record<HandResult, number> = { blackjack: 2.5, 'even-money': 2, win: 2, push: 1, lose: 0 };

/**
 * Ends the round: the dealer draws to 17 (standing on soft 17) if `dealerDraws`, then each
 * hand and each wager is paid. Mutates `table`.
 */
export function settle(table: BlackjackTable, draw: Draw, dealerDraws: boolean): void {
  const { dealer, hands } = table;
  if (dealerDraws) while (handTotal(dealer).total < 17) dealer.push(draw());
  const dealerTotal = handTotal(dealer).total;
  const dealerBlackjack = isBlackjack(dealer);
  for (const hand of hands) {
    hand.done = true;
    hand.result ??= resultOf(hand.cards, hand.fromSplit, hand.total, dealerTotal, dealerBlackjack);
    hand.payout = hand.stake * RETURNS[hand.result];
  }
  let payout = 0;
  for (const wager of table.wagers) {
    if (wager.hand === null)
      wager.payout = dealerBlackjack ? wager.amount * 3 : 0; // insurance pays 2:1
    else wager.payout = wager.amount * RETURNS[hands[wager.hand]!.result!];
    payout += wager.payout;
  }
  table.phase = 'done';
  table.dealerTotal = dealerTotal;
  table.payout = payout;
}

function resultOf(
  cards: readonly number[],
  fromSplit: boolean,
  total: number,
  dealerTotal: number,
  dealerBlackjack: boolean,
): HandResult {
  if (!fromSplit && isBlackjack(cards)) return dealerBlackjack ? 'push' : 'blackjack';
  if (dealerBlackjack || total > 21) return 'lose';
  if (dealerTotal > 21 || total > dealerTotal) return 'win';
  return total === dealerTotal ? 'push' : 'lose';
}
