import type { ScoreMatrix } from './pricing.types.js';

/**
 * Goal models. Goals of each side are Poisson; Dixon and Coles (1997) correct the four
 * low scores (0-0, 1-0, 0-1, 1-1), where independent Poisson goals misjudge real matches
 * (draws at 0-0 and 1-1 are more common than independence gives): the cell is multiplied
 * by tau, and the correction leaves the total probability exactly 1. With rho = 0 it is
 * the plain Poisson model.
 */

/** P(X = 0..max) for X ~ Poisson(mean), by the recurrence p(k) = p(k−1) × mean / k (no factorials). */
export function poissonPmf(mean: number, max: number): number[] {
  if (!(mean >= 0)) throw new RangeError(`a Poisson mean is at least 0: ${mean}`);
  const pmf = [Math.exp(-mean)];
  for (let k = 1; k <= max; k++) pmf.push((pmf[k - 1]! * mean) / k);
  return pmf;
}

/** The Dixon-Coles factor of a full-time score, for expected goals lambda (home) and mu (away). */
export function dixonColesTau(home: number, away: number, lambda: number, mu: number, rho: number): number {
  if (home === 0 && away === 0) return 1 - lambda * mu * rho;
  if (home === 0 && away === 1) return 1 + lambda * rho;
  if (home === 1 && away === 0) return 1 + mu * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

/** The rho a pair of means allows: every factor must stay a probability weight (non-negative). */
export function checkRho(lambda: number, mu: number, rho: number): void {
  const low = Math.max(-1 / lambda, -1 / mu);
  const high = Math.min(1 / (lambda * mu), 1);
  if (!(rho >= low && rho <= high)) throw new RangeError(`rho ${rho} is outside [${low}, ${high}] for these means`);
}

/** Independent Poisson goals of the two sides, p[home][away], both counted 0..max. */
export function poissonMatrix(lambda: number, mu: number, max: number): number[][] {
  const home = poissonPmf(lambda, max);
  const away = poissonPmf(mu, max);
  return home.map((ph) => away.map((pa) => ph * pa));
}

/** A score matrix whose level scores go to overtime: (k, k) becomes (k+1, k) with probability `homeWins`, else (k, k+1). */
export function decideLevel(matrix: ScoreMatrix, homeWins: number): number[][] {
  const size = matrix.length + 1;
  const decided = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  matrix.forEach((row, home) =>
    row.forEach((p, away) => {
      if (home !== away) decided[home]![away]! += p;
      else {
        decided[home + 1]![away]! += p * homeWins;
        decided[home]![away + 1]! += p * (1 - homeWins);
      }
    }),
  );
  return decided;
}
