import { describe, expect, it } from 'vitest';
import { formatLine, formatMoney, formatOdds, parseStake, showMoney, toCents } from './format';

describe('amounts as the site writes them', () => {
  it('formats each language like apps/web/src/lib/money.ts', () => {
    expect(formatMoney(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'fr-fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(1234.5, 'EUR', 'ar-ar')).toBe('1,234.50\u00a0€');
    expect(formatMoney(1234.5, 'EUR', 'ru')).toBe('1\u00a0234,50\u00a0€');
    expect(formatMoney(84.36, 'EUR', 'fr-fr')).toBe('84,36\u00a0€');
    expect(formatMoney(84.36, 'TND', 'en-US')).toBe('84.36\u00a0DT');
    expect(formatMoney(-5, 'EUR', 'en-US')).toBe('-€5.00');
  });

  it('floors to the cent without float drift', () => {
    expect(toCents(84.36)).toBe(8436);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.999)).toBe(199);
    expect(formatMoney(10.999, 'USD', 'en-US')).toBe('$10.99');
  });

  it('isolates an amount left to right in Arabic only', () => {
    expect(showMoney(5, 'EUR', 'ar-ar')).toBe('\u20665.00\u00a0€\u2069');
    expect(showMoney(5, 'EUR', 'en-US')).toBe('€5.00');
  });
});

describe('odds and lines', () => {
  it('shows 2 decimals, 3 when needed, with the language mark', () => {
    expect(formatOdds(1.85, 'en-US')).toBe('1.85');
    expect(formatOdds(2, 'en-US')).toBe('2.00');
    expect(formatOdds(1.875, 'en-US')).toBe('1.875');
    expect(formatOdds(1.85, 'fr-fr')).toBe('1,85');
    expect(formatOdds(1.85, 'ar-ar')).toBe('1.85');
  });

  it('signs handicaps', () => {
    expect(formatLine(-0.25, 'en-US', true)).toBe('-0.25');
    expect(formatLine(1.5, 'en-US', true)).toBe('+1.5');
    expect(formatLine(0, 'en-US', true)).toBe('0');
    expect(formatLine(2.5, 'fr-fr')).toBe('2,5');
  });
});

describe('stakes as typed', () => {
  it('reads dots, commas and spaces, in cents', () => {
    expect(parseStake('10')).toBe(1000);
    expect(parseStake('10,5')).toBe(1050);
    expect(parseStake('1 000.25')).toBe(100025);
    expect(parseStake('0.1')).toBe(10);
    expect(parseStake('')).toBeNull();
    expect(parseStake('1.234')).toBeNull();
    expect(parseStake('abc')).toBeNull();
  });
});
