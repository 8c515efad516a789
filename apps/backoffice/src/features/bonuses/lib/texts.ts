import { ApiError } from '@casino/api-client/error';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n';

/** A field error code in words: this screen's own wording first (amounts, dates), else the console's. */
export function fieldText(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const key = `bonuses.fieldErrors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : fieldErrorText(code);
}

/** A failed call in words: this screen's codes (not enough bonus, no free spins on the game…), else the console's. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `bonuses.errors.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
  }
  return errorText(error);
}
