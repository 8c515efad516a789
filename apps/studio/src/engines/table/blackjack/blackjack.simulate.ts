import type { Rng } from '../../rng.core.js';
import { play } from './blackjack.play.js';
import { basicStrategy } from './blackjack.strategy.js';

/**
 * The RTP of basic strategy by seeded simulation. As blackjack's house edge is always
 * published, it is measured per INITIAL stake: RTP = 1 + mean(net win) / stake, doubles
 * and splits being part of a round's net win (per total amount wagered the figure would
 * look better, ~0.4 % edge over ~1.13 stakes a round).
 */

/** A simulated RTP with its 95 % interval. */
export interface SimulatedRtp {
  rounds: number;
  rtp: number;
  /** Standard error of rtp. */
  se: number;
  /** 1.96 standard errors. */
  ci95: number;
}

const STAKE = 2;

/** Plays `rounds` rounds of basic strategy and measures the RTP per initial stake. */
export function simulateBasicStrategy(rng: Rng, rounds: number): SimulatedRtp {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const round = play(rng, { amount: STAKE }, basicStrategy);
    const net = (round.payout - round.totalBet) / STAKE;
    sum += net;
    squares += net * net;
  }
  const mean = sum / rounds;
  const se = Math.sqrt((squares / rounds - mean * mean) / rounds);
  return { rounds, rtp: 1 + mean, se, ci95: 1.96 * se };
}
