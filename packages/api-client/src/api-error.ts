export interface FieldErrorItem {
  code: string;
  message: string;
}
export type FieldErrorMap = Record<string, FieldErrorItem[]>;

/** Codes the client itself produces (the server's are in contracts ERROR_CODES). */
export const CLIENT_ERROR = { network: 'network_error', timeout: 'timeout' } as const;

/** The one error shape every API failure becomes, whatever the server sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors?: FieldErrorMap;
  readonly retryAfter?: number;
  /** The answer's body as sent (a refused bet carries the new odds in it). */
  readonly body: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: FieldErrorMap;
    retryAfter?: number;
    body?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    if (init.fieldErrors) this.fieldErrors = init.fieldErrors;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    this.body = init.body ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  429: 'too_many_requests',
};

function isFieldErrorMap(body: unknown): body is FieldErrorMap {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const values = Object.values(body);
  return (
    values.length > 0 &&
    values.every(
      (list) =>
        Array.isArray(list) && list.every((item) => item && typeof item === 'object' && typeof item.code === 'string'),
    )
  );
}

/** Turns a non-2xx response into an ApiError (validation bodies keep their per-field lists). */
export function toApiError(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  const retryAfter = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) : undefined;
  const extra = retryAfter !== undefined && Number.isFinite(retryAfter) ? { retryAfter } : {};
  if (status === 400 && isFieldErrorMap(body)) {
    const first = Object.values(body)[0]?.[0];
    return new ApiError({
      status,
      code: 'validation_error',
      message: first?.message ?? '',
      fieldErrors: body,
      ...extra,
    });
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code =
    typeof record.code === 'string'
      ? record.code
      : (STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request'));
  const message =
    typeof record.message === 'string' ? record.message : typeof record.detail === 'string' ? record.detail : '';
  return new ApiError({ status, code, message, body: record, ...extra });
}
