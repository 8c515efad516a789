import { apiRequest } from '@casino/api-client';
import type { Currency } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getCurrencyList(signal?: AbortSignal): Promise<Currency[]> {
  return apiRequest<Currency[]>('/api/settings/currency-list/', {
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

export const currencyListQuery = () =>
  queryOptions({
    queryKey: ['currency-list'],
    queryFn: ({ signal }) => getCurrencyList(signal),
    staleTime: 10 * 60_000,
  });

export function useCurrencyList() {
  return useQuery(currencyListQuery());
}
