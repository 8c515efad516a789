import { LOCALE_LANG } from '@casino/contracts';
import { currentLocale } from '@/lib/i18n';

/** A commission rate (a percent: 12.5) in the console's language, Latin digits as money is shown. */
export function formatRate(percent: number): string {
  return new Intl.NumberFormat(`${LOCALE_LANG[currentLocale()]}-u-nu-latn`, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(percent / 100);
}
