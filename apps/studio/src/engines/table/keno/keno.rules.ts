/**
 * Keno. Rules:
 * - 80 numbers (1..80); the player picks 1 to 10 distinct numbers and stakes a multiple of
 *   10 units; the game draws 20 numbers (the first 20 cards of an unbiased Fisher-Yates
 *   shuffle of the 80, dealt through table.shoe.ts).
 * - The payout depends only on how many picks were drawn (hits): stake x the paytable
 *   entry below, given in TENTHS of the stake (38 = 3.8x, stake included), which is why
 *   the stake is a multiple of 10: every payout is a whole number of units.
 * - P(h hits | p picks) = C(p, h) C(80 - p, 20 - h) / C(80, 20) (hypergeometric), so the
 *   RTP of each pick count is exact; keno.rtp.ts computes it in integers.
 *
 *   picks | hits: pays (x stake)                                          | RTP
 *   1     | 1: 3.8                                                        | 95.00 %
 *   2     | 1: 1, 2: 9                                                    | 92.09 %
 *   3     | 2: 2.5, 3: 44                                                 | 95.74 %
 *   4     | 2: 1.5, 3: 6, 4: 120                                          | 94.60 %
 *   5     | 2: 0.5, 3: 3, 4: 15, 5: 600                                   | 95.54 %
 *   6     | 3: 2, 4: 8, 5: 80, 6: 1500                                    | 92.91 %
 *   7     | 3: 1, 4: 5, 5: 25, 6: 200, 7: 5000                            | 92.03 %
 *   8     | 4: 3, 5: 14, 6: 90, 7: 1000, 8: 10000                         | 91.77 %
 *   9     | 4: 2, 5: 6, 6: 40, 7: 300, 8: 3000, 9: 10000                  | 93.51 %
 *   10    | 0: 3, 5: 3, 6: 20, 7: 150, 8: 1000, 9: 5000, 10: 10000        | 93.01 %
 *
 * (10 picks and none drawn pays 3x: the famous "zero catch" prize.)
 */

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;
/** Stakes are multiples of this, so tenths-of-stake pays are whole units. */
export const KENO_STAKE_STEP = 10;

/** KENO_PAYTABLE[picks][hits] = pay in tenths of the stake (stake included). */
export const KENO_PAYTABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 38 },
  2: { 1: 10, 2: 90 },
  3: { 2: 25, 3: 440 },
  4: { 2: 15, 3: 60, 4: 1200 },
  5: { 2: 5, 3: 30, 4: 150, 5: 6000 },
  6: { 3: 20, 4: 80, 5: 800, 6: 15000 },
  7: { 3: 10, 4: 50, 5: 250, 6: 2000, 7: 50000 },
  8: { 4: 30, 5: 140, 6: 900, 7: 10000, 8: 100000 },
  9: { 4: 20, 5: 60, 6: 400, 7: 3000, 8: 30000, 9: 100000 },
  10: { 0: 30, 5: 30, 6: 200, 7: 1500, 8: 10000, 9: 50000, 10: 100000 },
};

/** The published RTP per pick count, in basis points (rounded down), as tested. */
export const KENO_RTP_BP: Readonly<Record<number, number>> = {
  1: 9500,
  2: 9208,
  3: 9574,
  4: 9460,
  5: 9553,
  6: 9290,
  7: 9203,
  8: 9176,
  9: 9351,
  10: 9300,
};
