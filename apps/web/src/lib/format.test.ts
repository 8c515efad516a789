import { LOCALES } from '@casino/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { datePlaceholder, formatDate, formatDateTime, formatTime, maskDate, parseDate } from './date';
import { formatLocale, setFormatLocale } from './format-locale';
import { currencySymbol, floor2, formatAmount, formatMoney } from './money';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const initial = formatLocale();
afterEach(() => setFormatLocale(initial));

describe('money', () => {
  it('floors to 2 decimals instead of rounding', () => {
    expect(floor2(10.239)).toBe(10.23);
    expect(floor2(0.29)).toBe(0.29);
    expect(formatAmount(1.999, 'en-US')).toBe('1.99');
    expect(formatAmount(5, 'en-US')).toBe('5.00');
    expect(formatMoney(0.199, 'EUR', 'fr-fr')).toBe(`0,19${NBSP}€`);
  });

  it('writes one format per language, in the site and in the games alike', () => {
    expect(formatMoney(84.36, 'EUR', 'fr-fr')).toBe(`84,36${NBSP}€`);
    expect(formatMoney(84.36, 'EUR', 'en-US')).toBe('€84.36');
    expect(formatMoney(84.36, 'EUR', 'ar-ar')).toBe(`84.36${NBSP}€`);
    expect(formatMoney(84.36, 'EUR', 'ru')).toBe(`84,36${NBSP}€`);
  });

  it('groups thousands with each language mark and keeps Latin digits', () => {
    expect(formatMoney(1234567.5, 'EUR', 'en-US')).toBe('€1,234,567.50');
    expect(formatMoney(1234567.5, 'EUR', 'fr-fr')).toBe(`1${NNBSP}234${NNBSP}567,50${NBSP}€`);
    expect(formatMoney(1234.5, 'EUR', 'ar-ar')).toBe(`1,234.50${NBSP}€`);
    expect(formatMoney(1234.5, 'EUR', 'ru')).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatAmount(999.99, 'fr-fr')).toBe('999,99');
    expect(formatAmount(1000, 'ru')).toBe(`1${NBSP}000,00`);
  });

  it('puts the minus first, and shows no minus for an amount that floors to zero', () => {
    expect(formatMoney(-5, 'EUR', 'en-US')).toBe('-€5.00');
    expect(formatMoney(-5, 'EUR', 'fr-fr')).toBe(`-5,00${NBSP}€`);
    expect(formatAmount(-0.001, 'en-US')).toBe('0.00');
  });

  it('shows symbols, FNT as RUB, and letter symbols or unknown codes after the number', () => {
    expect(currencySymbol('FNT')).toBe('₽');
    expect(formatMoney(12.345, 'FNT', 'ru')).toBe(`12,34${NBSP}₽`);
    expect(formatMoney(3, 'USD', 'en-US')).toBe('$3.00');
    expect(formatMoney(3, 'TND', 'en-US')).toBe(`3.00${NBSP}DT`);
    expect(formatMoney(3, 'BTC', 'en-US')).toBe(`3.00${NBSP}BTC`);
  });

  it("follows the page's language when no language is named", () => {
    setFormatLocale('fr-fr');
    expect(formatMoney(84.36, 'EUR')).toBe(`84,36${NBSP}€`);
    setFormatLocale('en-US');
    expect(formatMoney(84.36, 'EUR')).toBe('€84.36');
  });
});

describe('date', () => {
  // 5 January 2024, 07:08:09 and 19:08:09, local time.
  const morning = new Date(2024, 0, 5, 7, 8, 9);
  const evening = new Date(2024, 0, 5, 19, 8, 9);

  it('writes one date and time format per language', () => {
    expect(formatDateTime(morning, 'en-US')).toBe('01/05/2024, 7:08:09 AM');
    expect(formatDateTime(evening, 'en-US')).toBe('01/05/2024, 7:08:09 PM');
    expect(formatTime(new Date(2024, 0, 5, 0, 1, 2), 'en-US')).toBe('12:01:02 AM');
    expect(formatDateTime(morning, 'fr-fr')).toBe('05/01/2024 07:08:09');
    expect(formatDateTime(evening, 'ar-ar')).toBe('05/01/2024 19:08:09');
    expect(formatDateTime(morning, 'ru')).toBe('05.01.2024, 07:08:09');
  });

  it('shows a plain ISO day as that day', () => {
    expect(formatDate('1990-12-31', 'fr-fr')).toBe('31/12/1990');
    expect(formatDate('1990-12-31', 'en-US')).toBe('12/31/1990');
    expect(formatDate('1990-12-31', 'ru')).toBe('31.12.1990');
    expect(formatDate('not a date', 'fr-fr')).toBe('');
  });

  it('reads back what each format writes, and ISO days', () => {
    for (const locale of LOCALES) {
      expect(parseDate(formatDate('1990-12-31', locale), locale)).toBe('1990-12-31');
      expect(parseDate('1990-12-31', locale)).toBe('1990-12-31');
    }
    expect(parseDate('3/1/1990', 'fr-fr')).toBe('1990-01-03');
    expect(parseDate('3/1/1990', 'en-US')).toBe('1990-03-01');
  });

  it('refuses incomplete and impossible days', () => {
    expect(parseDate('31/02/1990', 'fr-fr')).toBeNull();
    expect(parseDate('12/31/1990', 'fr-fr')).toBeNull();
    expect(parseDate('31/12/90', 'fr-fr')).toBeNull();
    expect(parseDate('', 'fr-fr')).toBeNull();
    expect(parseDate('1990-13-01', 'fr-fr')).toBeNull();
  });

  it('adds the separators while digits are typed, and lets them be deleted', () => {
    expect(maskDate('3112', 'fr-fr')).toBe('31/12');
    expect(maskDate('31121990', 'ru')).toBe('31.12.1990');
    expect(maskDate('31/121', 'fr-fr')).toBe('31/12/1');
    expect(maskDate('31/', 'fr-fr')).toBe('31/');
    expect(maskDate('31/12/', 'fr-fr')).toBe('31/12/');
    expect(maskDate('311219901', 'fr-fr')).toBe('31/12/1990');
    expect(maskDate('3/1/1990', 'fr-fr')).toBe('3/1/1990');
    expect(maskDate('1990-12-31', 'fr-fr')).toBe('1990-12-31');
    expect(datePlaceholder('fr-fr')).toBe('JJ/MM/AAAA');
  });
});
