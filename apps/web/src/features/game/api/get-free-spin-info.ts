import { apiRequest } from '@casino/api-client';
import { GAMES_API, type FreeSpinInfo } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export function getFreeSpinInfo(provider: string, sessionId: number, signal?: AbortSignal) {
  const path = GAMES_API.freeSpinInfo
    .replace(':provider', encodeURIComponent(provider))
    .replace(':sessionId', String(sessionId));
  return apiRequest<FreeSpinInfo>(path, signal ? { signal } : {});
}

/** SPEC §3 free-spin info, refreshed while the free-spin game is open so the spins left stay true. */
export const freeSpinInfoQuery = (provider: string, sessionId: number) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'free-spin', provider, sessionId],
    queryFn: ({ signal }) => getFreeSpinInfo(provider, sessionId, signal),
    refetchInterval: 10_000,
  });

export function useFreeSpinInfo(provider: string, sessionId: number | null) {
  return useQuery({ ...freeSpinInfoQuery(provider, sessionId ?? 0), enabled: sessionId !== null });
}
