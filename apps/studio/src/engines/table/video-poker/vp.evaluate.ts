/**
 * Jacks or Better 9/6: the hand categories and the paytable. Cards are indices 0..51
 * (rank = card >> 2, 0 = two .. 12 = ace; suit = card & 3), see table.shoe.ts.
 *
 *   royal flush 250 per coin (800 per coin with 5 coins: 4000), straight flush 50,
 *   four of a kind 25, full house 9, flush 6, straight 4, three of a kind 3, two pair 2,
 *   a pair of jacks or better 1 (the stake back); anything else 0.
 */

export const CATEGORY_NAMES = [
  'nothing',
  'jacks or better',
  'two pair',
  'three of a kind',
  'straight',
  'flush',
  'full house',
  'four of a kind',
  'straight flush',
  'royal flush',
] as const;

export type Category = number; // an index into CATEGORY_NAMES

/** Pays per coin staked, by category, at 5 coins (the royal's 800 is the max-coin bonus). */
export const PAYS_MAX_COINS: readonly number[] = [0, 1, 2, 3, 4, 6, 9, 25, 50, 800];
/** The royal's pay per coin below 5 coins. */
export const ROYAL_PAY_BELOW_MAX = 250;
export const MAX_COINS = 5;

const JACK = 9;
const ROYAL_BITS = 0b1111100000000; // ten, jack, queen, king, ace
const WHEEL_BITS = 0b1000000001111; // ace, two, three, four, five
const counts = new Uint8Array(13);

/** The category of a 5-card hand. */
export function categorize(a: number, b: number, c: number, d: number, e: number): Category {
  const ranks = [a >> 2, b >> 2, c >> 2, d >> 2, e >> 2] as const;
  let bits = 0;
  let most = 0;
  let pairRank = -1;
  for (const r of ranks) {
    bits |= 1 << r;
    const n = ++counts[r]!;
    if (n > most) most = n;
    if (n === 2) pairRank = Math.max(pairRank, r);
  }
  for (const r of ranks) counts[r] = 0;
  const distinct = popcount(bits);
  if (distinct === 5) {
    const flush = (a & 3) === (b & 3) && (a & 3) === (c & 3) && (a & 3) === (d & 3) && (a & 3) === (e & 3);
    const low = bits & -bits;
    const straight = bits === low * 0b11111 || bits === WHEEL_BITS;
    if (straight && flush) return bits === ROYAL_BITS ? 9 : 8;
    if (flush) return 5;
    return straight ? 4 : 0;
  }
  if (distinct === 4) return pairRank >= JACK ? 1 : 0;
  if (distinct === 3) return most === 3 ? 3 : 2;
  return most === 4 ? 7 : 6;
}

/** The pay per coin of a 5-card hand at max coins. */
export function payOf(hand: readonly number[]): number {
  return PAYS_MAX_COINS[categorize(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!)]!;
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}
