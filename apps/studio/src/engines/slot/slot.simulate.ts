import type { Rng } from '@casino/fair';
import type { CompiledSlot } from './slot.compile.js';
import { MAX_FREE_SPINS_PER_ROUND, drawStops as drawImported, spinStops as spinImported } from './slot.core.js';
import { createScratch } from './slot.evaluate.js';

// Module-local copies: after transpilation (tsx, vitest) an imported binding is a property
// read, too slow inside loops run billions of times.
const drawStops = drawImported;
const spinStops = spinImported;

/**
 * Monte Carlo play of whole rounds (base spin + free spins), with no allocation per
 * spin: the confirmation of the exact math, the RTP of cascading games and the bench.
 */

export interface SimulationStats {
  rounds: number;
  /** Spins played, free spins included. */
  spins: number;
  /** Sum of round wins (coins) and of their squares. */
  totalWin: number;
  sumSquares: number;
  /** Rounds that paid something or awarded free spins. */
  hits: number;
  /** Rounds whose base spin awarded free spins. */
  triggers: number;
  maxWin: number;
  /** Largest single base spin and single free spin (coins). */
  maxBaseSpin: number;
  maxFreeSpin: number;
}

/** Plays `rounds` full rounds with the given stream. */
export function simulateRounds(c: CompiledSlot, rng: Rng, rounds: number): SimulationStats {
  const scratch = createScratch(c);
  const stats: SimulationStats = {
    rounds,
    spins: 0,
    totalWin: 0,
    sumSquares: 0,
    hits: 0,
    triggers: 0,
    maxWin: 0,
    maxBaseSpin: 0,
    maxFreeSpin: 0,
  };
  let spins = 0;
  for (let round = 0; round < rounds; round++) {
    drawStops(c.base, rng, scratch.stops);
    let win = spinStops(c, false, scratch);
    if (win > stats.maxBaseSpin) stats.maxBaseSpin = win;
    spins++;
    let left = scratch.awarded;
    if (left > 0) stats.triggers++;
    if (win > 0 || left > 0) stats.hits++;
    const spinsBefore = spins;
    while (left > 0) {
      left--;
      if (spins - spinsBefore === MAX_FREE_SPINS_PER_ROUND) throw new Error(`${c.config.id}: endless free spins`);
      drawStops(c.free, rng, scratch.stops);
      const freeWin = spinStops(c, true, scratch);
      if (freeWin > stats.maxFreeSpin) stats.maxFreeSpin = freeWin;
      win += freeWin;
      spins++;
      left += scratch.awarded;
    }
    stats.totalWin += win;
    stats.sumSquares += win * win;
    if (win > stats.maxWin) stats.maxWin = win;
  }
  stats.spins = spins;
  return stats;
}

/** RTP, volatility and a 95 % confidence interval from simulation statistics. */
export function summarizeSimulation(c: CompiledSlot, stats: SimulationStats) {
  const bet = c.betCoins;
  const mean = stats.totalWin / stats.rounds;
  const variance = stats.sumSquares / stats.rounds - mean * mean;
  const sd = Math.sqrt(Math.max(variance, 0)) / bet;
  return {
    rtp: mean / bet,
    volatility: sd,
    /** Standard error of the RTP estimate. */
    standardError: sd / Math.sqrt(stats.rounds),
    ci95: (1.959963984540054 * sd) / Math.sqrt(stats.rounds),
    hitFrequency: stats.hits / stats.rounds,
    triggerFrequency: stats.triggers / stats.rounds,
    maxWin: stats.maxWin / bet,
    maxBaseSpin: stats.maxBaseSpin / bet,
    maxFreeSpin: stats.maxFreeSpin / bet,
  };
}
