import { t, tMaybe } from '../lib/i18n';

/** The player's text for an error code (and the provider's reason, when it names one): never the raw code. */
export function errorText(code: string, reason?: string): string {
  const general = tMaybe(`error.${code}`, t('error.generic'));
  return reason ? tMaybe(`error.${code}.${reason}`, general) : general;
}
