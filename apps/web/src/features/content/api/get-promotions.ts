import { apiRequest } from '@casino/api-client';
import type { Locale, Promotion } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/content/promotions/?language=: the promotions' cards, in their order. */
export function getPromotions(language: Locale, signal?: AbortSignal): Promise<Promotion[]> {
  return apiRequest<Promotion[]>('/api/content/promotions/', {
    query: { language },
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

export const promotionsQuery = (language: Locale) =>
  queryOptions({
    queryKey: ['content', 'promotions', language],
    queryFn: ({ signal }) => getPromotions(language, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function usePromotions(language: Locale) {
  return useQuery(promotionsQuery(language));
}
