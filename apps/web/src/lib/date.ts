import type { Locale } from '@casino/contracts';
import { formatLocale } from './format-locale';

/**
 * Every date the site shows goes through these: one format per language, in the player's
 * local time, with Latin digits (0-9) in every language. The studio's games follow them too.
 *
 *   locale   date          time          date and time
 *   en-US    01/05/2024    7:08:09 AM    01/05/2024, 7:08:09 AM
 *   fr-fr    05/01/2024    07:08:09      05/01/2024 07:08:09
 *   ar-ar    05/01/2024    07:08:09      05/01/2024 07:08:09
 *   ru       05.01.2024    07:08:09      05.01.2024, 07:08:09
 *
 * (5 January 2024, 07:08:09.) A plain ISO date ("1990-12-31", a date of birth or a filter
 * day) is a calendar day, shown as is, never shifted by the time zone.
 */
export interface DateStyle {
  order: 'dmy' | 'mdy';
  separator: '/' | '.';
  hour12: boolean;
  /** Between the date and the time. */
  joiner: string;
  /** What a date field shows while empty. */
  placeholder: string;
}

export const DATE_STYLES: Readonly<Record<Locale, DateStyle>> = {
  'en-US': { order: 'mdy', separator: '/', hour12: true, joiner: ', ', placeholder: 'MM/DD/YYYY' },
  'fr-fr': { order: 'dmy', separator: '/', hour12: false, joiner: ' ', placeholder: 'JJ/MM/AAAA' },
  // Arabic digits here are Latin and the date reads left to right, so the letters do too.
  'ar-ar': { order: 'dmy', separator: '/', hour12: false, joiner: ' ', placeholder: 'DD/MM/YYYY' },
  ru: { order: 'dmy', separator: '.', hour12: false, joiner: ', ', placeholder: 'ДД.ММ.ГГГГ' },
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayText(year: number, month: number, day: number, style: DateStyle): string {
  const parts = style.order === 'dmy' ? [pad(day), pad(month), year] : [pad(month), pad(day), year];
  return parts.join(style.separator);
}

/** The day in the language's format: "05/01/2024" in French, "01/05/2024" in English. */
export function formatDate(value: string | number | Date, locale: Locale = formatLocale()): string {
  const style = DATE_STYLES[locale];
  const iso = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (iso) return dayText(Number(iso[1]), Number(iso[2]), Number(iso[3]), style);
  const date = toDate(value);
  return date ? dayText(date.getFullYear(), date.getMonth() + 1, date.getDate(), style) : '';
}

/** The time of day in the language's format: "07:08:09", "7:08:09 AM" in English. */
export function formatTime(value: string | number | Date, locale: Locale = formatLocale()): string {
  const date = toDate(value);
  if (!date) return '';
  const rest = `${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  if (!DATE_STYLES[locale].hour12) return `${pad(date.getHours())}:${rest}`;
  const hours = date.getHours() % 12 || 12;
  return `${hours}:${rest} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Date and time in the language's format: "05/01/2024 07:08:09". */
export function formatDateTime(value: string | number | Date, locale: Locale = formatLocale()): string {
  const date = toDate(value);
  return date ? `${formatDate(date, locale)}${DATE_STYLES[locale].joiner}${formatTime(date, locale)}` : '';
}

/** What an empty date field shows: the language's pattern ("JJ/MM/AAAA"). */
export function datePlaceholder(locale: Locale = formatLocale()): string {
  return DATE_STYLES[locale].placeholder;
}

/** A real calendar day (no 31 February), as ISO YYYY-MM-DD; null otherwise. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
  return real && date.getUTCDate() === day ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * The ISO day (YYYY-MM-DD) a player typed in the language's format ("31/12/1990" in French,
 * "12/31/1990" in English; any of / . - between the parts), or an ISO day itself; null when
 * it is not a complete, real date.
 */
export function parseDate(text: string, locale: Locale = formatLocale()): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!parts) return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return DATE_STYLES[locale].order === 'dmy' ? isoDay(year, second, first) : isoDay(year, first, second);
}

/**
 * Typing help for a date field: digits get the language's separators as they are typed
 * ("3112" → "31/12"). A separator is only added before a following digit, so deleting one
 * works; what the player wrote with separators of their own ("3/1/1990") or as an ISO day is
 * left as typed, and parseDate still reads it.
 */
export function maskDate(text: string, locale: Locale = formatLocale()): string {
  const { separator } = DATE_STYLES[locale];
  if (/^\d{4}-/.test(text)) return text;
  const typed = text.replace(/[/.-]/g, separator);
  // Separators only where the mask puts them (after the day and the month) are the mask's own.
  if ([...typed].some((char, i) => char === separator && i !== 2 && i !== 5)) return text;
  const digits = typed.split(separator).join('');
  if (!/^\d*$/.test(digits)) return text;
  const capped = digits.slice(0, 8);
  const masked = [capped.slice(0, 2), capped.slice(2, 4), capped.slice(4)].filter(Boolean).join(separator);
  return typed.endsWith(separator) && typed.length === masked.length + 1 ? typed : masked;
}

/** True for a complete ISO day (YYYY-MM-DD), what the API and date fields' values hold. */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value);
}
