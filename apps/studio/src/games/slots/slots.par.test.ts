import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engines/sim.source.js';
import { exactParSheet } from '../../engines/slot/slot.par.js';
import { simulateRounds, summarizeSimulation } from '../../engines/slot/slot.simulate.js';
import { SLOTS, SLOT_CONFIGS } from './index.js';

/**
 * Each slot is held to its committed PAR sheet: enumerable games to their exact RTP
 * (recomputed here), cascading games to their simulated RTP; and every game's RTP must sit
 * in the 94-97 % band. A seeded simulation of whole rounds must land near the figure.
 */

const SIMULATED_ROUNDS = 1_000_000;

describe('the slot catalogue', () => {
  it('has at least 10 distinct slots covering the three mechanics', () => {
    expect(SLOT_CONFIGS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(SLOT_CONFIGS.map((c) => c.id)).size).toBe(SLOT_CONFIGS.length);
    expect(new Set(SLOT_CONFIGS.map((c) => c.name)).size).toBe(SLOT_CONFIGS.length);
    expect(new Set(SLOT_CONFIGS.map((c) => c.reels.base.join('|'))).size).toBe(SLOT_CONFIGS.length);
    for (const mechanic of ['lines', 'ways', 'cascade']) {
      expect(SLOT_CONFIGS.filter((c) => c.mechanic === mechanic).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe.each(SLOT_CONFIGS.map((config) => [config.id, config] as const))('%s', (id, config) => {
  const c = SLOTS.get(id)!;

  if (config.par.method === 'exact') {
    it('its exact RTP, recomputed by enumeration, is the committed one and within 94-97 %', () => {
      const sheet = exactParSheet(c);
      expect(Math.abs(sheet.rtp - config.par.rtp)).toBeLessThan(1e-9);
      expect(sheet.rtp).toBeGreaterThanOrEqual(0.94);
      expect(sheet.rtp).toBeLessThanOrEqual(0.97);
    });
  } else {
    it('its simulated RTP interval lies within 94-97 %', () => {
      const { rtp, ci95 = Number.POSITIVE_INFINITY } = config.par;
      expect(rtp - ci95).toBeGreaterThanOrEqual(0.94);
      expect(rtp + ci95).toBeLessThanOrEqual(0.97);
    });
  }

  it(`a ${SIMULATED_ROUNDS / 1e6}M-round simulation lands within 4 standard errors`, () => {
    const seed = [...id].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);
    const sim = summarizeSimulation(c, simulateRounds(c, seededRandom(seed), SIMULATED_ROUNDS));
    // A simulated figure has its own uncertainty: both errors add.
    const committedError = (config.par.ci95 ?? 0) / 1.959963984540054;
    const error = Math.hypot(sim.standardError, committedError);
    expect(Math.abs(sim.rtp - config.par.rtp)).toBeLessThan(4 * error);
  });
});
