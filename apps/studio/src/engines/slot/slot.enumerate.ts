import type { CompiledReels, CompiledSlot } from './slot.compile.js';
import { REELS } from './slot.compile.js';
import { WinHistogram } from './slot.histogram.js';
import { createLinesWalker } from './slot.enumerate.lines.js';
import { createWaysWalker } from './slot.enumerate.ways.js';

/**
 * Exact enumeration of every stop combination of a lines or ways game (e.g. 30^5 = 24.3M).
 * Reels are walked depth-first; after each reel only the lines (or symbols) that can still
 * grow are carried on, with the wins already settled summed once per prefix. Over the
 * last reel a prefix with nothing left alive adds all its combinations in two histogram
 * updates (with and without a scatter), so most of the 24.3M leaves are never visited.
 */

/** Advances the carried state over one reel at one stop; knows the win of a full line-up. */
export interface ReelWalker {
  /** Computes level `reel` from level `reel - 1` at stop `stop` of that reel. */
  step(reel: number, stop: number): void;
  /** Items still alive after the first four reels. */
  alive(): number;
  /** Wins already settled after the first four reels. */
  settled(): number;
  /** The full win (settled + alive items) with the fifth reel at `stop`. */
  finish(stop: number): number;
}

/** The exact win distribution of one spin on the given reels (no cascades). */
export function enumerateSpin(c: CompiledSlot, reels: CompiledReels): WinHistogram {
  if (c.cascadeMultipliers.length > 0) throw new Error('cascading games are confirmed by simulation');
  const walker = c.evaluate === 'lines' ? createLinesWalker(c, reels) : createWaysWalker(c, reels);
  const histogram = new WinHistogram();
  const [n0, n1, n2, n3, n4] = reels.lengths as unknown as [number, number, number, number, number];
  const [s0, s1, s2, s3, s4] = reels.scatters as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  // Stops of the last reel grouped by their scatter count.
  let lastWithScatter = 0;
  for (let stop = 0; stop < n4; stop++) lastWithScatter += s4[stop]!;
  const lastWithout = n4 - lastWithScatter;

  for (let p0 = 0; p0 < n0; p0++) {
    walker.step(0, p0);
    for (let p1 = 0; p1 < n1; p1++) {
      walker.step(1, p1);
      const k1 = s0[p0]! + s1[p1]!;
      for (let p2 = 0; p2 < n2; p2++) {
        walker.step(2, p2);
        const k2 = k1 + s2[p2]!;
        for (let p3 = 0; p3 < n3; p3++) {
          walker.step(3, p3);
          const k3 = k2 + s3[p3]!;
          if (walker.alive() === 0) {
            const win = walker.settled();
            if (lastWithout > 0) histogram.add(k3, win, lastWithout);
            if (lastWithScatter > 0) histogram.add(k3 + 1, win, lastWithScatter);
          } else {
            for (let p4 = 0; p4 < n4; p4++) histogram.add(k3 + s4[p4]!, walker.finish(p4), 1);
          }
        }
      }
    }
  }
  if (histogram.combinations !== n0 * n1 * n2 * n3 * n4 || REELS !== 5) throw new Error('enumeration incomplete');
  return histogram;
}
