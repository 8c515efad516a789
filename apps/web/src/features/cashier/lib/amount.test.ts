import { describe, expect, it } from 'vitest';
import { amountProblem, effectiveMinimum, parseAmount, quickAmounts } from './amount';

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
  it('says the balance is too low before it says the maximum (5 000 asked, 134 on the balance)', () => {
    expect(amountProblem('5000', { min: 10, max: 2985, balance: 134 })).toBe('not_enough_money');
    expect(amountProblem('3000', { min: 10, max: 2985, balance: 5000 })).toBe('aboveMax');
    expect(amountProblem('5', { min: 10, max: 2985, balance: 3 })).toBe('belowMin');
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
  it('never offers less than the minimum, a coin’s included', () => {
    expect(quickAmounts(6, 2985)).toEqual([6, 12, 30, 60]);
    expect(quickAmounts(effectiveMinimum(5, 6), 2985).every((n) => n >= 6)).toBe(true);
    expect(effectiveMinimum(5, 6)).toBe(6);
    expect(effectiveMinimum(10, 6)).toBe(10);
    expect(effectiveMinimum(5, undefined)).toBe(5);
  });
});
