import { apiRequest } from '@casino/api-client';
import type { HiddenGames } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/games/hidden/: the game ids and producers the operator keeps out of the lobby. */
export function getHidden(signal?: AbortSignal): Promise<HiddenGames> {
  return apiRequest<HiddenGames>('/api/backoffice/games/hidden/', signal ? { signal } : {});
}

export const hiddenQuery = () =>
  queryOptions({ queryKey: [STAFF_SCOPE, 'games', 'hidden'] as const, queryFn: ({ signal }) => getHidden(signal) });

export const useHidden = () => useQuery(hiddenQuery());
