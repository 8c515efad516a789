import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayCurrency, exchangedCash, fromMinor, toMinor, toMinorCeil } from './money.js';

describe('toMinor', () => {
  it.each([
    [0, 0],
    [0.29, 29],
    [4.35, 435],
    [1.005, 100],
    [0.1 + 0.2, 30],
    [10, 1000],
    [1e-7, 0],
    [123456.789, 12345678],
    ['10.999', 1099],
    ['0.29', 29],
    [' 7.5 ', 750],
    ['42', 4200],
    ['0.001', 0],
  ])('turns %j into %d minor units, flooring extra digits', (value, expected) => {
    expect(toMinor(value)).toBe(expected);
  });

  it.each([
    -1,
    -0.01,
    '-5',
    'abc',
    '',
    '7.',
    '1e5',
    '1,50',
    '.5',
    '0x10',
    NaN,
    Infinity,
    -Infinity,
    1e21,
    '99999999999999999',
  ])('refuses %j', (value) => {
    expect(() => toMinor(value)).toThrow(RangeError);
  });

  it('is exact for every two-decimal amount, as number or string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(toMinor(text)).toBe(minor);
        expect(toMinor(fromMinor(minor))).toBe(minor);
      }),
    );
  });

  it('never rounds up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        const minor = toMinor(value);
        expect(Number.isSafeInteger(minor)).toBe(true);
        expect(minor / 100).toBeLessThanOrEqual(value);
        expect(value - minor / 100).toBeLessThan(0.01 + 1e-6);
      }),
    );
  });
});

describe('fromMinor', () => {
  it.each([
    [0, 0],
    [29, 0.29],
    [1099, 10.99],
    [1, 0.01],
    [300_000, 3000],
  ])('turns %d minor units into %d', (minor, expected) => {
    expect(fromMinor(minor)).toBe(expected);
  });
});

describe('toMinorCeil', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.011, 2],
    [1e-7, 1],
    [0.29, 29],
    [0.291, 30],
    [1.1, 110],
    [10.999, 1100],
    [0.1 + 0.2, 30],
  ])('ceils %d to %d minor units', (value, expected) => {
    expect(toMinorCeil(value)).toBe(expected);
  });

  it('is never below the amount and at most a cent above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (minor) => {
        expect(toMinorCeil(fromMinor(minor))).toBe(minor);
      }),
    );
  });

  it('refuses a negative amount', () => {
    expect(() => toMinorCeil(-0.5)).toThrow(RangeError);
  });
});

describe('exchangedCash', () => {
  it('is the bonus times the rate, floored to the cent, without binary drift', () => {
    expect(exchangedCash(100, 0.29)).toBe(29);
    expect(exchangedCash(1_000, 0.333)).toBe(333);
    expect(exchangedCash(999, 1)).toBe(999);
    expect(exchangedCash(3, 0.5)).toBe(1);
  });

  it('never gives more than the exact product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 10_000 }), (minor, permille) => {
        const cash = exchangedCash(minor, permille / 1000);
        return cash * 1000 <= minor * permille && (cash + 1) * 1000 > minor * permille;
      }),
    );
  });
});

describe('displayCurrency', () => {
  it.each([
    ['FNT', 'RUB'],
    ['RUB', 'RUB'],
    ['EUR', 'EUR'],
    ['TND', 'TND'],
  ])('shows %s as %s', (code, shown) => {
    expect(displayCurrency(code)).toBe(shown);
  });
});
