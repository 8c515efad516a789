import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../sim.source.js';
import {
  MAX_WIN_ROLLS,
  MIN_WIN_ROLLS,
  diceRtp,
  isExactTarget,
  multiplierBp,
  play,
  winningRolls,
  type DiceBet,
} from './dice.game.js';

describe('dice', () => {
  it('returns exactly 99 % on every exact target and 99 % less the basis-point rounding on the others', () => {
    let exact = 0;
    for (const direction of ['under', 'over'] as const) {
      for (let target = 0; target < 10_000; target++) {
        const wins = winningRolls(direction, target);
        if (wins < MIN_WIN_ROLLS || wins > MAX_WIN_ROLLS) continue;
        // Every target by its closed form (wins x payout); every 37th also by settling all 10,000 rolls.
        const returned = wins * multiplierBp(wins);
        const staked = 10_000 * 10_000;
        if (target % 37 === 0 || isExactTarget(direction, target))
          expect(diceRtp(direction, target)).toEqual({ returned, staked });
        if (isExactTarget(direction, target)) {
          exact += 1;
          expect(returned * 100).toBe(staked * 99);
        } else {
          expect(returned * 100).toBeLessThan(staked * 99);
          // The shortfall is wins x (fraction of a basis point) < wins / 10^8 <= 0.0098 %.
          expect(staked * 99 - returned * 100).toBeLessThan((staked * 100 * wins) / 1e8);
        }
      }
    }
    expect(exact).toBeGreaterThan(100);
    for (const pct of [1, 2, 5, 10, 20, 25, 50, 90]) expect(isExactTarget('under', pct * 100)).toBe(true);
  });

  it('pays the published multipliers', () => {
    expect(multiplierBp(4950)).toBe(20_000); // 49.50 % -> 2.0000x
    expect(multiplierBp(5000)).toBe(19_800); // 50 % -> 1.98x
    expect(multiplierBp(100)).toBe(990_000); // 1 % -> 99x
    expect(multiplierBp(7)).toBe(14_142_857); // 0.07 %: rounded down
  });

  it('settles rolls at the boundaries and refuses out-of-range bets', () => {
    const under: DiceBet = { direction: 'under', target: 5000, amount: 100 };
    for (let seed = 0; seed < 200; seed++) {
      const outcome = play(seededRandom(seed), under);
      expect(outcome.won).toBe(outcome.roll < 5000);
      expect(outcome.payout).toBe(outcome.won ? 198 : 0);
    }
    expect(() => play(seededRandom(1), { direction: 'under', target: 99, amount: 1 })).toThrow(RangeError);
    expect(() => play(seededRandom(1), { direction: 'over', target: 100, amount: 1 })).toThrow(RangeError);
    expect(() => play(seededRandom(1), { direction: 'over', target: 5000, amount: 0 })).toThrow(RangeError);
  });
});
