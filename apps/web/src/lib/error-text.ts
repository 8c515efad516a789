import { ApiError } from '@casino/api-client/error';
import { i18n } from './i18n';

/** Text for a field error code, else the server's message, else the default text. */
export function fieldErrorText(code: string, serverMessage?: string): string {
  const key = `fieldErrors.${code}`;
  if (i18n.exists(key)) return i18n.t(key);
  return serverMessage || i18n.t('errors.default');
}

/** SPEC §8: localized text for the code, else server message, else the default text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (error.message) return error.message;
  }
  return i18n.t('errors.default');
}

export function hasFieldErrorText(code: string): boolean {
  return i18n.exists(`fieldErrors.${code}`);
}
