import { apiRequest } from '@casino/api-client';
import type { PromoCodeList } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export const PROMO_CODES_KEY = [STAFF_SCOPE, 'bonuses', 'promo-codes'] as const;

/** GET /api/backoffice/promo-codes/: every promo code, with its activations so far. */
export function getPromoCodes(signal?: AbortSignal): Promise<PromoCodeList> {
  return apiRequest<PromoCodeList>('/api/backoffice/promo-codes/', signal ? { signal } : {});
}

export const promoCodesQuery = () =>
  queryOptions({ queryKey: PROMO_CODES_KEY, queryFn: ({ signal }) => getPromoCodes(signal) });

export const usePromoCodes = () => useQuery(promoCodesQuery());
