import { apiRequest } from '@casino/api-client';
import { GAMES_API, POLL, type FreeSpinInfo } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export function getFreeSpins(signal?: AbortSignal): Promise<FreeSpinInfo[]> {
  return apiRequest<FreeSpinInfo[]>(GAMES_API.freeSpins, signal ? { signal } : {});
}

/** The player's free-spin grants; asked again with the game lists (a grant can come at any time). */
export const freeSpinsQuery = () =>
  queryOptions({
    queryKey: [USER_SCOPE, 'free-spins'],
    queryFn: ({ signal }) => getFreeSpins(signal),
    refetchInterval: POLL.gameListsMs,
  });

export function useFreeSpins(enabled: boolean) {
  return useQuery({ ...freeSpinsQuery(), enabled });
}
