import { apiRequest } from '@casino/api-client';
import type { ContentCarousel } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STAFF_SCOPE } from '@/lib/query-client';

export type Carousel = z.infer<typeof ContentCarousel>;

/** GET /api/backoffice/content/carousels/: every carousel with all its slides, shown or not. */
export function getCarousels(signal?: AbortSignal): Promise<Carousel[]> {
  return apiRequest<Carousel[]>('/api/backoffice/content/carousels/', signal ? { signal } : {});
}

export const carouselsQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'content', 'carousels'] as const,
    queryFn: ({ signal }) => getCarousels(signal),
  });

export const useCarousels = () => useQuery(carouselsQuery());
