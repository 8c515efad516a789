import { apiRequest } from '@casino/api-client';
import { GAMES_API, type ProviderInfo } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/providers/: the game providers, without their secrets. */
export function getProviders(signal?: AbortSignal): Promise<ProviderInfo[]> {
  return apiRequest<ProviderInfo[]>(GAMES_API.providers, signal ? { signal } : {});
}

export const providersQuery = () =>
  queryOptions({ queryKey: [STAFF_SCOPE, 'providers'] as const, queryFn: ({ signal }) => getProviders(signal) });

export const useProviders = () => useQuery(providersQuery());
