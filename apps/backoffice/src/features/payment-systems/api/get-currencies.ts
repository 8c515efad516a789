import { apiRequest } from '@casino/api-client';
import type { Settings } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/settings/: the site's currencies, those a system may be offered to and limited in. */
export async function getCurrencies(signal?: AbortSignal): Promise<string[]> {
  const settings = await apiRequest<Settings>('/api/settings/', { auth: false, ...(signal ? { signal } : {}) });
  return settings.currencies;
}

export const currenciesQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'payment-systems', 'currencies'] as const,
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 10 * 60_000,
  });

export const useCurrencies = () => useQuery(currenciesQuery());
