import type { BonusExchangeTerms } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { cashPreview, exchangeBlock, exchangeProblem, parseBonusAmount, wholeBonusText } from './exchange';

const terms = (overrides: Partial<BonusExchangeTerms> = {}): BonusExchangeTerms => ({
  enabled: true,
  currency: 'EUR',
  rate: 1,
  maxCashBalance: 3,
  wageringRunning: false,
  minAmount: 3,
  balance: 1,
  bonusBalance: 50,
  ...overrides,
});

describe('parseBonusAmount', () => {
  it('reads dots, commas and spaces', () => {
    expect(parseBonusAmount('12')).toBe(12);
    expect(parseBonusAmount(' 12,5 ')).toBe(12.5);
    expect(parseBonusAmount('1 000.25')).toBe(1000.25);
  });
  it('refuses what is not a positive amount of cents', () => {
    for (const text of ['', 'abc', '-5', '0', '0.00', '1.234', '1e3', '.5'])
      expect(parseBonusAmount(text), text).toBeNull();
  });
});

describe('exchangeProblem', () => {
  const limits = { minAmount: 3, bonusBalance: 50, rate: 1 };
  it('checks as the server does: required, above 0, at least the minimum, at most the bonus balance', () => {
    expect(exchangeProblem('', limits)).toBe('required');
    expect(exchangeProblem('  ', limits)).toBe('required');
    expect(exchangeProblem('0', limits)).toBe('invalid');
    expect(exchangeProblem('-4', limits)).toBe('invalid');
    expect(exchangeProblem('two', limits)).toBe('invalid');
    expect(exchangeProblem('2.99', limits)).toBe('belowMin');
    expect(exchangeProblem('50.01', limits)).toBe('aboveBonus');
  });
  it('accepts the minimum and the whole bonus balance, compared in cents', () => {
    expect(exchangeProblem('3', limits)).toBeNull();
    expect(exchangeProblem('3,00', limits)).toBeNull();
    expect(exchangeProblem('50', limits)).toBeNull();
    expect(exchangeProblem('0.3', { minAmount: 0.1 + 0.2, bonusBalance: 1, rate: 1 })).toBeNull();
    // A bonus balance with more than 2 decimals is floored, as it is shown.
    expect(exchangeProblem('5.99', { minAmount: 1, bonusBalance: 5.999, rate: 1 })).toBeNull();
    expect(exchangeProblem('6', { minAmount: 1, bonusBalance: 5.999, rate: 1 })).toBe('aboveBonus');
  });
  it('refuses an amount that would give less than a cent at the rate, as the server does', () => {
    expect(exchangeProblem('0.05', { minAmount: 0.01, bonusBalance: 1, rate: 0.1 })).toBe('tooSmall');
    expect(exchangeProblem('0.10', { minAmount: 0.01, bonusBalance: 1, rate: 0.1 })).toBeNull();
  });
});

describe('cashPreview', () => {
  it('is amount × rate, floored to the cent', () => {
    expect(cashPreview(10, 1)).toBe(10);
    expect(cashPreview(10, 0.5)).toBe(5);
    expect(cashPreview(3.33, 0.5)).toBe(1.66);
    expect(cashPreview(0.29, 1)).toBe(0.29);
    expect(cashPreview(0.05, 0.1)).toBe(0);
    expect(cashPreview(1.15, 3)).toBe(3.45);
  });
  it('is nothing without an amount', () => {
    expect(cashPreview(0, 1)).toBe(0);
    expect(cashPreview(5, 0)).toBe(0);
  });
});

describe('exchangeBlock', () => {
  it('is open when switched on, the cash is below the threshold and the bonus reaches the minimum', () => {
    expect(exchangeBlock(terms())).toBeNull();
    expect(exchangeBlock(terms({ balance: 2.99 }))).toBeNull();
  });
  it('names the first reason it is shut', () => {
    expect(exchangeBlock(terms({ enabled: false, balance: 100 }))).toBe('switchedOff');
    expect(exchangeBlock(terms({ wageringRunning: true, balance: 100 }))).toBe('notWagered');
    expect(exchangeBlock(terms({ balance: 3 }))).toBe('cashTooHigh');
    expect(exchangeBlock(terms({ balance: 3, bonusBalance: 0 }))).toBe('cashTooHigh');
    expect(exchangeBlock(terms({ bonusBalance: 0 }))).toBe('noBonus');
    expect(exchangeBlock(terms({ bonusBalance: 2.5 }))).toBe('bonusBelowMin');
  });
});

describe('wholeBonusText', () => {
  it('fills the field with the bonus balance floored to the cent', () => {
    expect(wholeBonusText(50)).toBe('50.00');
    expect(wholeBonusText(5.999)).toBe('5.99');
    expect(wholeBonusText(0)).toBe('0.00');
  });
});
