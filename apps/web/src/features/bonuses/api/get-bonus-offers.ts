import { apiRequest } from '@casino/api-client';
import type { BonusOffers } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export const BONUS_OFFERS_KEY = [USER_SCOPE, 'bonus-offers'] as const;

/** GET /api/bonus-system/offers/: the cashback, the first-deposit bonus and the bonus balance, for this player. */
export function getBonusOffers(signal?: AbortSignal): Promise<BonusOffers> {
  return apiRequest<BonusOffers>('/api/bonus-system/offers/', signal ? { signal } : {});
}

export const bonusOffersQuery = () =>
  queryOptions({ queryKey: BONUS_OFFERS_KEY, queryFn: ({ signal }) => getBonusOffers(signal), staleTime: 0 });

export function useBonusOffers() {
  return useQuery(bonusOffersQuery());
}
