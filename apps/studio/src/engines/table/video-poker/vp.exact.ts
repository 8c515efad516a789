import { DRAWS, holdTotalsSorted } from './vp.strategy.js';
import { BINOMIAL } from './vp.tables.js';

/**
 * The exact RTP of Jacks or Better 9/6 at max coins with optimal play: every one of the
 * C(52, 5) = 2,598,960 deals, each played with its best hold (exact over all draws).
 * Each deal's best value is a fraction totalPay / C(47, k); to sum them exactly, every
 * value is scaled to the common denominator L = lcm of C(47, 0..5) = 7,669,695 (a scaled
 * value is at most 800 L ≈ 6e9) and the integer numerators are summed, in BigInt across
 * outer cards; every partial sum is checked to stay an exact double.
 */

export interface VideoPokerRtp {
  /** RTP = numerator / (L x C(52, 5)), as a double. */
  rtp: number;
  numerator: bigint;
  denominator: bigint;
  hands: number;
  millis: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Computes the optimal-play RTP over all 2,598,960 deals (a few seconds). */
export function optimalRtp(): VideoPokerRtp {
  const started = performance.now();
  const lcm = DRAWS.reduce((l, d) => (l / gcd(l, d)) * d, 1);
  const scale = DRAWS.map((d) => lcm / d);
  const hand = new Int32Array(5);
  const totals = new Float64Array(32);
  let numerator = 0n;
  let hands = 0;
  for (let e = 4; e < 52; e++) {
    let partial = 0;
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            holdTotalsSorted(hand, totals);
            let best = 0;
            for (let mask = 0; mask < 32; mask++) {
              const scaled = totals[mask]! * scale[mask]!;
              if (scaled > best) best = scaled;
            }
            partial += best;
            hands++;
          }
    if (!Number.isSafeInteger(partial)) throw new RangeError('partial sum left the exact range');
    numerator += BigInt(partial);
  }
  const denominator = BigInt(lcm) * BigInt(BINOMIAL[52]![5]!);
  const rtp = Number((numerator * 10n ** 15n) / denominator) / 1e15;
  return { rtp, numerator, denominator, hands, millis: performance.now() - started };
}
