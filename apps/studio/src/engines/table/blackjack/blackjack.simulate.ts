import type { Rng } from '@casino/fair';
import { Shoe, standardDecks } from '../table.shoe.js';
import { actInPlace, deal } from './blackjack.machine.js';
import { BLACKJACK_DECKS } from './blackjack.rules.js';
import { basicStrategy } from './blackjack.strategy.js';

/**
 * The RTP of basic strategy by seeded simulation, each round played by the same state
 * machine the studio deals with. As blackjack's house edge is always published, the RTP is
 * measured per INITIAL stake: RTP = 1 + mean(net win) / bet, the doubles, splits and
 * insurance of a round being part of its net win. The return per amount wagered (doubles
 * and splits counted as stakes) is given beside it.
 */

/** Sums over simulated rounds, in bets (a round's net win / its initial bet); they add across workers. */
export interface RtpSums {
  rounds: number;
  net: number;
  netSquared: number;
  /** Total stake of the round, in bets (1 without double or split). */
  staked: number;
  stakedSquared: number;
  netTimesStaked: number;
}

/** A simulated RTP with its 95 % interval. */
export interface SimulatedRtp {
  rounds: number;
  rtp: number;
  /** Standard error of rtp. */
  se: number;
  /** 1.96 standard errors. */
  ci95: number;
  /** Return per amount wagered, and its 95 % interval (delta method). */
  perWagered: { rtp: number; ci95: number };
  /** Mean total stake of a round, in bets. */
  meanStake: number;
}

const BET = 2;
const DECKS = standardDecks(BLACKJACK_DECKS);

/** Plays `rounds` rounds of basic strategy from `rng`. */
export function simulateSums(rng: Rng, rounds: number): RtpSums {
  const sums: RtpSums = { rounds, net: 0, netSquared: 0, staked: 0, stakedSquared: 0, netTimesStaked: 0 };
  for (let i = 0; i < rounds; i++) {
    const shoe = new Shoe(DECKS, rng);
    const draw = () => shoe.deal();
    const table = deal(BET, draw);
    while (table.phase !== 'done') actInPlace(table, basicStrategy(table), draw);
    const net = (table.payout! - table.totalStake) / BET;
    const staked = table.totalStake / BET;
    sums.net += net;
    sums.netSquared += net * net;
    sums.staked += staked;
    sums.stakedSquared += staked * staked;
    sums.netTimesStaked += net * staked;
  }
  return sums;
}

/** Adds the sums of several runs. */
export function addSums(runs: readonly RtpSums[]): RtpSums {
  const total: RtpSums = { rounds: 0, net: 0, netSquared: 0, staked: 0, stakedSquared: 0, netTimesStaked: 0 };
  for (const run of runs) for (const key of Object.keys(total) as (keyof RtpSums)[]) total[key] += run[key];
  return total;
}

/** The RTP, per initial stake and per amount wagered, of simulated rounds. */
export function rtpOf(sums: RtpSums): SimulatedRtp {
  const n = sums.rounds;
  const mean = sums.net / n;
  const se = Math.sqrt((sums.netSquared / n - mean * mean) / n);
  // Ratio estimator R = Σnet / Σstaked; its variance by the delta method.
  const ratio = sums.net / sums.staked;
  const residual = sums.netSquared - 2 * ratio * sums.netTimesStaked + ratio * ratio * sums.stakedSquared;
  const meanStake = sums.staked / n;
  const ratioSe = Math.sqrt(residual / n) / (meanStake * Math.sqrt(n));
  return {
    rounds: n,
    rtp: 1 + mean,
    se,
    ci95: 1.96 * se,
    perWagered: { rtp: 1 + ratio, ci95: 1.96 * ratioSe },
    meanStake,
  };
}

/** Plays `rounds` rounds of basic strategy and measures the RTP. */
export function simulateBasicStrategy(rng: Rng, rounds: number): SimulatedRtp {
  return rtpOf(simulateSums(rng, rounds));
}
