import { apiRequest } from '@casino/api-client';
import type { PromoActivateRequest, PromoActivation } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, USER_SCOPE } from '@/lib/query-client';
import { PROMO_ACTIVATIONS_KEY } from './get-promo-activations';

/** POST /api/referral/activate/ (SPEC §7): grants what the code gives. */
export function activatePromoCode(body: PromoActivateRequest): Promise<PromoActivation> {
  return apiRequest<PromoActivation>('/api/referral/activate/', { method: 'POST', body });
}

export function useActivatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activatePromoCode,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PROMO_ACTIVATIONS_KEY });
      // The header's bonus balance, and the histories that now hold the grant.
      void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'bonus-history'] });
    },
  });
}
