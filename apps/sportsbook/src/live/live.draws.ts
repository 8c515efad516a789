import { unit, type SeedPart } from '../feed/feed.random.js';

/**
 * The simulator's randomness: every draw is a hash of the live seed, the event's id and
 * the name of what it decides ('home-goal', 7), never the next number of a stream. A
 * match is therefore a pure function of (seed, event), drawn whole at once: any process
 * rebuilds the same match, and no draw depends on when or in which order it was asked.
 */

/** Uniform draws in [0, 1) for one match, named by their parts. */
export type Draw = (...parts: readonly SeedPart[]) => number;

/** The draws of one event under one live seed. */
export function drawsFor(seed: string, eventId: string): Draw {
  return (...parts) => unit('live', seed, eventId, ...parts);
}

/** An exponential(1) variate from a named draw, strictly positive (log(0) never happens). */
export function exponential(draw: Draw, ...parts: readonly SeedPart[]): number {
  const u = (Math.floor(draw(...parts) * 2 ** 32) + 1) / (2 ** 32 + 1);
  return -Math.log(u);
}

/** A standard normal variate from two named draws (Box-Muller), unclamped. */
export function gaussian(draw: Draw, ...parts: readonly SeedPart[]): number {
  const u1 = (Math.floor(draw(...parts, 'u1') * 2 ** 32) + 1) / (2 ** 32 + 1);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * draw(...parts, 'u2'));
}

/** One of `weights.length` values with probability in proportion to its weight. */
export function weighted(draw: Draw, weights: readonly number[], ...parts: readonly SeedPart[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let u = draw(...parts) * total;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i]!;
    if (u < 0) return i;
  }
  return weights.length - 1;
}

/** A piece of a piecewise-constant intensity: `rate` arrivals per unit of time in [from, to). */
export interface RateSegment {
  from: number;
  to: number;
  rate: number;
}

/**
 * The arrival times of a time-inhomogeneous Poisson process of piecewise-constant rate:
 * arrival i is where the cumulative intensity reaches the sum of i + 1 exponential gaps
 * (inversion of the cumulative intensity), the gaps drawn by name (`name`, i).
 */
export function poissonArrivals(segments: readonly RateSegment[], draw: Draw, name: string): number[] {
  const times: number[] = [];
  let target = exponential(draw, name, 0);
  let before = 0; // the cumulative intensity at the current segment's start
  for (const { from, to, rate } of segments) {
    const mass = rate * (to - from);
    while (target < before + mass) {
      times.push(from + (target - before) / rate);
      target += exponential(draw, name, times.length);
    }
    before += mass;
  }
  return times;
}
