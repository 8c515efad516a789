import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engines/sim.source.js';
import { RUNNERS, virtualRacing } from './live.games.js';

describe('Turbo Derby', () => {
  it('pays exactly 95 % on every runner', () => {
    expect(RUNNERS.reduce((sum, r) => sum + r.weight, 0)).toBe(100);
    // weight/100 chance x odds/100 = 9500/10000 exactly, in integers.
    for (const runner of RUNNERS) expect(runner.weight * runner.odds).toBe(9_500);
  });

  it('draws a full finishing order with each runner winning at its chance', () => {
    const rng = seededRandom(11);
    const wins = RUNNERS.map(() => 0);
    const rounds = 200_000;
    for (let i = 0; i < rounds; i++) {
      const { order } = virtualRacing.draw(rng);
      expect(new Set(order).size).toBe(RUNNERS.length);
      wins[order[0]!]! += 1;
    }
    RUNNERS.forEach((runner, index) => {
      const p = runner.weight / 100;
      const se = Math.sqrt((p * (1 - p)) / rounds);
      expect(Math.abs(wins[index]! / rounds - p)).toBeLessThan(4 * se);
    });
  });

  it('settles a win bet at the runner odds', () => {
    expect(virtualRacing.payout({ runner: 1, amount: 200 }, { order: [1, 0, 2, 3, 4, 5] }, null)).toBe(760);
    expect(virtualRacing.payout({ runner: 1, amount: 200 }, { order: [0, 1, 2, 3, 4, 5] }, null)).toBe(0);
  });
});
