import { apiRequest } from '@casino/api-client';
import type { Locale, PromotionInput } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionsQuery, type Promotion } from './get-promotions';

export interface PromotionSave {
  type: string;
  language: Locale;
  input: PromotionInput;
}

/** PUT /api/backoffice/content/promotions/{type}/{language}/: a promotion's text in one language. */
export function savePromotion({ type, language, input }: PromotionSave): Promise<Promotion> {
  return apiRequest<Promotion>(`/api/backoffice/content/promotions/${encodeURIComponent(type)}/${language}/`, {
    method: 'PUT',
    body: input,
  });
}

export function useSavePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: () => client.invalidateQueries({ queryKey: promotionsQuery().queryKey }),
  });
}
