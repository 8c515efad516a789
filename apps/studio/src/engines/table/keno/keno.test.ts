import { describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { seededRandom } from '../../sim.source.js';
import { play } from './keno.play.js';
import { KENO_RTP_BP } from './keno.rules.js';
import { binomial, kenoRtp, kenoRtpBp } from './keno.rtp.js';

const PICKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('keno', () => {
  it.each(PICKS)('%i picks: exact hypergeometric RTP is the published one, within 90-96 %', (picks) => {
    const bp = kenoRtpBp(picks);
    expect(bp).toBe(KENO_RTP_BP[picks]);
    expect(bp).toBeGreaterThanOrEqual(9000);
    expect(bp).toBeLessThan(9600);
  });

  it('sums the hypergeometric weights to C(80, 20)', () => {
    for (const picks of PICKS) {
      let total = 0n;
      for (let h = 0; h <= picks; h++) total += binomial(picks, h) * binomial(80 - picks, 20 - h);
      expect(total).toBe(binomial(80, 20));
    }
    expect(kenoRtp(1)).toEqual({ numerator: 38n * binomial(79, 19), denominator: 10n * binomial(80, 20) });
  });

  it('draws 20 distinct numbers reproducibly and pays by hits', () => {
    const bet = { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], amount: 20 };
    const a = play(createFairRng('d'.repeat(64), 'keno', 9), bet);
    expect(play(createFairRng('d'.repeat(64), 'keno', 9), bet)).toEqual(a);
    expect(new Set(a.drawn).size).toBe(20);
    expect(a.drawn.every((n) => n >= 1 && n <= 80)).toBe(true);
    expect(() => play(seededRandom(1), { picks: [1, 1], amount: 10 })).toThrow(RangeError);
    expect(() => play(seededRandom(1), { picks: [1], amount: 15 })).toThrow(RangeError);
    expect(() => play(seededRandom(1), { picks: [], amount: 10 })).toThrow(RangeError);
    expect(() => play(seededRandom(1), { picks: [81], amount: 10 })).toThrow(RangeError);
  });

  it('a seeded simulation of 4 picks lands near its exact RTP', () => {
    const rng = seededRandom(4);
    const rounds = 40_000;
    let returned = 0;
    for (let i = 0; i < rounds; i++) returned += play(rng, { picks: [3, 17, 42, 80], amount: 10 }).payout;
    // The per-round SD of the 4-pick return is about 6.8x the stake (the 120x top prize),
    // so one standard error over 40,000 rounds is 0.034: hold it to 4 SE.
    expect(Math.abs(returned / (rounds * 10) - 0.946)).toBeLessThan(4 * 0.034);
  });
});
