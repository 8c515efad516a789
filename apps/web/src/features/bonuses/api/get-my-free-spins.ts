import { apiRequest } from '@casino/api-client';
import { type FreeSpinInfo, GAMES_API } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /api/slots/freespins/: the player's free-spin sessions with their games' names, newest first. */
export function getMyFreeSpins(signal?: AbortSignal): Promise<FreeSpinInfo[]> {
  return apiRequest<FreeSpinInfo[]>(GAMES_API.freeSpins, signal ? { signal } : {});
}

export const myFreeSpinsQuery = () =>
  queryOptions({ queryKey: [USER_SCOPE, 'free-spins'], queryFn: ({ signal }) => getMyFreeSpins(signal) });

export function useMyFreeSpins() {
  return useQuery(myFreeSpinsQuery());
}
