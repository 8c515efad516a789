import { apiRequest } from '@casino/api-client';
import type { BonusExchangeTerms } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export const EXCHANGE_TERMS_KEY = [USER_SCOPE, 'bonus-exchange-terms'] as const;

/** GET /api/bonus-system/exchange/: the rate, the conditions and both balances, in the player's currency. */
export function getExchangeTerms(signal?: AbortSignal): Promise<BonusExchangeTerms> {
  return apiRequest<BonusExchangeTerms>('/api/bonus-system/exchange/', signal ? { signal } : {});
}

export const exchangeTermsQuery = () =>
  queryOptions({
    queryKey: EXCHANGE_TERMS_KEY,
    queryFn: ({ signal }) => getExchangeTerms(signal),
    // The balances in it move with every bet: read them afresh each time the page opens.
    staleTime: 0,
  });

export function useExchangeTerms() {
  return useQuery(exchangeTermsQuery());
}
