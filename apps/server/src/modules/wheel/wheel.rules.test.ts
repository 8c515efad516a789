import { createBlockRng } from '@casino/fair';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/index.js';
import { drawSegment, nextFreeSpinAt, paidSpinReturn } from './wheel.rules.js';

/** A stream whose every byte is `value`: int(n) then reads what the test chooses. */
const constant = (value: number) => createBlockRng((block) => block.fill(value), 32);

describe('drawSegment', () => {
  it("gives each segment exactly its weight's share of the draws", () => {
    const weights = [3, 0, 1, 4];
    // Every ticket below the total weight (8) once: the segments' counts are their weights.
    const counts = [0, 0, 0, 0];
    for (let ticket = 0; ticket < 8; ticket++) counts[drawSegment(constant(ticket), weights)]! += 1;
    expect(counts).toEqual(weights);
  });

  it('rejects a ticket beyond the total instead of folding it back (no modulo bias)', () => {
    // int(8) keeps the low 3 bits; int(6) would take 6 or 7 again: with every byte 7 it never stops,
    // so a stream that yields 7 then 2 is needed.
    let reads = 0;
    const rng = createBlockRng((block) => block.set(reads++ === 0 ? [7, 2, 0, 0, 0, 0, 0, 0] : [0]), 8);
    expect(drawSegment(rng, [2, 2, 2])).toBe(1);
  });
});

describe('paidSpinReturn', () => {
  it('is exact: the default wheel returns 90 % of a paid spin in money', () => {
    const { numerator, denominator, percent } = paidSpinReturn(
      DEFAULT_SETTINGS.wheel.segments,
      DEFAULT_SETTINGS.wheel.paidSpinCost,
    );
    expect(numerator * 10n).toBe(denominator * 9n);
    expect(percent).toBe(90);
  });

  it('counts presents as no money', () => {
    const segments = [
      { amount: 100, weight: 1, isPresent: false },
      { amount: 5_000, weight: 1, isPresent: true },
    ];
    expect(paidSpinReturn(segments, 100)).toMatchObject({ numerator: 100n, denominator: 200n, percent: 50 });
  });
});

describe('nextFreeSpinAt', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is now for a first spin, or the wait after the last one', () => {
    expect(nextFreeSpinAt(null, 3_600, now)).toEqual(now);
    expect(nextFreeSpinAt(new Date('2026-11-27T11:30:00Z'), 3_600, now)).toEqual(new Date('2026-11-27T12:30:00Z'));
    expect(nextFreeSpinAt(new Date('2026-11-26T00:00:00Z'), 3_600, now)).toEqual(now);
  });
});
