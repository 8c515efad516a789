import { apiRequest } from '@casino/api-client';
import type { PlayerLimit } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /api/protection/limits/: each period's deposit limit as it applies now, and the change that waits. */
export function getLimits(signal?: AbortSignal): Promise<PlayerLimit[]> {
  return apiRequest<PlayerLimit[]>('/api/protection/limits/', signal ? { signal } : {});
}

export const limitsQuery = () =>
  queryOptions({ queryKey: [USER_SCOPE, 'limits'], queryFn: ({ signal }) => getLimits(signal) });

export function useLimits() {
  return useQuery(limitsQuery());
}
