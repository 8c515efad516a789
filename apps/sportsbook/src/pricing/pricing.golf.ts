import type { Competitor } from '../feed/feed.catalogue.js';
import { discreteNormal } from './pricing.normal.js';
import type { Distribution } from './pricing.types.js';

/**
 * Golf: each competitor's total over four rounds is a normal number of strokes around a
 * mean set by their skill, rounded to whole strokes, competitors independent. From it,
 * exactly (no simulation): the probability of winning (a tie for first goes to a play-off
 * that each tied competitor wins equally often), the expected dead-heat share of a top-N
 * finish, and the distribution of the winning score.
 */

export const GOLF_MODEL = {
  /** An average competitor's four-round total. */
  meanStrokes: 284,
  /** Strokes saved over four rounds per unit of skill (attack + defence). */
  strokesPerSkill: 2.5,
  /** About 2.8 strokes a round, independent rounds: 5.6 over four. */
  sd: 5.6,
};

/** The distribution of a competitor's four-round total. */
export function strokesOf(competitor: Competitor): Distribution<number> {
  const skill = competitor.attack + competitor.defence;
  return discreteNormal(GOLF_MODEL.meanStrokes - GOLF_MODEL.strokesPerSkill * skill, GOLF_MODEL.sd, 1);
}

export interface FieldOdds {
  /** P(win) of each competitor, in the field's order. */
  winner: number[];
  /** For each N asked, each competitor's expected share of a top-N bet's winnings (dead heats counted). */
  top: Map<number, number[]>;
  /** The distribution of the lowest total. */
  winningScore: Distribution<number>;
}

/**
 * Exact field probabilities. For a competitor on s strokes, the others are each ahead
 * (fewer strokes), level or behind; a dynamic programme over the others gives the joint
 * distribution of (ahead, level), and a top-N selection with `ahead` in front and `level`
 * others tied wins min(1, (N − ahead) / (level + 1)) of its stake when ahead < N.
 */
export function fieldOdds(field: readonly Distribution<number>[], places: readonly number[]): FieldOdds {
  const low = Math.min(...field.map((pmf) => pmf[0]!.value));
  const high = Math.max(...field.map((pmf) => pmf[pmf.length - 1]!.value));
  const size = high - low + 1;
  // Per competitor: P(= s) and P(< s) on the common grid.
  const equal = field.map((pmf) => {
    const grid = new Array<number>(size).fill(0);
    for (const { value, p } of pmf) grid[value - low] = p;
    return grid;
  });
  const below = equal.map((grid) => {
    let sum = 0;
    return grid.map((p) => {
      const before = sum;
      sum += p;
      return before;
    });
  });
  const maxPlaces = Math.max(1, ...places);
  const n = field.length;
  const winner = new Array<number>(n).fill(0);
  const top = new Map(places.map((count) => [count, new Array<number>(n).fill(0)]));
  // dp[ahead × n + level], two buffers swapped per competitor: this loop is the whole cost.
  let dp = new Float64Array(maxPlaces * n);
  let next = new Float64Array(maxPlaces * n);
  for (let i = 0; i < n; i++) {
    for (let s = 0; s < size; s++) {
      const own = equal[i]![s]!;
      if (own < 1e-15) continue;
      // More than maxPlaces − 1 ahead wins nothing in any market: that mass is dropped.
      dp.fill(0);
      dp[0] = 1;
      let seen = 0; // competitors folded in so far: neither count can exceed it
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const lt = below[j]![s]!;
        const eq = equal[j]![s]!;
        const gt = Math.max(0, 1 - lt - eq);
        next.fill(0);
        for (let a = 0; a <= Math.min(seen, maxPlaces - 1); a++) {
          for (let t = 0; t <= seen - a; t++) {
            const p = dp[a * n + t]!;
            if (p === 0) continue;
            next[a * n + t]! += p * gt;
            next[a * n + t + 1]! += p * eq;
            if (a + 1 < maxPlaces) next[(a + 1) * n + t]! += p * lt;
          }
        }
        [dp, next] = [next, dp];
        seen += 1;
      }
      for (let t = 0; t < n; t++) winner[i]! += (own * dp[t]!) / (t + 1);
      for (const [count, shares] of top) {
        for (let a = 0; a < Math.min(count, maxPlaces); a++) {
          for (let t = 0; t < n - a; t++) shares[i]! += own * dp[a * n + t]! * Math.min(1, (count - a) / (t + 1));
        }
      }
    }
  }
  return { winner, top, winningScore: lowestOf(equal, below, low) };
}

/** P(lowest = s) = P(all >= s) − P(all >= s + 1). */
function lowestOf(equal: number[][], below: number[][], low: number): Distribution<number> {
  const size = equal[0]!.length;
  const atLeast = (s: number) => below.reduce((product, grid) => product * (s < size ? 1 - grid[s]! : 0), 1);
  const list: { value: number; p: number }[] = [];
  for (let s = 0; s < size; s++) {
    const p = atLeast(s) - atLeast(s + 1);
    if (p > 0) list.push({ value: low + s, p });
  }
  return list;
}
