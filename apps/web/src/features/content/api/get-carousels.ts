import { apiRequest } from '@casino/api-client';
import { CACHE, type Carousel, type CarouselPlatform, type Locale } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /carousel/?platform=&language=: every carousel of a platform and language, with its slides. */
export function getCarousels(platform: CarouselPlatform, language: Locale, signal?: AbortSignal) {
  return apiRequest<Carousel[]>('/carousel/', {
    query: { platform, language },
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

export const carouselsQuery = (platform: CarouselPlatform, language: Locale) =>
  queryOptions({
    queryKey: ['carousels', platform, language],
    queryFn: ({ signal }) => getCarousels(platform, language, signal),
    staleTime: CACHE.sliderMs,
    retry: false,
  });

export function useCarousels(platform: CarouselPlatform, language: Locale) {
  return useQuery(carouselsQuery(platform, language));
}
