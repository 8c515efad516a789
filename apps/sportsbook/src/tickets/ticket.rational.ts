/**
 * Exact fractions over bigint. Ticket money is computed as an exact rational (odds in
 * thousandths multiplied leg by leg, halves, dead-heat shares, per-line stakes) and rounded
 * once, at the very end, to whole cents (decision 024): no intermediate rounding can drift.
 * Twenty legs at odds up to 1000.00 multiply to 10^60, far beyond a double's exact range.
 */
export interface Ratio {
  readonly n: bigint;
  /**
   * Always positive. Not kept in lowest terms: a gcd at every step would cost more than
   * the whole settlement, and nothing needs the fraction reduced.
   */
  readonly d: bigint;
}

export const ZERO: Ratio = { n: 0n, d: 1n };
export const ONE: Ratio = { n: 1n, d: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** n / d, in lowest terms (a constant's small numbers; mul and add do not reduce). */
export function ratio(n: bigint | number, d: bigint | number = 1n): Ratio {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return g > 1n ? { n: num / g, d: den / g } : { n: num, d: den };
}

/** a × b. */
export function mul(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.n, d: a.d * b.d };
}

/** a + b. */
export function add(a: Ratio, b: Ratio): Ratio {
  return a.d === b.d ? { n: a.n + b.n, d: a.d } : { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

/** The largest integer not above r: the house's rounding of an exact amount to cents. */
export function floorOf(r: Ratio): bigint {
  const q = r.n / r.d; // bigint division truncates toward zero
  return r.n < 0n && q * r.d !== r.n ? q - 1n : q;
}

/** A bigint amount of cents as a number, refusing what a number cannot hold exactly. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount out of range: ${value}`);
  return result;
}

/**
 * The elementary symmetric sums e_k of the factors for each k in `sizes`, added up: the
 * total of every k-leg combination's product. A system bet's return per unit stake is this
 * sum over its line sizes (an accumulator has sizes [n], a single [1]), computed in
 * O(n × k) instead of enumerating up to C(20, 10) = 184,756 lines. The factors n_i / d_i
 * go in over their common denominator D = Π d_i: e_k × D is the coefficient of x^k in
 * Π (d_i + n_i x), so the whole sum is integer products and one fraction at the end.
 */
export function sumOfCombinationProducts(factors: readonly Ratio[], sizes: readonly number[]): Ratio {
  const top = Math.max(...sizes);
  const c: bigint[] = [1n, ...Array.from({ length: top }, () => 0n)];
  let d = 1n;
  for (const [i, f] of factors.entries()) {
    for (let k = Math.min(top, i + 1); k >= 1; k--) c[k] = c[k]! * f.d + c[k - 1]! * f.n;
    c[0] = c[0]! * f.d;
    d *= f.d;
  }
  return { n: sizes.reduce((sum, k) => sum + (c[k] ?? 0n), 0n), d };
}
