import { ApiError } from '@casino/api-client/error';

/**
 * The list calls live outside /api (SPEC §7), where a misrouted proxy answers with the site's
 * HTML instead of JSON. Such an answer becomes an ordinary error, not a crashed lobby.
 */
export function expectShape<T>(answer: unknown, ok: (value: unknown) => boolean): T {
  if (!ok(answer)) throw new ApiError({ status: 502, code: 'internal_error', message: '' });
  return answer as T;
}

export const isList = (value: unknown) => Array.isArray(value);
export const hasList = (key: string) => (value: unknown) =>
  typeof value === 'object' && value !== null && Array.isArray((value as Record<string, unknown>)[key]);
