import { apiRequest } from '@casino/api-client';
import type { Exclusion } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /api/protection/exclusions/: the player's breaks and self-exclusions, newest first. */
export function getExclusions(signal?: AbortSignal): Promise<Exclusion[]> {
  return apiRequest<Exclusion[]>('/api/protection/exclusions/', signal ? { signal } : {});
}

export const exclusionsQuery = () =>
  queryOptions({ queryKey: [USER_SCOPE, 'exclusions'], queryFn: ({ signal }) => getExclusions(signal) });

export function useExclusions() {
  return useQuery(exclusionsQuery());
}
