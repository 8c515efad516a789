/**
 * Blackjack. Rules:
 * - 6 standard decks, a fresh shoe shuffled (unbiased Fisher-Yates, table.shoe.ts) from
 *   the round's source every round; cards go player, dealer (up), player, dealer (hole).
 * - With an ace up, the dealer offers insurance (half the bet, pays 2:1 if the dealer has
 *   blackjack), or even money to a player blackjack (paid 1:1 at once), before peeking.
 * - The dealer peeks: with an ace or ten-value card up and a blackjack, the round ends at
 *   once and the player loses only the original stake (a player blackjack pushes).
 * - A player blackjack (ace + ten-value in the first two cards, not after a split) pays
 *   3:2, so the stake is a multiple of 2 units.
 * - The player may hit, stand, double on any first two cards (one more card, stake
 *   doubled), also after a split, and split any two cards of equal value (10-J counts as a
 *   pair) up to 3 times, 4 hands. Split aces get one card each and cannot be resplit or
 *   hit; 21 on a split hand is not a blackjack. A hand reaching 21 stands. No surrender.
 * - The dealer draws to 17 and stands on every 17, soft 17 included; he does not draw when
 *   every hand is bust.
 * - Wins pay 1:1, pushes return the stake. The RTP with basic strategy is recorded in
 *   blackjack.rtp.ts (a simulation of 10^8 hands, cli/blackjack-rtp.ts).
 */

export const BLACKJACK_DECKS = 6;
export const MAX_HANDS = 4;

/** The blackjack value of a card index (ace = 1 here; totals decide 11). */
export function cardPoints(card: number): number {
  const rank = card >> 2; // 0 = two .. 8 = ten, 9-11 pictures, 12 = ace
  return rank === 12 ? 1 : rank >= 8 ? 10 : rank + 2;
}

/** A hand's best total and whether an ace counts 11 in it. */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    const p = cardPoints(card);
    total += p;
    if (p === 1) aces = true;
  }
  return aces && total + 10 <= 21 ? { total: total + 10, soft: true } : { total, soft: false };
}

/** True for an ace and a ten-value card. */
export function isBlackjack(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}
