import { apiRequest } from '@casino/api-client';
import type { CreatePromoCodeRequest, PromoCode } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMO_CODES_KEY } from './get-promo-codes';

/** POST /api/backoffice/promo-codes/: a new code (its `code` already taken answers `already_exists`). */
export function createPromoCode(request: CreatePromoCodeRequest): Promise<PromoCode> {
  return apiRequest<PromoCode>('/api/backoffice/promo-codes/', { method: 'POST', body: request });
}

export function useCreatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => client.invalidateQueries({ queryKey: PROMO_CODES_KEY }),
  });
}
