import { apiRequest } from '@casino/api-client';
import type { Detail } from '@casino/contracts';

/** Revokes the refresh token on the server; never refreshes or retries (the session is ending). */
export function postLogout(refresh: string, access?: string): Promise<Detail> {
  return apiRequest<Detail>('/api/accounts/logout/', {
    method: 'POST',
    body: { refresh },
    ...(access ? { token: access } : { auth: false }),
    retryOnUnauthorized: false,
  });
}
