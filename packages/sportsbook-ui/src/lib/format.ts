import type { Locale } from './i18n';
import { formatOddsAs, oddsFormat } from './odds-format';

/**
 * Amounts exactly as the casino site writes them (apps/web/src/lib/money.ts): one format per
 * language, Latin digits in every language, floored to the cent (SPEC §9), never rounded.
 *
 *   locale   1234.5 EUR     -5 EUR     84.36 TND
 *   en-US    €1,234.50      -€5.00     84.36 DT
 *   fr-fr    1 234,50 €     -5,00 €    84,36 DT     (group U+202F, before the symbol U+00A0)
 *   ar-ar    1,234.50 €     -5.00 €    84.36 DT     (before the symbol U+00A0)
 *   ru       1 234,50 €     -5,00 €    84,36 DT     (group and before the symbol U+00A0)
 */
interface NumberStyle {
  decimal: string;
  group: string;
  symbolFirst: boolean;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const STYLES: Record<Locale, NumberStyle> = {
  'en-US': { decimal: '.', group: ',', symbolFirst: true },
  'fr-fr': { decimal: ',', group: NARROW_NBSP, symbolFirst: false },
  'ar-ar': { decimal: '.', group: ',', symbolFirst: false },
  ru: { decimal: ',', group: NBSP, symbolFirst: false },
};

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', RUB: '₽', FNT: '₽', UAH: '₴', TND: 'DT' };

export function currencySymbol(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

/** Whole cents of a decimal amount, floored, without float drift (84.36 is 8436, not 8435). */
export function toCents(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  return sign * Math.floor(Math.abs(value) * 100 + 1e-6);
}

function digits(cents: number, style: NumberStyle): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, style.group);
  return `${whole}${style.decimal}${String(cents % 100).padStart(2, '0')}`;
}

/** A bare amount: "1,234.50", "1 234,50". */
export function formatAmount(value: number, locale: Locale): string {
  const cents = Math.abs(toCents(value));
  return `${value < 0 && cents > 0 ? '-' : ''}${digits(cents, STYLES[locale])}`;
}

/** An amount with its currency: "€84.36", "84,36 €". */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  const style = STYLES[locale];
  const cents = Math.abs(toCents(value));
  const sign = value < 0 && cents > 0 ? '-' : '';
  const symbol = currencySymbol(currency);
  const number = digits(cents, style);
  if (style.symbolFirst && !/\p{L}/u.test(symbol)) return `${sign}${symbol}${number}`;
  return `${sign}${number}${NBSP}${symbol}`;
}

/**
 * An amount for the screen: formatMoney's text, isolated left to right in Arabic (U+2066 …
 * U+2069) so that "250.00 €" reads in that order inside right-to-left text too.
 */
export function showMoney(value: number, currency: string, locale: Locale): string {
  const text = formatMoney(value, currency, locale);
  return locale === 'ar-ar' ? `\u2066${text}\u2069` : text;
}

/** Odds in the player's format (odds-format.ts), decimal ones with the language's decimal mark. */
export function formatOdds(odds: number, locale: Locale): string {
  return formatOddsAs(odds, oddsFormat(), STYLES[locale].decimal);
}

/** A line (a total, a handicap) as bettors read it: "2.5", signed for a handicap ("+1.5", "-0.25", "0"). */
export function formatLine(line: number, locale: Locale, signed = false): string {
  const text = String(Math.abs(line));
  const local = STYLES[locale].decimal === '.' ? text : text.replace('.', STYLES[locale].decimal);
  if (!signed || line === 0) return line < 0 ? `-${local}` : local;
  return `${line > 0 ? '+' : '-'}${local}`;
}

/** A stake the player typed ("10", "10,5", "1 000.50") in cents; null when it is not an amount. */
export function parseStake(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the text of a stake input ("10.50" → "10.5" is not done: inputs keep 2 places when there are cents). */
export function stakeText(cents: number, locale: Locale): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(whole);
  return `${whole}${STYLES[locale].decimal}${String(rest).padStart(2, '0')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day: "19:45", "7:45 PM" in English. */
export function formatTime(value: string | number | Date, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (locale !== 'en-US') return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${date.getHours() % 12 || 12}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** A date as the site writes it: DD/MM/YYYY (SPEC §9). */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Short day and month: "24/05". */
export function formatDayMonth(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
}

/** Whether two instants fall on the same local day. */
export function sameDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}
