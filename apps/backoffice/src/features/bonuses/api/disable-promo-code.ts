import { apiRequest } from '@casino/api-client';
import type { PromoCode } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMO_CODES_KEY } from './get-promo-codes';

/** POST /api/backoffice/promo-codes/{id}/disable/: no player may activate the code any more. */
export function disablePromoCode(id: number): Promise<PromoCode> {
  return apiRequest<PromoCode>(`/api/backoffice/promo-codes/${id}/disable/`, { method: 'POST' });
}

export function useDisablePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disablePromoCode,
    onSuccess: () => client.invalidateQueries({ queryKey: PROMO_CODES_KEY }),
  });
}
