import { ApiError } from '@casino/api-client/error';
import type { z } from 'zod';

/** What a form shows under its fields: a field error code per field path (`reward.amount`, `segments.3.weight`). */
export type FieldCodes = Record<string, string>;

const SERVER_CODES = new Set([
  'required',
  'invalid',
  'invalid_date',
  'invalid_currency',
  'too_short',
  'too_long',
  'already_exists',
]);

/** A zod issue as the server words it (apps/server/src/lib/validation.ts), so the two read alike. */
function codeOf(issue: z.core.$ZodIssue): string {
  // Text that is no number is not a missing one, whatever the schema calls a wrong type.
  if (issue.code === 'invalid_type' && Number.isNaN(issue.input)) return 'invalid';
  // A text left blank is missing, even where the schema only checks its shape (a game, a provider).
  if (typeof issue.input === 'string' && issue.input.trim() === '') return 'required';
  if (SERVER_CODES.has(issue.message)) return issue.message;
  const missing = issue.input === undefined || issue.input === null;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && missing) return 'required';
  if (issue.code === 'too_small') return 'too_short';
  if (issue.code === 'too_big') return 'too_long';
  return 'invalid';
}

/** The first issue per field of a failed parse (run with `reportInput: true`). */
export function fieldCodesOf(error: z.ZodError): FieldCodes {
  const codes: FieldCodes = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    codes[field] ??= codeOf(issue);
  }
  return codes;
}

/** The server's `{ field: [{ code, message }] }` answer as codes per field; null for any other failure. */
export function serverFieldCodes(error: unknown): FieldCodes | null {
  if (!(error instanceof ApiError) || !error.fieldErrors) return null;
  const codes: FieldCodes = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    const first = list[0];
    if (first) codes[field] = first.code;
  }
  return codes;
}

/** Parses a form's values with a contract's schema: the request to send, or the field errors to show. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldCodes } {
  const result = schema.safeParse(values, { reportInput: true });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldCodesOf(result.error) };
}

/**
 * A typed decimal ("12,5" as a French keyboard gives it) as a number: blank gives undefined (the
 * schema says `required`), anything unreadable NaN (the schema says `invalid`).
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!trimmed) return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A typed whole number: blank gives undefined, a fraction stays one (the schema says `invalid`), unreadable NaN. */
export function parseWhole(text: string): number | undefined {
  return parseDecimal(text);
}

/** Whether an amount has at most two decimals, as money in the API has (SPEC: decimals floored to 2 places). */
export function isCents(amount: number): boolean {
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
}

/** A `datetime-local` field's value (the staff member's own clock) as an ISO moment; blank gives undefined. */
export function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO moment as a `datetime-local` field's value on the staff member's clock. */
export function isoToLocal(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
