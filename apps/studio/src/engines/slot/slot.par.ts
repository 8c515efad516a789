import type { CompiledSlot } from './slot.compile.js';
import { enumerateSpin } from './slot.enumerate.js';
import type { ScatterClassTotals } from './slot.histogram.js';
import { simulateRounds, summarizeSimulation } from './slot.simulate.js';
import { seededRandom } from '../sim.source.js';

/**
 * PAR sheets. Lines and ways games: the base spin is enumerated exactly, the free spins
 * too (on their own strips), and the feature is folded in analytically. A free spin wins
 * X and awards R more spins (R depends only on its scatters); the total T of one spin
 * and everything it retriggers satisfies T = X + T_1 + … + T_R with independent T_i, so
 *   E[T]  = E[X] / (1 - E[R])                                   (a geometric series)
 *   E[T²] = (E[X²] + 2 E[XR] E[T] + E[R(R-1)] E[T]²) / (1 - E[R])
 * and a trigger awarding N spins adds N·E[T], with second moment N·E[T²] + N(N-1)·E[T]².
 * Cascading games are confirmed by simulation with a confidence interval.
 */

export interface ParSheet {
  id: string;
  name: string;
  mechanic: string;
  method: 'exact' | 'simulated';
  /** Return to player, and its parts: base-game wins, scatter pays, free spins. */
  rtp: number;
  rtpBase: number;
  rtpScatter: number;
  rtpFreeSpins: number;
  /** Share of rounds that win something or trigger free spins. */
  hitFrequency: number;
  /** Standard deviation of a round's win per unit bet. */
  volatility: number;
  triggerFrequency: number;
  /** Expected free spins per trigger, retriggers included. */
  averageFreeSpins: number;
  /**
   * Largest single-spin win (base, and free with its multiplier), in multiples of the bet:
   * the true maximum when exact, the largest seen when simulated.
   */
  maxBaseWin: number;
  maxFreeSpinWin: number;
  /** Stop combinations enumerated (exact) or rounds simulated. */
  sampleSize: number;
  /** 95 % half-width of a simulated RTP (0 when exact). */
  ci95: number;
}

/** The exact PAR sheet of a lines or ways game. */
export function exactParSheet(c: CompiledSlot): ParSheet {
  const bet = c.betCoins;
  const base = enumerateSpin(c, c.base).totals(c.scatterPay);
  const free = enumerateSpin(c, c.free).totals(c.scatterPay);
  const spins = c.freeSpins;

  // One free spin: X = multiplier × win, R = spins awarded.
  const freeTotal = Number(sumOf(free, (t) => t.count));
  const m = c.freeMultiplier;
  const ex = (m * Number(sumOf(free, (t) => t.sum))) / freeTotal;
  const ex2 = (m * m * Number(sumOf(free, (t) => t.sumSquares))) / freeTotal;
  const er = Number(sumOf(free, (t, k) => t.count * BigInt(spins[k]!))) / freeTotal;
  const er2 = Number(sumOf(free, (t, k) => t.count * BigInt(spins[k]! ** 2))) / freeTotal;
  const exr = (m * Number(sumOf(free, (t, k) => t.sum * BigInt(spins[k]!)))) / freeTotal;
  if (er >= 1) throw new Error(`${c.config.id}: free spins retrigger without end (E[R] = ${er})`);
  const et = ex / (1 - er);
  const et2 = (ex2 + 2 * exr * et + (er2 - er) * et * et) / (1 - er);

  const total = Number(sumOf(base, (t) => t.count));
  let mean = 0;
  let second = 0;
  let scatterMean = 0;
  let freeMean = 0;
  let triggers = 0;
  let awarded = 0;
  base.forEach((t, k) => {
    const p = Number(t.count) / total;
    const n = spins[k]!;
    const s1 = Number(t.sum) / total;
    mean += s1 + p * n * et;
    second += Number(t.sumSquares) / total + 2 * s1 * n * et + p * (n * et2 + n * (n - 1) * et * et);
    scatterMean += p * c.scatterPay[k]!;
    freeMean += p * n * et;
    if (n > 0) {
      triggers += p;
      awarded += p * n;
    }
  });
  const misses = base.reduce((acc, t, k) => acc + (spins[k]! === 0 && c.scatterPay[k] === 0 ? Number(t.zero) : 0), 0);
  return {
    ...identity(c),
    method: 'exact',
    rtp: mean / bet,
    rtpBase: (mean - scatterMean - freeMean) / bet,
    rtpScatter: scatterMean / bet,
    rtpFreeSpins: freeMean / bet,
    hitFrequency: 1 - misses / total,
    volatility: Math.sqrt(second - mean * mean) / bet,
    triggerFrequency: triggers,
    averageFreeSpins: triggers > 0 ? awarded / triggers / (1 - er) : 0,
    maxBaseWin: Math.max(...base.map((t) => t.maxWin)) / bet,
    maxFreeSpinWin: (m * Math.max(...free.map((t) => t.maxWin))) / bet,
    sampleSize: total,
    ci95: 0,
  };
}

/** The simulated PAR sheet of any game (the only one for cascading games). */
export function simulatedParSheet(c: CompiledSlot, rounds: number, seed: number): ParSheet {
  const stats = simulateRounds(c, seededRandom(seed), rounds);
  const summary = summarizeSimulation(c, stats);
  return {
    ...identity(c),
    method: 'simulated',
    rtp: summary.rtp,
    // The split is not observed separately in simulation.
    rtpBase: Number.NaN,
    rtpScatter: Number.NaN,
    rtpFreeSpins: Number.NaN,
    hitFrequency: summary.hitFrequency,
    volatility: summary.volatility,
    triggerFrequency: summary.triggerFrequency,
    averageFreeSpins: stats.triggers > 0 ? (stats.spins - stats.rounds) / stats.triggers : 0,
    maxBaseWin: summary.maxBaseSpin,
    maxFreeSpinWin: summary.maxFreeSpin,
    sampleSize: rounds,
    ci95: summary.ci95,
  };
}

/** The PAR sheet a game is certified by: exact when enumerable, simulated otherwise. */
export function parSheet(c: CompiledSlot, simulation = { rounds: 10_000_000, seed: 1 }): ParSheet {
  return c.cascadeMultipliers.length > 0 ? simulatedParSheet(c, simulation.rounds, simulation.seed) : exactParSheet(c);
}

function identity(c: CompiledSlot) {
  return { id: c.config.id, name: c.config.name, mechanic: c.config.mechanic };
}

function sumOf(totals: ScatterClassTotals[], pick: (t: ScatterClassTotals, scatters: number) => bigint): bigint {
  return totals.reduce((acc, t, k) => acc + pick(t, k), 0n);
}
