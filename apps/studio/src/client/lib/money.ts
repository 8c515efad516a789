import { lang, type Lang } from './i18n';

/**
 * Amounts exactly as the casino site around the game writes them (its apps/web/src/lib/money.ts),
 * one format per language, with Latin digits in every language (Intl would write Arabic-Indic
 * digits in Arabic and its own spaces elsewhere, so the game and the site would disagree):
 *
 *   lang   1234.5 EUR     -5 EUR     84.36 TND
 *   en     €1,234.50      -€5.00     84.36 DT
 *   fr     1 234,50 €     -5,00 €    84,36 DT     (group U+202F, before the symbol U+00A0)
 *   ar     1,234.50 €     -5.00 €    84.36 DT     (before the symbol U+00A0)
 *   ru     1 234,50 €     -5,00 €    84,36 DT     (group and before the symbol U+00A0)
 */
interface NumberStyle {
  decimal: string;
  group: string;
  /** Whether a sign symbol precedes the number, with no space ("€84.36"). */
  symbolFirst: boolean;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const STYLES: Record<Lang, NumberStyle> = {
  en: { decimal: '.', group: ',', symbolFirst: true },
  fr: { decimal: ',', group: NARROW_NBSP, symbolFirst: false },
  ar: { decimal: '.', group: ',', symbolFirst: false },
  ru: { decimal: ',', group: NBSP, symbolFirst: false },
};

/** The site's currency symbols; FNT is shown as RUB (SPEC §3); any other code is written as is. */
const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', RUB: '₽', FNT: '₽', UAH: '₴', TND: 'DT' };

export function currencySymbol(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

function digits(cents: number, style: NumberStyle): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, style.group);
  return `${whole}${style.decimal}${String(cents % 100).padStart(2, '0')}`;
}

/** Minor units as the player's currency, in the player's language ("84,36 €" in French). */
export function formatMoney(minor: number | null, currency: string, language: Lang = lang()): string {
  if (minor === null) return '—';
  const style = STYLES[language];
  const cents = Number.isFinite(minor) ? Math.floor(Math.abs(minor)) : 0;
  const sign = minor < 0 && cents > 0 ? '-' : '';
  const symbol = currencySymbol(currency);
  const number = digits(cents, style);
  if (style.symbolFirst && !/\p{L}/u.test(symbol)) return `${sign}${symbol}${number}`;
  return `${sign}${number}${NBSP}${symbol}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day as the site writes it: "07:08:09", "7:08:09 AM" in English. */
export function formatTime(value: string | number | Date, language: Lang = lang()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const rest = `${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  if (language !== 'en') return `${pad(date.getHours())}:${rest}`;
  return `${date.getHours() % 12 || 12}:${rest} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}
