import { apiRequest } from '@casino/api-client';
import type { PlayersPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export interface PlayersFilter {
  search: string;
  page: number;
}

export const PAGE_SIZE = 20;

/** GET /api/backoffice/players/: a cashier's or agent's own players, every player for an operator. */
export function getPlayers(filter: PlayersFilter, signal?: AbortSignal): Promise<PlayersPage> {
  return apiRequest<PlayersPage>('/api/backoffice/players/', {
    query: { search: filter.search, page: filter.page, page_size: PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export const playersQuery = (filter: PlayersFilter) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'players', filter] as const,
    queryFn: ({ signal }) => getPlayers(filter, signal),
    placeholderData: keepPreviousData,
  });

export const usePlayers = (filter: PlayersFilter) => useQuery(playersQuery(filter));
