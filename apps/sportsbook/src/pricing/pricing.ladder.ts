/**
 * The odds ladder: the only prices the book offers, in integer thousandths of decimal
 * odds as tickets hold them (1.85 is 1850). It is the exchange ladder bettors know:
 *
 *   1.01–2 by 0.01, 2–3 by 0.02, 3–4 by 0.05, 4–6 by 0.1, 6–10 by 0.2,
 *   10–20 by 0.5, 20–30 by 1, 30–50 by 2, 50–100 by 5, 100–1000 by 10.
 *
 * A margined price is rounded DOWN to the rung at or below it: shorter odds, a smaller
 * payout. Rounding to the nearest rung would sometimes pay more than the margined price,
 * and where the margin on an outcome is thinner than half a rung (a long shot under the
 * power method, or any price with a small margin) more than the fair price: a bet the
 * player is expected to win. Rounding down can only add to the book's margin.
 */

const SEGMENTS: readonly (readonly [from: number, to: number, step: number])[] = [
  [1010, 2000, 10],
  [2000, 3000, 20],
  [3000, 4000, 50],
  [4000, 6000, 100],
  [6000, 10000, 200],
  [10000, 20000, 500],
  [20000, 30000, 1000],
  [30000, 50000, 2000],
  [50000, 100000, 5000],
  [100000, 1000000, 10000],
];

function buildLadder(): number[] {
  const rungs: number[] = [];
  for (const [from, to, step] of SEGMENTS) {
    for (let odds = from; odds < to; odds += step) rungs.push(odds);
  }
  rungs.push(SEGMENTS[SEGMENTS.length - 1]![1]);
  return rungs;
}

/** Every rung, ascending, in thousandths. */
export const LADDER: readonly number[] = buildLadder();
export const LADDER_MIN = LADDER[0]!;
export const LADDER_MAX = LADDER[LADDER.length - 1]!;

/**
 * The highest rung at or below decimal `odds`, in thousandths, or undefined below 1.01
 * (such an outcome cannot be offered). Odds beyond 1000 get 1000, which is still lower.
 * A relative 1e-12 is taken off first, so that floating-point noise in a price computed
 * as exactly a rung can never round it up onto that rung.
 */
export function ladderFloor(odds: number): number | undefined {
  const thousandths = odds * 1000 * (1 - 1e-12);
  if (!(thousandths >= LADDER_MIN)) return undefined;
  let low = 0;
  let high = LADDER.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (LADDER[mid]! <= thousandths) low = mid;
    else high = mid - 1;
  }
  return LADDER[low];
}

/** The rung above one (undefined at the top): the price a floored outcome fell short of. */
export function nextRung(rung: number): number | undefined {
  const index = LADDER.indexOf(rung);
  if (index < 0) throw new RangeError(`not a rung of the ladder: ${rung}`);
  return LADDER[index + 1];
}
