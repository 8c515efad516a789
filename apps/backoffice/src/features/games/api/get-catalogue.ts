import { apiRequest } from '@casino/api-client';
import { GAMES_API, type StaffCatalogue } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/games/: every game and producer, shown or hidden. */
export function getCatalogue(signal?: AbortSignal): Promise<StaffCatalogue> {
  return apiRequest<StaffCatalogue>(GAMES_API.staffCatalogue, signal ? { signal } : {});
}

export const catalogueQuery = () =>
  queryOptions({ queryKey: [STAFF_SCOPE, 'games'] as const, queryFn: ({ signal }) => getCatalogue(signal) });

export const useCatalogue = () => useQuery(catalogueQuery());
