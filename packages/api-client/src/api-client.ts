import { REQUEST_TIMEOUT_MS } from '@casino/contracts';
import { ApiError, CLIENT_ERROR, toApiError } from './api-error';

/** The session code that always ends the session (SPEC §8). */
export const SESSION_INVALID = 'access_and_refresh_token_invalid';

/**
 * What the client needs from the session. The client knows no app's session store: each app
 * (the player site, the staff console) plugs its own in at start-up (configureApiClient).
 */
export interface ApiClientHooks {
  getAccessToken(): string | null | undefined;
  /** Refreshes the session once; true when a new access token is in place. */
  refreshSession(): Promise<boolean>;
  /** Called when the session is definitely gone: log out and tell the user. */
  onSessionInvalid(): void;
  getLanguage(): string | undefined;
  /** Codes of the app's own that end a session besides access_and_refresh_token_invalid. */
  endsSession(code: string): boolean;
}

const defaults: ApiClientHooks = {
  getAccessToken: () => null,
  refreshSession: async () => false,
  onSessionInvalid: () => {},
  getLanguage: () => undefined,
  endsSession: () => false,
};
let hooks: ApiClientHooks = defaults;

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...defaults, ...next };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /** Use this bearer instead of the stored one (e.g. before the session is stored). */
  token?: string;
  /** On 401, refresh once and retry (default: when a bearer was sent). */
  retryOnUnauthorized?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Let the request outlive the page (sent while the tab closes or reloads). */
  keepalive?: boolean;
  /** 'blob' for a file (a document's picture): a success is returned as it came; errors are JSON still. */
  responseType?: 'json' | 'blob';
}

/** Base path: the API lives on the same origin as the site. */
const BASE = '';

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return `${BASE}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null | undefined,
): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const outer = options.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  outer?.addEventListener('abort', forwardAbort, { once: true });

  const blob = options.responseType === 'blob';
  const headers: Record<string, string> = {
    Accept: blob ? '*/*' : 'application/json',
    'Cache-Control': 'no-cache',
  };
  const language = hooks.getLanguage();
  if (language) headers['Accept-Language'] = language;
  // A form (a file upload) sets its own multipart type and boundary.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    return {
      status: response.status,
      body: blob && response.ok ? await response.blob() : await readBody(response),
      retryAfter: response.headers.get('Retry-After'),
    };
  } catch (error) {
    // A caller's own cancellation (e.g. TanStack Query) must stay an AbortError.
    if (outer?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: timedOut ? CLIENT_ERROR.timeout : CLIENT_ERROR.network,
      message: '',
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * JSON request to the API. Non-2xx answers throw ApiError. A 401 on an authenticated
 * call refreshes the session once and retries once; a session that cannot be renewed
 * (or the access_and_refresh_token_invalid code) logs the user out.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return attempt<T>(path, options, true);
}

async function attempt<T>(path: string, options: RequestOptions, mayRetry: boolean): Promise<T> {
  const token = options.token ?? (options.auth === false ? null : hooks.getAccessToken());
  const { status, body, retryAfter } = await send(path, options, token);
  if (status >= 200 && status < 300) return body as T;

  const error = toApiError(status, body, retryAfter);
  const retryAllowed = options.retryOnUnauthorized ?? (Boolean(token) && !options.token);
  if (status === 401 && token && retryAllowed && mayRetry) {
    if (await hooks.refreshSession()) return attempt<T>(path, options, false);
    hooks.onSessionInvalid();
    throw new ApiError({ status, code: SESSION_INVALID, message: error.message });
  }
  if (token && (error.code === SESSION_INVALID || hooks.endsSession(error.code))) hooks.onSessionInvalid();
  throw error;
}
