import type { ErrorCode, FieldErrorCode, FieldErrors } from '@casino/contracts';
import { FIELD_ERROR_MESSAGES } from '@casino/contracts';

const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  access_and_refresh_token_invalid: 'Your session has expired. Please sign in again.',
  no_active_account: 'Invalid username or password.',
  not_authenticated: 'Authentication credentials were not provided or have expired.',
  permission_denied: 'You do not have permission to perform this action.',
  user_is_banned: 'This account is blocked.',
  email_not_verified: 'Confirm your e-mail address before signing in.',
  incorrect_old_password: 'The current password is incorrect.',
  token_invalid: 'This link is invalid or has expired.',
  not_found: 'Not found.',
  too_many_requests: 'Too many attempts. Please wait and try again.',
  bad_request: 'The request is not valid.',
  internal_error: 'Something went wrong. Please try again.',
};

/** The one error type of the platform: a spec error code with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message = DEFAULT_MESSAGES[code] ?? code,
    readonly headers: Record<string, string> = {},
    /** More of the answer's body, beside code and message (what an excluded account's sign-in tells). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Field-level validation failure, answered as `{ field: [{ code, message }] }`. */
export class FieldValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: FieldErrors) {
    super('validation_error');
  }

  static of(field: string, code: FieldErrorCode): FieldValidationError {
    return new FieldValidationError({
      [field]: [{ code, message: FIELD_ERROR_MESSAGES[code] }],
    });
  }
}
