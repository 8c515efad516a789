import { apiRequest } from '@casino/api-client';
import type { Locale, Promotion, PromotionType } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/content/promotions/{type}/?language=: one promotion with its Markdown body. */
export function getPromotion(type: PromotionType, language: Locale, signal?: AbortSignal): Promise<Promotion> {
  return apiRequest<Promotion>(`/api/content/promotions/${encodeURIComponent(type)}/`, {
    query: { language },
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

export const promotionQuery = (type: PromotionType, language: Locale) =>
  queryOptions({
    queryKey: ['content', 'promotion', type, language],
    queryFn: ({ signal }) => getPromotion(type, language, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function usePromotion(type: PromotionType, language: Locale) {
  return useQuery(promotionQuery(type, language));
}
