import { describe, expect, it } from 'vitest';
import { createBlockRng } from '@casino/fair';
import { seededRandom } from '../../sim.source.js';
import { CRASH_CAP, crashPayout, crashPoint, multiplierAt, runMs } from './crash.game.js';

// An Rng whose first int(2^32) is exactly `u` (big-endian bytes), to probe the formula.
const fixed = (u: number) =>
  createBlockRng((block) => {
    block.fill(0);
    new DataView(block.buffer).setUint32(0, u);
  }, 8);

describe('crash', () => {
  it('maps the draw to the crash point exactly', () => {
    expect(crashPoint(fixed(0))).toBe(100); // 0.99x floors to the 1.00x minimum
    expect(crashPoint(fixed(2 ** 31))).toBe(198);
    expect(crashPoint(fixed(2 ** 32 - 1))).toBe(CRASH_CAP);
  });

  it('returns 99 % for a cash-out target, by simulation', () => {
    const rng = seededRandom(7);
    const rounds = 400_000;
    for (const target of [150, 200, 1000]) {
      let returned = 0;
      for (let i = 0; i < rounds; i++) returned += crashPayout(100, crashPoint(rng), target);
      const rtp = returned / (rounds * 100);
      // Binomial standard error of the estimate, 4 of them around 99 %.
      const se = (target / 100) * Math.sqrt(((99 / target) * (1 - 99 / target)) / rounds);
      expect(Math.abs(rtp - 0.99)).toBeLessThan(4 * se);
    }
  });

  it('grows the multiplier and ends the run at the crash point', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(runMs(250))).toBeGreaterThanOrEqual(250);
    expect(multiplierAt(runMs(250) - 50)).toBeLessThan(250);
    expect(crashPayout(1000, 250, 250)).toBe(2500);
    expect(crashPayout(1000, 250, 251)).toBe(0);
    expect(crashPayout(1000, 250, null)).toBe(0);
  });
});
