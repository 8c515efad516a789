import { LOCALE_LANG } from '@casino/contracts';
import { currentLocale } from './i18n';

/** An amount in its currency, in the console's language (Latin digits, as the site shows money). */
export function formatMoney(amount: number, currency: string): string {
  const lang = `${LOCALE_LANG[currentLocale()]}-u-nu-latn`;
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
  } catch {
    // A currency code Intl does not know (a crypto one): the number, then the code.
    return `${new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** A moment, to the minute, in the console's language. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(`${LOCALE_LANG[currentLocale()]}-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
