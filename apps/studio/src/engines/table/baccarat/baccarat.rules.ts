/**
 * Baccarat, punto banco. Rules:
 * - 8 standard decks (416 cards). Aces count 1, 2-9 their face, tens and pictures 0; a
 *   hand's total is its sum mod 10. A fresh shoe is shuffled (unbiased Fisher-Yates from
 *   the round's source) for every round; cards go player, banker, player, banker.
 * - Natural: if either first-two-card total is 8 or 9, both hands stand.
 * - Otherwise the player draws a third card on 0-5 and stands on 6-7.
 * - If the player stood, the banker draws on 0-5 and stands on 6-7. If the player drew a
 *   third card worth v, the banker draws on 0-2; on 3 unless v = 8; on 4 if v is 2-7; on 5
 *   if v is 4-7; on 6 if v is 6-7; and stands on 7.
 * - The higher total wins. Player pays 1:1; banker pays 19:20 (0.95:1, the 5 %
 *   commission), which is why a banker stake is a multiple of 20 units; tie pays 8:1 and
 *   returns the player and banker stakes (push).
 * - House edges, exact over the 8-deck shoe (baccarat.exact.ts): banker 1.0579 %, player
 *   1.2351 %, tie 14.3596 %.
 */

/** The baccarat value of a card index (rank = card >> 2: 0 = two .. 12 = ace). */
export function cardValue(card: number): number {
  const rank = card >> 2;
  if (rank === 12) return 1; // ace
  return rank <= 7 ? rank + 2 : 0; // 2..9 face value, ten and pictures 0
}

/** Whether the player, on two-card total `total`, draws a third card. */
export function playerDraws(total: number): boolean {
  return total <= 5;
}

/** Whether the banker draws, on `total`, given the player's third card value (null when the player stood). */
export function bankerDraws(total: number, playerThird: number | null): boolean {
  if (playerThird === null) return total <= 5;
  switch (total) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird >= 6 && playerThird <= 7;
    default:
      return false;
  }
}

/** True when a two-card total is a natural (8 or 9). */
export function isNatural(total: number): boolean {
  return total >= 8;
}
