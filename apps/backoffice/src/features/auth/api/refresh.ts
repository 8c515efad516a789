import { apiRequest } from '@casino/api-client';
import type { Tokens } from '@casino/contracts';

/** Refresh tokens rotate: the answer's refresh replaces the one sent, which is spent. */
export function postRefresh(refresh: string): Promise<Tokens> {
  return apiRequest<Tokens>('/api/accounts/refresh/', { method: 'POST', body: { refresh }, auth: false });
}
