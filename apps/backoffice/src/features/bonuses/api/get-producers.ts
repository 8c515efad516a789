import { apiRequest } from '@casino/api-client';
import { GAMES_API, type Producer } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /services/game-catalog/producer: the game producers and the integrations (providers) that serve them. */
export function getProducers(signal?: AbortSignal): Promise<Producer[]> {
  return apiRequest<Producer[]>(GAMES_API.producers, signal ? { signal } : {});
}

export const producersQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'bonuses', 'producers'] as const,
    queryFn: ({ signal }) => getProducers(signal),
    staleTime: 10 * 60_000,
  });

export const useProducers = () => useQuery(producersQuery());
