import { apiRequest } from '@casino/api-client';
import { CLIENT_ERROR, isApiError } from '@casino/api-client/error';
import { NATIVE_SPORTSBOOK } from '@casino/contracts';
import { ApiError as SportsbookError, type PlayerTransport } from '@casino/sportsbook-ui';

/** The sportsbook names a lost connection and a slow answer its own way. */
const CODES: Record<string, string> = { [CLIENT_ERROR.network]: 'network', [CLIENT_ERROR.timeout]: 'timeout' };

/**
 * Integration C's player calls, sent through the platform with the site's own session
 * (SPEC §7 /api/integrations/{C}/…): the platform holds the provider's session, so the
 * browser never does, and a player only ever reaches their own tickets.
 */
export const throughPlatform: PlayerTransport = async <T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal },
) => {
  try {
    return await apiRequest<T>(`/api/integrations/${NATIVE_SPORTSBOOK}${path}`, {
      method: options.method ?? 'GET',
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw new SportsbookError(CODES[error.code] ?? error.code, error.status, error.body);
  }
};
