import { normalised, type Distribution } from './pricing.types.js';

/**
 * Points sports (basketball, American football, handball): the final margin and the total
 * are each a normal distribution rounded to whole points, as books have long modelled
 * them (Stern 1991 for the American football margin). The two are taken as independent,
 * which is what pricing each market needs: a market reads one of them, never both.
 */

/**
 * The complementary error function (Numerical Recipes' erfcc, a Chebyshev fit with a
 * relative error below 1.2e-7 everywhere): ample for prices, whose ladder rungs are 0.5 %
 * apart at the finest.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const value = t * Math.exp(-z * z + poly);
  return x >= 0 ? value : 2 - value;
}

/** P(Z <= x) for a standard normal Z. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** A normal(mean, sd) rounded to integers: P(k) = P(k − ½ < X <= k + ½), over mean ± 8 sd. */
export function discreteNormal(mean: number, sd: number, min = -Infinity): Distribution<number> {
  if (!(sd > 0)) throw new RangeError(`a standard deviation is positive: ${sd}`);
  const low = Math.max(min, Math.floor(mean - 8 * sd));
  const high = Math.ceil(mean + 8 * sd);
  const list: { value: number; p: number }[] = [];
  for (let k = low; k <= high; k++) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (p > 0) list.push({ value: k, p });
  }
  return normalised(list);
}

export interface PointsParams {
  marginMean: number;
  marginSd: number;
  totalMean: number;
  totalSd: number;
  /** Overtime's length as a share of regular time; absent where a level game stays level. */
  overtimeShare?: number;
}

/**
 * The final margin and total. Where the sport plays overtime, a level regular time is
 * replaced by an overtime margin (the same normal scaled to the overtime's length: mean ×
 * share, sd × √share), level overtimes replayed until decided (the overtime margin
 * conditioned on not being 0).
 */
export function pointsScopes(params: PointsParams): { margin: Distribution<number>; total: Distribution<number> } {
  const regular = discreteNormal(params.marginMean, params.marginSd);
  const total = discreteNormal(params.totalMean, params.totalSd, 0);
  const share = params.overtimeShare;
  if (share === undefined) return { margin: regular, total };
  const level = regular.find((entry) => entry.value === 0)?.p ?? 0;
  const overtime = normalised(
    discreteNormal(params.marginMean * share, params.marginSd * Math.sqrt(share)).filter((entry) => entry.value !== 0),
  );
  const margin = new Map<number, number>();
  for (const { value, p } of regular) if (value !== 0) margin.set(value, p);
  for (const { value, p } of overtime) margin.set(value, (margin.get(value) ?? 0) + level * p);
  return { margin: [...margin].map(([value, p]) => ({ value, p })), total };
}
