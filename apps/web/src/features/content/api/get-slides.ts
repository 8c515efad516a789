import { apiRequest } from '@casino/api-client';
import { CACHE, type CarouselPlatform, type Locale, type Slide } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export interface SlidesRequest {
  route: string;
  platform: CarouselPlatform;
  language: Locale;
  /** A player's request carries the bearer token, and gets the slides for players too (authRequired). */
  isPlayer: boolean;
}

/** GET /slide/?route=&platform=&language=: the banners of the carousel for a route of the site. */
export function getSlides({ route, platform, language, isPlayer }: SlidesRequest, signal?: AbortSignal) {
  return apiRequest<Slide[]>('/slide/', {
    query: { route, platform, language },
    auth: isPlayer,
    retryOnUnauthorized: false,
    ...(signal ? { signal } : {}),
  });
}

/** Kept for an hour (SPEC §9 slider cache); a player's slides go with the player's data at sign-out. */
export const slidesQuery = (request: SlidesRequest) =>
  queryOptions({
    queryKey: [...(request.isPlayer ? [USER_SCOPE] : []), 'slides', request.route, request.platform, request.language],
    queryFn: ({ signal }) => getSlides(request, signal),
    staleTime: CACHE.sliderMs,
    gcTime: CACHE.sliderMs,
    // A site without banners (or a content service still starting) simply shows none.
    retry: false,
  });

export function useSlides(request: SlidesRequest) {
  return useQuery(slidesQuery(request));
}
