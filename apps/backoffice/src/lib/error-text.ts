import { ApiError } from '@casino/api-client/error';
import { i18n } from './i18n';

/** SPEC §8: the text of the error's code, else the server's message, else the default text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (error.message) return error.message;
  }
  return i18n.t('errors.default');
}

/** The text of a field error code (the contracts' schemas, the server's validation), else the error as it is. */
export function fieldErrorText(error: string): string {
  const key = `fieldErrors.${error}`;
  return i18n.exists(key) ? i18n.t(key) : error;
}
