import { describe, expect, it } from 'vitest';
// The casino site's own formatter: the game must write every amount exactly as the page around it.
import { formatMoney as siteMoney } from '../../../../web/src/lib/money';
import type { Lang } from './i18n';
import { formatMoney, formatTime } from './money';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const SITE_LOCALE = { en: 'en-US', fr: 'fr-fr', ar: 'ar-ar', ru: 'ru' } as const;

describe('amounts in the games', () => {
  it('read as on the site: "84,36 €" in French, Latin digits in Arabic', () => {
    expect(formatMoney(8436, 'EUR', 'fr')).toBe(`84,36${NBSP}€`);
    expect(formatMoney(8436, 'EUR', 'en')).toBe('€84.36');
    expect(formatMoney(8436, 'EUR', 'ar')).toBe(`84.36${NBSP}€`);
    expect(formatMoney(8436, 'EUR', 'ru')).toBe(`84,36${NBSP}€`);
    expect(formatMoney(123456750, 'EUR', 'fr')).toBe(`1${NNBSP}234${NNBSP}567,50${NBSP}€`);
    expect(formatMoney(123450, 'EUR', 'ru')).toBe(`1${NBSP}234,50${NBSP}€`);
  });

  it('shows FNT as RUB, letter symbols and unknown codes after the number, and no amount as a dash', () => {
    expect(formatMoney(1234, 'FNT', 'ru')).toBe(`12,34${NBSP}₽`);
    expect(formatMoney(300, 'TND', 'en')).toBe(`3.00${NBSP}DT`);
    expect(formatMoney(300, 'BTC', 'en')).toBe(`3.00${NBSP}BTC`);
    expect(formatMoney(-500, 'EUR', 'en')).toBe('-€5.00');
    expect(formatMoney(null, 'EUR', 'en')).toBe('—');
  });

  it('match the site for every language, currency and size of amount', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 105, 8436, 99999, 100000, 123456, 1000000, 987654321, -1, -500, -123456];
    for (const language of ['en', 'fr', 'ar', 'ru'] as Lang[]) {
      for (const currency of ['EUR', 'USD', 'GBP', 'RUB', 'FNT', 'UAH', 'TND', 'BTC']) {
        for (const minor of amounts) {
          expect(formatMoney(minor, currency, language), `${minor} ${currency} ${language}`).toBe(
            siteMoney(minor / 100, currency, SITE_LOCALE[language]),
          );
        }
      }
    }
  });
});

describe('times in the games', () => {
  it('read as on the site: 24 hours, or 12 with AM/PM in English', () => {
    const evening = new Date(2024, 0, 5, 19, 8, 9);
    expect(formatTime(evening, 'fr')).toBe('19:08:09');
    expect(formatTime(evening, 'ar')).toBe('19:08:09');
    expect(formatTime(evening, 'en')).toBe('7:08:09 PM');
    expect(formatTime(new Date(2024, 0, 5, 0, 8, 9), 'en')).toBe('12:08:09 AM');
  });
});
