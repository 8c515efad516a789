import { createFairRng, newServerSeed, type Rng } from '@casino/fair';
import { describe, expect, it } from 'vitest';
import { createContributions, drawDropPoint, maskWinner, roundBounds } from './jackpots.rules.js';

/** A stream that answers the given integers in turn. */
const scripted = (values: number[]): Rng => {
  let i = 0;
  return { int: () => values[i++]!, byte: () => 0, float: () => 0, shuffle: (items) => items };
};

describe('drawDropPoint', () => {
  it('stays in (low, high] and reaches both ends', () => {
    expect(drawDropPoint(scripted([0]), 1_000, 10_000)).toBe(1_001);
    expect(drawDropPoint(scripted([8_999]), 1_000, 10_000)).toBe(10_000);
    const rng = createFairRng(newServerSeed(), 'client-seed', 0);
    for (let i = 0; i < 1_000; i += 1) {
      const point = drawDropPoint(rng, 5, 9);
      expect(point).toBeGreaterThan(5);
      expect(point).toBeLessThanOrEqual(9);
    }
  });

  it('draws a range beyond 32 bits from two words, and draws again past the range', () => {
    const range = 2 ** 33 + 5; // three words of 2^32: values from 2^33 + 5 up are rejected
    expect(drawDropPoint(scripted([2, 5, 1, 7]), 0, range)).toBe(2 ** 32 + 8);
    expect(drawDropPoint(scripted([2, 4]), 10, 10 + range)).toBe(10 + 2 ** 33 + 5);
  });

  it('refuses an empty range', () => {
    expect(() => drawDropPoint(scripted([0]), 10, 10)).toThrow(RangeError);
  });
});

describe('roundBounds', () => {
  it('draws above the seed and above what the pool already holds, up to the cap', () => {
    expect(roundBounds(1_000, 10_000, 0)).toEqual({ low: 1_000, high: 10_000 });
    expect(roundBounds(1_000, 10_000, 4_000)).toEqual({ low: 4_000, high: 10_000 });
    // A pool at or past its (lowered) cap drops at the next contribution.
    expect(roundBounds(1_000, 2_000, 2_500)).toEqual({ low: 2_500, high: 2_501 });
  });
});

describe('createContributions', () => {
  const rates = { gold: 1_000, silver: 0, bronze: 2_000, diamond: 0 };

  it('adds each stake’s share, carries fractions, and claims the first stake that reaches the point', () => {
    const carry = new Map<string, number>();
    const book = createContributions({
      pools: [{ tier: 'bronze', currency: 'EUR', balance: 1_000 }],
      rounds: [{ id: 7, tier: 'bronze', currency: 'EUR', dropAt: 1_002 }],
      rates,
      carry,
    });
    book.stake({ userId: 1, currency: 'EUR', amount: 300, key: 'a' }); // 0.6 cent
    book.stake({ userId: 2, currency: 'EUR', amount: 300, key: 'b' }); // 1.2: one cent, 0.2 carried
    book.stake({ userId: 3, currency: 'EUR', amount: 400, key: 'c' }); // 1.0: the pool at 1,002
    book.stake({ userId: 4, currency: 'EUR', amount: 500, key: 'd' }); // the round is claimed already
    expect(book.claims()).toEqual([
      { roundId: 7, tier: 'bronze', currency: 'EUR', userId: 3, amount: 1_002, betKey: 'c' },
    ]);
    expect(book.contributions()).toEqual([
      { tier: 'bronze', currency: 'EUR', amount: 3 },
      { tier: 'gold', currency: 'EUR', amount: 1 },
    ]);
    expect(carry.get('bronze|EUR')).toBe(0);
    expect(carry.get('gold|EUR')).toBe(500_000);
  });

  it('claims a pool another batch already carried past its point at the next stake', () => {
    const book = createContributions({
      pools: [{ tier: 'gold', currency: 'USD', balance: 5_000 }],
      rounds: [{ id: 3, tier: 'gold', currency: 'USD', dropAt: 4_990 }],
      rates,
      carry: new Map(),
    });
    book.stake({ userId: 9, currency: 'USD', amount: 1, key: 'x' });
    expect(book.claims()).toMatchObject([{ roundId: 3, userId: 9, amount: 5_000 }]);
    expect(book.contributions()).toEqual([]);
  });
});

describe('maskWinner', () => {
  it('keeps the first two characters and the last', () => {
    expect(maskWinner('johnny')).toBe('jo***y');
    expect(maskWinner('ab')).toBe('a***');
    expect(maskWinner('لاعب123')).toBe('لا***3');
  });
});
