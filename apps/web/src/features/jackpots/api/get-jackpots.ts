import { apiRequest } from '@casino/api-client';
import { type Jackpot, JACKPOT_POLL_MS } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /api/jackpot/v1/jackpots/: the pools of the player's currency (a guest's: the default one). */
export function getJackpots(signal?: AbortSignal): Promise<Jackpot[]> {
  return apiRequest<Jackpot[]>('/api/jackpot/v1/jackpots/', signal ? { signal } : {});
}

export const jackpotsQuery = (isPlayer: boolean) =>
  queryOptions({
    queryKey: isPlayer ? [USER_SCOPE, 'jackpots'] : ['jackpots'],
    queryFn: ({ signal }) => getJackpots(signal),
    refetchInterval: JACKPOT_POLL_MS,
  });

export function useJackpots(isPlayer: boolean) {
  return useQuery(jackpotsQuery(isPlayer));
}
