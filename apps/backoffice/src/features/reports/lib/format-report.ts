import { LOCALE_LANG } from '@casino/contracts';
import { currentLocale } from '@/lib/i18n';

const lang = () => `${LOCALE_LANG[currentLocale()]}-u-nu-latn`;

/** A report's day (YYYY-MM-DD, UTC) shortly: "28 Nov". */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat(lang(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A number for an axis: short (1.2K). */
export function formatCompact(value: number): string {
  return new Intl.NumberFormat(lang(), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A count, grouped. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(lang()).format(value);
}
