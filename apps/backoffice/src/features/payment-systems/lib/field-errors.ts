import { ApiError } from '@casino/api-client/error';
import { type FieldCodes, fieldError, serverFieldCodes } from '@/lib/contract-form';
import { i18n } from '@/lib/i18n';

/**
 * The server's refusal as codes per field: its field errors, and a slug its direction already
 * has (409 already_exists) beside the slug. Null for any other failure (a toast tells it).
 */
export function serverSystemCodes(error: unknown): FieldCodes | null {
  if (error instanceof ApiError && error.status === 409 && error.code === 'already_exists')
    return { slug: 'slug_taken' };
  return serverFieldCodes(error);
}

/** A field's error in words: this screen's own for its codes (limits, slug), else the console's. */
export function systemFieldError(codes: FieldCodes, field: string): string | undefined {
  const code = codes[field];
  if (!code) return undefined;
  const own = `paymentSystems.fieldErrors.${code}`;
  return i18n.exists(own) ? i18n.t(own) : fieldError(codes, field);
}
