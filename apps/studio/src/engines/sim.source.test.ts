import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './sim.source.js';

// The scaling itself (rng.core) is tested in @casino/fair; these drive it through the
// studio's seeded simulation source.
describe('rejection sampling', () => {
  it('refuses ranges it cannot serve without bias', () => {
    const rng = seededRandom(1);
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => rng.int(n)).toThrow(RangeError);
  });
});

describe('properties', () => {
  it('float() is in [0, 1) and shuffle() is a permutation', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 60 }), (seed, length) => {
        const rng = seededRandom(seed);
        const x = rng.float();
        expect(x >= 0 && x < 1).toBe(true);
        const items = [...Array(length).keys()];
        expect([...rng.shuffle([...items])].sort((a, b) => a - b)).toEqual(items);
      }),
    );
  });

  it('the seeded simulation source is reproducible', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    for (let i = 0; i < 1000; i++) expect(a.int(1000)).toBe(b.int(1000));
  });
});
