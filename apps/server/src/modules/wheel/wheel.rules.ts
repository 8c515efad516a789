import type { Rng } from '@casino/fair';

/**
 * Draws a segment by weight, from the provably fair stream: an unbiased integer below the
 * total weight (rejection sampling, never a modulo), then the segment whose share of that
 * range holds it. A segment of weight 0 is never drawn.
 */
export function drawSegment(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let ticket = rng.int(total);
  for (let index = 0; index < weights.length; index++) {
    if (ticket < weights[index]!) return index;
    ticket -= weights[index]!;
  }
  throw new RangeError('a weight is negative');
}

/**
 * The exact return to player of a paid spin: what its money prizes pay on average over its
 * cost, Σ weight × amount / (Σ weight × cost), as integers (a present is no money).
 */
export function paidSpinReturn(
  segments: readonly { amount: number; weight: number; isPresent: boolean }[],
  cost: number,
) {
  const paid = segments.reduce((sum, s) => sum + BigInt(s.isPresent ? 0 : s.amount) * BigInt(s.weight), 0n);
  const staked = segments.reduce((sum, s) => sum + BigInt(s.weight), 0n) * BigInt(cost);
  return { numerator: paid, denominator: staked, percent: Number((paid * 1_000_000n) / staked) / 10_000 };
}

/** When the player's next free spin comes: `seconds` after the last one, or now for a first. */
export const nextFreeSpinAt = (lastFree: Date | null, seconds: number, now: Date): Date =>
  lastFree ? new Date(Math.max(now.getTime(), lastFree.getTime() + seconds * 1000)) : now;
