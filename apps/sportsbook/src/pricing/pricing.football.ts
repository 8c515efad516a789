import type { Competitor } from '../feed/feed.catalogue.js';
import type { Score } from '../markets/markets.types.js';
import { checkRho, dixonColesTau, poissonPmf } from './pricing.poisson.js';
import { normalised, scoresOf, type Distribution } from './pricing.types.js';

/**
 * Football: expected goals from the teams' attack and defence and the home advantage
 * (log-linear, as in Maher 1982 and Dixon-Coles 1997), then ONE joint distribution of the
 * two halves' goals, corrected by Dixon-Coles on the full-time score. Every market reads
 * a marginal of it: full time (exactly the Dixon-Coles matrix, since two halves of Poisson
 * goals add up to Poisson goals) and the first half, so a first-half price can never
 * contradict a full-time one.
 */

export interface FootballParams {
  /** Expected goals of the home and away sides over 90 minutes. */
  lambda: number;
  mu: number;
  /** The Dixon-Coles dependence of low scores; 0 is independent Poisson goals. */
  rho: number;
  /** The share of each side's expected goals that falls in the first half. */
  firstHalfShare: number;
}

/** How strengths turn into goals (per unit of strength, log scale) and the model's constants. */
export const FOOTBALL_MODEL = {
  strengthScale: 0.18,
  /** log(1.35): a home side scores 35 % more than it would away, against the same opponent. */
  homeAdvantage: 0.3,
  /** Dixon and Coles' fitted rho is small and negative: 0-0 and 1-1 a little likelier. */
  rho: -0.1,
  /** About 45 % of goals come before half time. */
  firstHalfShare: 0.45,
  /** Goals per side per half counted: beyond 10 the tail is below 1e-6 for any mean the model gives. */
  maxGoalsPerHalf: 10,
};

/** The model's parameters for a match of `home` against `away` in a league scoring `baseGoals` per side. */
export function footballParams(home: Competitor, away: Competitor, baseGoals: number): FootballParams {
  const { strengthScale: s, homeAdvantage: h } = FOOTBALL_MODEL;
  return {
    lambda: baseGoals * Math.exp(s * (home.attack - away.defence) + h / 2),
    mu: baseGoals * Math.exp(s * (away.attack - home.defence) - h / 2),
    rho: FOOTBALL_MODEL.rho,
    firstHalfShare: FOOTBALL_MODEL.firstHalfShare,
  };
}

/** The full-time and first-half score distributions of a match. */
export function footballScores(params: FootballParams): {
  fullTime: Distribution<Score>;
  firstHalf: Distribution<Score>;
} {
  const { lambda, mu, rho, firstHalfShare } = params;
  checkRho(lambda, mu, rho);
  const max = FOOTBALL_MODEL.maxGoalsPerHalf;
  const home1 = poissonPmf(lambda * firstHalfShare, max);
  const away1 = poissonPmf(mu * firstHalfShare, max);
  const home2 = poissonPmf(lambda * (1 - firstHalfShare), max);
  const away2 = poissonPmf(mu * (1 - firstHalfShare), max);
  const fullTime = Array.from({ length: 2 * max + 1 }, () => new Array<number>(2 * max + 1).fill(0));
  const firstHalf = Array.from({ length: max + 1 }, () => new Array<number>(max + 1).fill(0));
  for (let h1 = 0; h1 <= max; h1++) {
    for (let a1 = 0; a1 <= max; a1++) {
      const first = home1[h1]! * away1[a1]!;
      let cell = 0;
      for (let h2 = 0; h2 <= max; h2++) {
        for (let a2 = 0; a2 <= max; a2++) {
          const p = first * home2[h2]! * away2[a2]! * dixonColesTau(h1 + h2, a1 + a2, lambda, mu, rho);
          fullTime[h1 + h2]![a1 + a2]! += p;
          cell += p;
        }
      }
      firstHalf[h1]![a1] = cell;
    }
  }
  return { fullTime: normalised(scoresOf(fullTime)), firstHalf: normalised(scoresOf(firstHalf)) };
}
