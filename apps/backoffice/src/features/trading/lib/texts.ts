import { ApiError } from '@casino/api-client/error';
import { LOCALE_LANG } from '@casino/contracts';
import { errorText } from '@/lib/error-text';
import { currentLocale, i18n } from '@/lib/i18n';

/**
 * A failed call in words: the sportsbook's own codes in this screen's texts (an event it does not
 * know, a request it refused with its reason, the sportsbook down), else the console's.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `trading.errors.${error.code}`;
    // The book says why it refused (a result its sport cannot have): its reason is kept.
    if (error.code === 'invalid_request')
      return error.message ? i18n.t(key, { reason: error.message }) : errorText(error);
    if (i18n.exists(key)) return i18n.t(key);
  }
  return errorText(error);
}

/** An amount of the book (no currency: the sportsbook's settings and liability are in its players' money). */
export function formatAmount(value: number): string {
  return new Intl.NumberFormat(`${LOCALE_LANG[currentLocale()]}-u-nu-latn`, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
