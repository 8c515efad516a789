import type { Slide } from '@casino/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { slidesQuery } from '@/features/content/api/get-slides';
import { inSlideOrder } from '@/features/content/lib/slide-order';
import { currentLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { DESKTOP_QUERY } from '@/lib/use-media-query';

const preloaded = new Set<string>();

/** The first banner's picture, asked for at once and first: it is the page's largest paint. */
function preloadFirstPicture(slides: readonly Slide[]) {
  const first = inSlideOrder(slides)[0];
  if (!first || preloaded.has(first.image)) return;
  preloaded.add(first.image);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = first.image;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * A lobby route's loader: asks for the route's banners while the page's chunk is still on its
 * way, and for the first banner's picture as soon as they come, so the page's largest paint
 * waits neither for the page's script nor for its render. The page reads the same query (same
 * key: path, platform, language, guest or player).
 */
export function prefetchLobbyBanners({ request }: LoaderFunctionArgs): null {
  queryClient
    .fetchQuery(
      slidesQuery({
        route: new URL(request.url).pathname,
        platform: window.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'mobile',
        language: currentLocale(),
        isPlayer: useAuthStore.getState().isAuth,
      }),
    )
    // A site without banners, or a content service still starting, simply shows none.
    .then(preloadFirstPicture, () => {});
  return null;
}
