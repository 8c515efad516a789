import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount, quickAmounts } from './amount';

describe('parseAmount', () => {
  it('reads dots, commas and spaces', () => {
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount(' 12,5 ')).toBe(12.5);
    expect(parseAmount('1 000.25')).toBe(1000.25);
  });
  it('refuses what is not a positive amount of cents', () => {
    for (const text of ['', 'abc', '-5', '0', '0.00', '1.234', '1e3', '12.', '.5', '99999999999']) {
      expect(parseAmount(text), text).toBeNull();
    }
  });
});

describe('amountProblem', () => {
  const limits = { min: 10, max: 10_000 };
  it('names the first problem', () => {
    expect(amountProblem('', limits)).toBe('required');
    expect(amountProblem('ten', limits)).toBe('invalid');
    expect(amountProblem('9.99', limits)).toBe('belowMin');
    expect(amountProblem('10000.01', limits)).toBe('aboveMax');
    expect(amountProblem('50.01', { ...limits, balance: 50 })).toBe('not_enough_money');
  });
  it('accepts the limits themselves and the whole balance', () => {
    expect(amountProblem('10', limits)).toBeNull();
    expect(amountProblem('10000', limits)).toBeNull();
    expect(amountProblem('50', { ...limits, balance: 50 })).toBeNull();
    // 0.1 + 0.2 style float drift must not turn an exact limit into a refusal.
    expect(amountProblem('0.3', { min: 0.1 + 0.2, max: 1 })).toBeNull();
  });
});

describe('quickAmounts', () => {
  it('steps up from the minimum without passing the maximum or the ceiling', () => {
    expect(quickAmounts(10, 10_000)).toEqual([10, 20, 50, 100]);
    expect(quickAmounts(5, 30)).toEqual([5, 10, 25]);
    expect(quickAmounts(10, 10_000, 25)).toEqual([10, 20]);
    expect(quickAmounts(10, 10_000, 5)).toEqual([]);
  });
});
