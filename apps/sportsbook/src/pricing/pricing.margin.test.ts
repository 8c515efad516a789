import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin } from './pricing.margin.js';

/** A fair market of 2 to 30 outcomes, none certain or impossible. */
const fairMarket = fc
  .array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 })
  .map((weights) => {
    const total = weights.reduce((sum, w) => sum + w, 0);
    return weights.map((w) => w / total);
  })
  .filter((fair) => fair.every((p) => p > 0 && p < 1));

describe('the power method', () => {
  it('makes the implied probabilities sum to 1 + margin, each above its fair probability', () => {
    fc.assert(
      fc.property(fairMarket, fc.double({ min: 0, max: 0.25, noNaN: true }), (fair, margin) => {
        const implied = applyMargin(fair, 1, margin)!;
        const sum = implied.reduce((total, q) => total + q, 0);
        expect(sum).toBeGreaterThanOrEqual(1 + margin - 1e-12);
        expect(sum).toBeLessThan(1 + margin + 1e-9);
        implied.forEach((q, i) => expect(q).toBeGreaterThanOrEqual(fair[i]!));
      }),
      { numRuns: 150 },
    );
  });

  it('loads long shots with more of the margin than favourites (p^k / p falls as p rises)', () => {
    const fair = [0.6, 0.25, 0.1, 0.05];
    const implied = applyMargin(fair, 1, 0.06)!;
    const loads = implied.map((q, i) => q / fair[i]!);
    expect(loads).toEqual([...loads].sort((a, b) => a - b));
    expect(loads[3]! / loads[0]!).toBeGreaterThan(1.1);
  });

  it('gives the fair probabilities at no margin, and works to a coverage of 2 (double chance)', () => {
    const fair = [0.45, 0.3, 0.25];
    applyMargin(fair, 1, 0)!.forEach((q, i) => expect(q).toBeCloseTo(fair[i]!, 12));
    const doubleChance = [0.75, 0.7, 0.55];
    const implied = applyMargin(doubleChance, 2, 0.06)!;
    expect(implied.reduce((sum, q) => sum + q, 0)).toBeCloseTo(2.12, 9);
  });

  it('has no price for a certain or impossible outcome, or a margin the outcomes cannot carry', () => {
    expect(applyMargin([1, 0], 1, 0.06)).toBeUndefined();
    expect(applyMargin([0.5, 0.5], 1, 0.99)).toBeDefined();
    expect(applyMargin([0.6, 0.7, 0.7], 2, 0.5)).toBeUndefined(); // 3 outcomes cannot sum to 3
    expect(() => applyMargin([0.5, 0.5], 1, -0.01)).toThrow(RangeError);
  });
});
