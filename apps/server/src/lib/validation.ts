import { FIELD_ERROR_CODES, FIELD_ERROR_MESSAGES, type FieldErrorCode, type FieldErrors } from '@casino/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { FieldValidationError } from './app-error.js';

const KNOWN = new Set<string>(FIELD_ERROR_CODES);

function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  if (KNOWN.has(issue.message)) return issue.message as FieldErrorCode;
  // A missing (or null) value fails as a wrong type, or for an enum as a wrong option;
  // like the contracts' own fields, it is `required`.
  const missing = issue.input === undefined || issue.input === null;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && missing) return 'required';
  if (issue.code === 'too_small') return 'too_short';
  if (issue.code === 'too_big') return 'too_long';
  return 'invalid';
}

/** A field's name in the error body: its path, or `non_field_errors` for the whole value. */
const fieldOf = (path: PropertyKey[]) => (path.length ? path.join('.') : 'non_field_errors');
const errorsOf = (code: FieldErrorCode) => [{ code, message: FIELD_ERROR_MESSAGES[code] }];

/** Zod issues as the spec's `{ field: [{ code, message }] }` (first issue per field). */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    fields[field] ??= errorsOf(codeOf(issue));
  }
  return fields;
}

/** Where the first string holding U+0000 is in a parsed value, or null. */
function pathOfNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Validates requests with the contracts' zod schemas; a missing body counts as `{}`. A
 * string holding U+0000 is refused here, once for every route: no field may hold it, and
 * PostgreSQL's text cannot store it, so it would otherwise fail as a 500 deep in a query.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // reportInput keeps each issue's input, so a missing value can be told from a wrong one.
    const result = schema.safeParse(data ?? {}, { reportInput: true });
    if (!result.success) return { error: new FieldValidationError(toFieldErrors(result.error)) };
    const nul = pathOfNul(result.data);
    if (nul) return { error: new FieldValidationError({ [fieldOf(nul)]: errorsOf('invalid') }) };
    return { value: result.data };
  };
