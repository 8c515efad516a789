import { PAYS_MAX_COINS, categorize } from './vp.evaluate.js';

/**
 * The draw tables behind exact video-poker strategy ("count by inclusion-exclusion over
 * discards"): for every set U of 0..5 cards, paySum[|U|][rank(U)] = the total max-coin
 * pay of all 5-card hands that contain U. For a dealt hand H, holding S ⊆ H and drawing
 * from the 47 unseen cards reaches exactly the hands that contain S and none of the
 * discards D = H \ S, so by inclusion-exclusion
 *   total pay of hold S = Σ_{T ⊆ D} (-1)^{|T|} paySum(S ∪ T),
 * which needs only the 32 subsets of H: one table read each and a Möbius transform.
 * Built once (all 2,598,960 hands, ~1-3 s) and shared.
 */

/** C(n, k) for n <= 52, k <= 5, as doubles (exact). */
export const BINOMIAL: readonly (readonly number[])[] = Array.from({ length: 53 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return k > n ? 0 : Math.round(c);
  }),
);

/** The colex rank of a sorted set of distinct cards among the sets of its size. */
export function rankOf(sorted: readonly number[]): number {
  let r = 0;
  for (let i = 0; i < sorted.length; i++) r += BINOMIAL[sorted[i]!]![i + 1]!;
  return r;
}

export interface DrawTables {
  /** paySum[k][rank] for sets of k cards, k = 0..5. */
  paySum: Float64Array[];
}

let shared: DrawTables | undefined;

/** The shared draw tables, built on first use. */
export function drawTables(): DrawTables {
  shared ??= buildDrawTables();
  return shared;
}

function buildDrawTables(): DrawTables {
  const paySum = [0, 1, 2, 3, 4, 5].map((k) => new Float64Array(BINOMIAL[52]![k]!));
  const hand = [0, 0, 0, 0, 0];
  // term[i] = C(card_i, j + 1) for card i at position j of a subset: precomputed per hand.
  const terms = new Float64Array(25);
  for (let e = 4; e < 52; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const pay = PAYS_MAX_COINS[categorize(a, b, c, d, e)]!;
            if (pay === 0) continue; // nothing to add anywhere
            for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) terms[i * 5 + j] = BINOMIAL[hand[i]!]![j + 1]!;
            for (let mask = 0; mask < 32; mask++) {
              let rank = 0;
              let size = 0;
              for (let i = 0; i < 5; i++) if (mask & (1 << i)) rank += terms[i * 5 + size++]!;
              paySum[size]![rank]! += pay;
            }
          }
  return { paySum };
}
