/**
 * Pearson's chi-square goodness-of-fit against a uniform distribution, with its exact
 * p-value (regularised upper incomplete gamma), used to test the scaled generators.
 */

/** The chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i]!;
  const expected = total / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i++) statistic += (counts[i]! - expected) ** 2 / expected;
  return statistic;
}

/** P(X >= statistic) for X chi-square with `degrees` degrees of freedom. */
export function chiSquarePValue(statistic: number, degrees: number): number {
  return upperGammaRegularized(degrees / 2, statistic / 2);
}

// Numerical Recipes §6.2: series below a + 1, Lentz continued fraction above.
function upperGammaRegularized(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * h;
}

// Lanczos approximation (g = 7), accurate to ~1e-15 for a > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

function logGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const x = z - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}
