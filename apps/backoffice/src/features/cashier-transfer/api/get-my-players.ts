import { apiRequest } from '@casino/api-client';
import type { PlayersPage } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/players/: for a cashier or an agent, the players under them. */
export function getMyPlayers(search: string, signal?: AbortSignal): Promise<PlayersPage> {
  return apiRequest<PlayersPage>('/api/backoffice/players/', {
    query: { search, page_size: 100 },
    ...(signal ? { signal } : {}),
  });
}

export const myPlayersQuery = (search: string) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'players', { search, page: 1, mine: true }] as const,
    queryFn: ({ signal }) => getMyPlayers(search, signal),
  });

export const useMyPlayers = (search: string) => useQuery(myPlayersQuery(search));
