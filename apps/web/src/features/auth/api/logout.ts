import { apiRequest } from '@casino/api-client';
import type { Detail } from '@casino/contracts';

/** Revokes the refresh token server-side; never refreshes or retries (we are leaving anyway). */
export function postLogout(refresh: string, access?: string): Promise<Detail> {
  return apiRequest<Detail>('/api/accounts/logout/', {
    method: 'POST',
    body: { refresh },
    ...(access ? { token: access } : { auth: false }),
    retryOnUnauthorized: false,
  });
}
