import { BINOMIAL, drawTables } from './vp.tables.js';

/**
 * Exact expected values of the 32 holds of a dealt hand, and the best one. Values are
 * in max-coin pays per coin (so an EV of 1 returns the stake). Each hold's total pay over
 * its C(47, 5 - held) draws is an integer below 2^53 and the comparison between holds is
 * done by cross-multiplying those integers, so the best hold is exact, not float-rounded.
 */

export interface HoldValue {
  /** Bit i set = keep hand[i]. */
  mask: number;
  /** Total pay over all draws (an integer). */
  totalPay: number;
  /** The number of equally likely draws: C(47, 5 - held). */
  draws: number;
  /** totalPay / draws. */
  ev: number;
}

export const POPCOUNT: readonly number[] = Array.from(
  { length: 32 },
  (_, m) => (m.toString(2).match(/1/g) ?? []).length,
);
/** DRAWS[mask] = C(47, 5 - held cards). */
export const DRAWS: readonly number[] = POPCOUNT.map((held) => BINOMIAL[47]![5 - held]!);

const terms = new Float64Array(25);

/**
 * Fills out[mask] with the total pay of each hold of an ASCENDING hand (the hot loop of
 * the full RTP computation: 32 table reads and a Möbius transform, no allocation).
 */
export function holdTotalsSorted(sorted: ArrayLike<number>, out: Float64Array): void {
  const { paySum } = drawTables();
  // A subset's colex rank is Σ C(card, position + 1) over its cards in ascending order.
  for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) terms[i * 5 + j] = BINOMIAL[sorted[i]!]![j + 1]!;
  for (let mask = 0; mask < 32; mask++) {
    let rank = 0;
    let size = 0;
    for (let i = 0; i < 5; i++) if (mask & (1 << i)) rank += terms[i * 5 + size++]!;
    out[mask] = paySum[size]![rank]!;
  }
  // Superset Möbius transform: out[S] = Σ_{U ⊇ S} (-1)^{|U \ S|} paySum(U).
  for (let bit = 1; bit < 32; bit <<= 1)
    for (let mask = 0; mask < 32; mask++) if (!(mask & bit)) out[mask]! -= out[mask | bit]!;
}

/** The exact value of every hold (index = mask over the hand's positions) of a 5-card hand. */
export function holdValues(hand: readonly number[]): HoldValue[] {
  if (hand.length !== 5 || new Set(hand).size !== 5 || hand.some((c) => !Number.isInteger(c) || c < 0 || c > 51))
    throw new RangeError('a hand is 5 distinct cards 0..51');
  const order = [0, 1, 2, 3, 4].sort((x, y) => hand[x]! - hand[y]!); // sorted position -> hand position
  const totals = new Float64Array(32);
  holdTotalsSorted(
    order.map((i) => hand[i]!),
    totals,
  );
  const values: HoldValue[] = [];
  for (let mask = 0; mask < 32; mask++) {
    let sortedMask = 0;
    for (let k = 0; k < 5; k++) if (mask & (1 << order[k]!)) sortedMask |= 1 << k;
    const totalPay = totals[sortedMask]!;
    values.push({ mask, totalPay, draws: DRAWS[mask]!, ev: totalPay / DRAWS[mask]! });
  }
  return values;
}

/** The hold with the highest exact EV (ties: the one keeping more cards, then the lowest mask). */
export function bestHold(hand: readonly number[]): HoldValue {
  let best: HoldValue | undefined;
  for (const hold of holdValues(hand)) {
    if (!best) best = hold;
    else {
      const diff = hold.totalPay * best.draws - best.totalPay * hold.draws; // exact: both < 2^53
      if (diff > 0 || (diff === 0 && POPCOUNT[hold.mask]! > POPCOUNT[best.mask]!)) best = hold;
    }
  }
  return best!;
}
