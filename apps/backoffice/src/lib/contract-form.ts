import { ApiError } from '@casino/api-client/error';
import { FIELD_ERROR_CODES } from '@casino/contracts';
import type { z } from 'zod';
import { fieldErrorText } from './error-text';

/** What a form shows under its fields: an error code per field. */
export type FieldCodes = Record<string, string>;

const KNOWN: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);

/**
 * Parses a form's values with the contract's schema, as the server will: the request to send, or
 * each field's first error code (the contracts word their issues as the field codes; anything
 * else is `invalid`). The form then speaks as the server would, before the round trip.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldCodes } {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldCodes = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    // Text that is no number (NaN) is not a missing one, whatever the schema calls a wrong type.
    const unreadable = issue.code === 'invalid_type' && Number.isNaN(issue.input);
    errors[field] ??= !unreadable && KNOWN.has(issue.message) ? issue.message : 'invalid';
  }
  return { ok: false, errors };
}

/** The server's `{ field: [{ code, message }] }` answer as codes per field; null for any other failure. */
export function serverFieldCodes(error: unknown): FieldCodes | null {
  if (!(error instanceof ApiError) || !error.fieldErrors) return null;
  const codes: FieldCodes = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) if (list[0]) codes[field] = list[0].code;
  return codes;
}

/** A field's error text in the console's language; undefined when the field has none. */
export const fieldError = (codes: FieldCodes, field: string): string | undefined =>
  codes[field] ? fieldErrorText(codes[field]) : undefined;
