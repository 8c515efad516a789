import { describe, expect, it } from 'vitest';
import type { Score } from '../markets/markets.types.js';
import { footballScores, type FootballParams } from './pricing.football.js';
import { checkRho } from './pricing.poisson.js';
import type { Distribution } from './pricing.types.js';

/** Poisson probabilities the textbook way, with factorials, independently of the model's recurrence. */
function poisson(k: number, mean: number): number {
  let factorial = 1;
  for (let i = 2; i <= k; i++) factorial *= i;
  return (Math.exp(-mean) * mean ** k) / factorial;
}

const probability = (scores: Distribution<Score>, holds: (score: Score) => boolean): number =>
  scores.reduce((sum, { value, p }) => sum + (holds(value) ? p : 0), 0);
const cell = (scores: Distribution<Score>, home: number, away: number): number =>
  probability(scores, (score) => score.home === home && score.away === away);

const params = (rho: number): FootballParams => ({ lambda: 1.5, mu: 1.1, rho, firstHalfShare: 0.45 });

describe('the football goal model', () => {
  it('gives the textbook Poisson figures for expected goals 1.5 and 1.1', () => {
    const { fullTime } = footballScores(params(0));
    // e^-2.6; sums of Poisson(1.5) × Poisson(1.1) products; 1 − P(total <= 2) with total ~ Poisson(2.6).
    expect(cell(fullTime, 0, 0)).toBeCloseTo(0.0742736, 6);
    expect(probability(fullTime, (s) => s.home > s.away)).toBeCloseTo(0.4642442, 6);
    expect(probability(fullTime, (s) => s.home === s.away)).toBeCloseTo(0.2576672, 6);
    expect(probability(fullTime, (s) => s.home + s.away > 2.5)).toBeCloseTo(0.4815704, 6);
    expect(probability(fullTime, (s) => s.home > 0 && s.away > 0)).toBeCloseTo(
      (1 - Math.exp(-1.5)) * (1 - Math.exp(-1.1)),
      6,
    );
  });

  // To 8 decimals: the model counts up to 10 goals a side a half, and shares the tail beyond in proportion.
  it('is plain independent Poisson at rho = 0, cell by cell, at full time and half time', () => {
    const { fullTime, firstHalf } = footballScores(params(0));
    for (let home = 0; home <= 7; home++) {
      for (let away = 0; away <= 7; away++) {
        expect(cell(fullTime, home, away)).toBeCloseTo(poisson(home, 1.5) * poisson(away, 1.1), 8);
        expect(cell(firstHalf, home, away)).toBeCloseTo(poisson(home, 0.675) * poisson(away, 0.495), 8);
      }
    }
  });

  it('corrects only the four low scores by Dixon-Coles tau, keeping the total at 1', () => {
    const rho = -0.1;
    const { fullTime, firstHalf } = footballScores(params(rho));
    const plain = (h: number, a: number) => poisson(h, 1.5) * poisson(a, 1.1);
    expect(cell(fullTime, 0, 0)).toBeCloseTo(plain(0, 0) * (1 - 1.5 * 1.1 * rho), 8);
    expect(cell(fullTime, 0, 1)).toBeCloseTo(plain(0, 1) * (1 + 1.5 * rho), 8);
    expect(cell(fullTime, 1, 0)).toBeCloseTo(plain(1, 0) * (1 + 1.1 * rho), 8);
    expect(cell(fullTime, 1, 1)).toBeCloseTo(plain(1, 1) * (1 - rho), 8);
    expect(cell(fullTime, 2, 1)).toBeCloseTo(plain(2, 1), 8);
    expect(cell(fullTime, 0, 0)).toBeCloseTo(0.0865287, 6); // independently: e^-2.6 × 1.165
    expect(probability(fullTime, (s) => s.home > s.away)).toBeCloseTo(0.451989, 6);
    expect(probability(fullTime, () => true)).toBeCloseTo(1, 12);
    expect(probability(firstHalf, () => true)).toBeCloseTo(1, 12);
    // Negative rho makes 0-0 and 1-1 likelier, so more draws than plain Poisson.
    expect(probability(fullTime, (s) => s.home === s.away)).toBeGreaterThan(0.2576672);
  });

  it('makes the first half a marginal of the same match: never more goals than at full time', () => {
    const { fullTime, firstHalf } = footballScores(params(-0.1));
    // P(no goal in the match) can only come from 0-0 at half time.
    expect(cell(firstHalf, 0, 0)).toBeGreaterThan(cell(fullTime, 0, 0));
    // Expected goals split 45 / 55 between the halves.
    const mean = (scores: Distribution<Score>) =>
      scores.reduce((sum, { value, p }) => sum + p * (value.home + value.away), 0);
    expect(mean(firstHalf) / mean(fullTime)).toBeCloseTo(0.45, 2);
  });

  it('refuses a rho that would make a probability negative', () => {
    expect(() => checkRho(1.5, 1.1, -0.95)).toThrow(RangeError); // 1 + 1.1 × rho < 0 for the 1-0 cell
    expect(() => checkRho(1.5, 1.1, 0.7)).toThrow(RangeError); // 1 − 1.65 × rho < 0 for 0-0
    expect(() => checkRho(1.5, 1.1, -0.1)).not.toThrow();
  });
});
