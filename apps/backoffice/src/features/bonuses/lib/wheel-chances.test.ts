import { describe, expect, it } from 'vitest';
import { chancesOf, formatChance, paidSpinReturn } from './wheel-chances';

describe("the wheel's chances", () => {
  it('are each weight over the total, in percent, adding up to 100', () => {
    const chances = chancesOf([1, 3, 0, 4]);
    expect(chances).toEqual([12.5, 37.5, 0, 50]);
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(100, 10);
  });

  it('count a negative or unreadable weight as none, and are all 0 when no weight is set', () => {
    expect(chancesOf([-5, Number.NaN, 5])).toEqual([0, 0, 100]);
    expect(chancesOf([0, 0])).toEqual([0, 0]);
  });

  it('give the paid spin’s return: money prizes by their chances over the cost, presents paying nothing', () => {
    const segments = [
      { name: '10', amount: 10, isPresent: false, weight: 1 },
      { name: '0', amount: 0, isPresent: false, weight: 2 },
      { name: 'Phone', amount: 500, isPresent: true, weight: 1 },
    ];
    // 10 × 1/4 = 2.5 on average, for a cost of 5: half comes back.
    expect(paidSpinReturn(segments, 5)).toBeCloseTo(50, 10);
    expect(paidSpinReturn(segments, 0)).toBeNull();
    expect(paidSpinReturn([{ ...segments[0]!, weight: 0 }], 5)).toBeNull();
  });

  it('read as percentages a person sees, small ones not rounded to 0', () => {
    expect(formatChance(12.5, 'en-US')).toBe('12.50%');
    expect(formatChance(0.001, 'en-US')).toBe('0.0010%');
    expect(formatChance(0, 'en-US')).toBe('0.00%');
    expect(formatChance(12.5, 'fr-FR')).toMatch(/^12,50\s%$/);
  });
});
