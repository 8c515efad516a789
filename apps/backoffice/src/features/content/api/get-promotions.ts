import { apiRequest } from '@casino/api-client';
import type { ContentPromotion } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STAFF_SCOPE } from '@/lib/query-client';

export type Promotion = z.infer<typeof ContentPromotion>;

/** GET /api/backoffice/content/promotions/: every promotion in every language, shown or not. */
export function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return apiRequest<Promotion[]>('/api/backoffice/content/promotions/', signal ? { signal } : {});
}

export const promotionsQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'content', 'promotions'] as const,
    queryFn: ({ signal }) => getPromotions(signal),
  });

export const usePromotions = () => useQuery(promotionsQuery());
