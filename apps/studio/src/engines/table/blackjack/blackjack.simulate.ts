import type { Rng } from '@casino/fair';
import { seededRandom } from '../../sim.source.js';
import { play } from './blackjack.play.js';
import { playHitStand, type HitStand } from './blackjack.steps.js';
import { basicStrategy, hitStandStrategy } from './blackjack.strategy.js';

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
  return measure(rounds, () => {
    const round = play(rng, { amount: STAKE }, basicStrategy);
    return (round.payout - round.totalBet) / STAKE;
  });
}

/**
 * The RTP of the studio's hit/stand blackjack (blackjack.steps.ts) played by
 * hitStandStrategy, each hand driven step by step exactly as the server drives it.
 */
export function simulateHitStand(rng: Rng, rounds: number): SimulatedRtp {
  return measure(rounds, () => {
    // Each step replays the hand from the start, as the server does: one seed per hand.
    const seed = rng.int(2 ** 32);
    const actions: HitStand[] = [];
    for (;;) {
      const state = playHitStand(seededRandom(seed), STAKE, actions);
      if (state.phase === 'done') return (state.payout - STAKE) / STAKE;
      actions.push(
        hitStandStrategy({ cards: state.player, dealerUp: state.dealer[0], canDouble: false, canSplit: false }),
      );
    }
  });
}

function measure(rounds: number, playOne: () => number): SimulatedRtp {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const net = playOne();
    sum += net;
    squares += net * net;
  }
  const mean = sum / rounds;
  const se = Math.sqrt((squares / rounds - mean * mean) / rounds);
  return { rounds, rtp: 1 + mean, se, ci95: 1.96 * se };
}
