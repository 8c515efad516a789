import { apiRequest } from '@casino/api-client';
import type { PlayerDetail } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/players/{id}/: who a grant goes to, their currency and bonus balance. */
export function getPlayer(id: number, signal?: AbortSignal): Promise<PlayerDetail> {
  return apiRequest<PlayerDetail>(`/api/backoffice/players/${id}/`, signal ? { signal } : {});
}

export const playerQuery = (id: number) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'player', id] as const,
    queryFn: ({ signal }) => getPlayer(id, signal),
    enabled: id > 0,
  });

export const usePlayer = (id: number) => useQuery(playerQuery(id));
