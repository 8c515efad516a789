import { apiRequest } from '@casino/api-client';
import type { Wagers } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /api/bonus-system/wagering/: the player's wagering requirements, running ones first. */
export function getWagers(signal?: AbortSignal): Promise<Wagers> {
  return apiRequest<Wagers>('/api/bonus-system/wagering/', signal ? { signal } : {});
}

export const wagersQuery = () =>
  queryOptions({ queryKey: [USER_SCOPE, 'wagers'], queryFn: ({ signal }) => getWagers(signal), staleTime: 0 });

export function useWagers() {
  return useQuery(wagersQuery());
}
