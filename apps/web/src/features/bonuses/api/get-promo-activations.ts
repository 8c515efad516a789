import { apiRequest } from '@casino/api-client';
import type { PromoActivationList } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export const PROMO_ACTIVATIONS_KEY = [USER_SCOPE, 'promo-activations'] as const;

/** GET /api/referral/activations/: the codes the player has activated, newest first. */
export function getPromoActivations(signal?: AbortSignal): Promise<PromoActivationList> {
  return apiRequest<PromoActivationList>('/api/referral/activations/', signal ? { signal } : {});
}

export const promoActivationsQuery = () =>
  queryOptions({ queryKey: PROMO_ACTIVATIONS_KEY, queryFn: ({ signal }) => getPromoActivations(signal) });

export function usePromoActivations() {
  return useQuery(promoActivationsQuery());
}
