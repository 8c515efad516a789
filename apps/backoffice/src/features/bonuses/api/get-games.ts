import { apiRequest } from '@casino/api-client';
import { GAMES_API, type GameListPage } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/slots/{provider}/games/: a provider's games (free spins are granted on those that have them). */
export function getGames(provider: string, signal?: AbortSignal): Promise<GameListPage> {
  return apiRequest<GameListPage>(GAMES_API.gameList.replace(':provider', encodeURIComponent(provider)), {
    query: { page_size: 2000 },
    ...(signal ? { signal } : {}),
  });
}

export const gamesQuery = (provider: string) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'bonuses', 'games', provider] as const,
    queryFn: ({ signal }) => getGames(provider, signal),
    enabled: provider !== '',
    staleTime: 10 * 60_000,
  });

export const useGames = (provider: string) => useQuery(gamesQuery(provider));
