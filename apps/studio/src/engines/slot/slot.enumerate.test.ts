import { describe, expect, it } from 'vitest';
import { seededRandom } from '../sim.source.js';
import { type CompiledReels, compileSlot } from './slot.compile.js';
import { spinStops } from './slot.core.js';
import { enumerateSpin } from './slot.enumerate.js';
import { createScratch } from './slot.evaluate.js';
import { exactParSheet } from './slot.par.js';
import { simulateRounds, summarizeSimulation } from './slot.simulate.js';
import { toySlot } from './testing/toy-slots.js';

/** Plays every stop combination through the engine, one spin at a time. */
function bruteForce(c: ReturnType<typeof compileSlot>, reels: CompiledReels, free: boolean) {
  const scratch = createScratch(c);
  const byScatters = Array.from({ length: 6 }, () => ({ count: 0n, sum: 0n, sumSquares: 0n }));
  const lengths = [...reels.lengths];
  const visit = (reel: number): void => {
    if (reel === 5) {
      const win = BigInt(spinStops(c, free, scratch) / (free ? c.freeMultiplier : 1));
      const bucket = byScatters[scratch.scatters]!;
      bucket.count += 1n;
      bucket.sum += win;
      bucket.sumSquares += win * win;
      return;
    }
    for (let stop = 0; stop < lengths[reel]!; stop++) {
      scratch.stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return byScatters;
}

describe('exact enumeration', () => {
  for (const mechanic of ['lines', 'ways'] as const) {
    it(`${mechanic}: equals playing every combination through the engine`, () => {
      const c = compileSlot(toySlot(mechanic));
      for (const [reels, free] of [
        [c.base, false],
        [c.free, true],
      ] as const) {
        const totals = enumerateSpin(c, reels).totals(c.scatterPay);
        expect(totals.map(({ count, sum, sumSquares }) => ({ count, sum, sumSquares }))).toEqual(
          bruteForce(c, reels, free),
        );
      }
    });
  }

  it('refuses cascading games', () => {
    const c = compileSlot(toySlot('cascade'));
    expect(() => enumerateSpin(c, c.base)).toThrow(/simulation/);
  });
});

describe('the analytic free-spin feature (retriggers as a geometric series)', () => {
  // Scatters on every strip make triggers and retriggers frequent (E[R] ≈ 0.4), so the
  // series, the multiplier and the second moments are all exercised.
  for (const mechanic of ['lines', 'ways'] as const) {
    it(`${mechanic}: RTP, volatility, hit and trigger frequency match a 400k-round simulation`, () => {
      const c = compileSlot(toySlot(mechanic));
      const exact = exactParSheet(c);
      const sim = summarizeSimulation(c, simulateRounds(c, seededRandom(11), 400_000));
      expect(exact.rtpFreeSpins).toBeGreaterThan(0.1);
      expect(Math.abs(sim.rtp - exact.rtp)).toBeLessThan(4 * sim.standardError);
      expect(sim.volatility / exact.volatility).toBeCloseTo(1, 1);
      expect(Math.abs(sim.hitFrequency - exact.hitFrequency)).toBeLessThan(0.003);
      expect(Math.abs(sim.triggerFrequency - exact.triggerFrequency)).toBeLessThan(0.003);
      expect(exact.rtpBase + exact.rtpScatter + exact.rtpFreeSpins).toBeCloseTo(exact.rtp, 12);
    });
  }
});
