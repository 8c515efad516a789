import { toMinor, type Locale } from '@casino/contracts';
import { formatLocale } from './format-locale';

/**
 * Every amount the site shows goes through formatMoney (or formatAmount for a bare number):
 * one format per language, also the one the studio's games follow. Digits are always Latin
 * (0-9), in Arabic too, and amounts are floored to the cent, never rounded (SPEC §9).
 *
 *   locale   1234.5 EUR     -5 EUR     84.36 TND
 *   en-US    €1,234.50      -€5.00     84.36 DT
 *   fr-fr    1 234,50 €     -5,00 €    84,36 DT     (group U+202F, before the symbol U+00A0)
 *   ar-ar    1,234.50 €     -5.00 €    84.36 DT     (before the symbol U+00A0)
 *   ru       1 234,50 €     -5,00 €    84,36 DT     (group and before the symbol U+00A0)
 *
 * A sign symbol (€ $ £ ₽ ₴) goes before the number in English and after it elsewhere; a
 * symbol made of letters (DT) or an unknown currency's code (BTC) always goes after it.
 */
export interface NumberStyle {
  decimal: string;
  group: string;
  /** Whether a sign symbol precedes the number, with no space ("€84.36"). */
  symbolFirst: boolean;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

export const NUMBER_STYLES: Readonly<Record<Locale, NumberStyle>> = {
  'en-US': { decimal: '.', group: ',', symbolFirst: true },
  'fr-fr': { decimal: ',', group: NARROW_NBSP, symbolFirst: false },
  'ar-ar': { decimal: '.', group: ',', symbolFirst: false },
  ru: { decimal: ',', group: NBSP, symbolFirst: false },
};

/** The symbols of the platform's currencies (settings' currency list); FNT is shown as RUB (SPEC §3). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  RUB: '₽',
  FNT: '₽',
  UAH: '₴',
  TND: 'DT',
};

/** The symbol a currency is shown with: its own, else its code (FNT as RUB's). */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

/** Floors to 2 decimals without float drift (SPEC §9: money is floored, never rounded). */
export function floor2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return value < 0 ? -toMinor(-value) / 100 : toMinor(value) / 100;
}

/** The unsigned number with its group and decimal marks: "1 234,50" in French. */
function digits(cents: number, style: NumberStyle): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, style.group);
  return `${whole}${style.decimal}${String(cents % 100).padStart(2, '0')}`;
}

function centsOf(value: number): number {
  return Number.isFinite(value) ? toMinor(Math.abs(value)) : 0;
}

/** A bare amount in the language's format, floored to the cent: "1,234.50", "1 234,50". */
export function formatAmount(value: number, locale: Locale = formatLocale()): string {
  const cents = centsOf(value);
  return `${value < 0 && cents > 0 ? '-' : ''}${digits(cents, NUMBER_STYLES[locale])}`;
}

/** An amount with its currency in the language's format: "€84.36", "84,36 €" (see above). */
export function formatMoney(value: number, currency: string, locale: Locale = formatLocale()): string {
  const style = NUMBER_STYLES[locale];
  const cents = centsOf(value);
  const sign = value < 0 && cents > 0 ? '-' : '';
  const symbol = currencySymbol(currency);
  const number = digits(cents, style);
  if (style.symbolFirst && !/\p{L}/u.test(symbol)) return `${sign}${symbol}${number}`;
  return `${sign}${number}${NBSP}${symbol}`;
}
