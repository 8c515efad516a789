import { apiRequest } from '@casino/api-client';
import type { WheelPrize } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /services/wheel/prizes/: the 16 segments in the wheel's order (id = index), amounts in the player's currency. */
export function getWheelPrizes(signal?: AbortSignal): Promise<WheelPrize[]> {
  return apiRequest<WheelPrize[]>('/services/wheel/prizes/', signal ? { signal } : {});
}

export const wheelPrizesQuery = (isPlayer: boolean) =>
  queryOptions({
    queryKey: isPlayer ? [USER_SCOPE, 'wheel', 'prizes'] : ['wheel', 'prizes'],
    queryFn: ({ signal }) => getWheelPrizes(signal),
    // The operator changes the wheel rarely; a spin never does.
    staleTime: 5 * 60_000,
  });

export function useWheelPrizes(isPlayer: boolean) {
  return useQuery(wheelPrizesQuery(isPlayer));
}
