import { CAROUSEL_PLATFORMS, LOCALES, type CarouselPlatform, type Locale } from '@casino/contracts';

/** Where a carousel shows (SPEC §3: carousels are grouped by route, then platform, then language). */
export interface CarouselPlace {
  route: string;
  platform: CarouselPlatform;
  language: Locale;
}

/** The routes that have a carousel, in alphabetical order. */
export function routesOf(carousels: readonly CarouselPlace[]): string[] {
  return [...new Set(carousels.map((carousel) => carousel.route))].sort();
}

/** The carousel at this place, if there is one. */
export function carouselAt<T extends CarouselPlace>(carousels: readonly T[], place: CarouselPlace): T | undefined {
  return carousels.find(
    (carousel) =>
      carousel.route === place.route && carousel.platform === place.platform && carousel.language === place.language,
  );
}

/**
 * The place the screen shows: the one asked (in the address), completed from the carousels there
 * are — the first route, the desktop, the console's language — so that it always names one.
 */
export function placeFrom(
  asked: { route?: string | null; platform?: string | null; language?: string | null },
  carousels: readonly CarouselPlace[],
  fallbackLanguage: Locale,
): CarouselPlace {
  const routes = routesOf(carousels);
  const route = asked.route && asked.route.startsWith('/') ? asked.route : (routes[0] ?? '/slots/casino');
  const platform = CAROUSEL_PLATFORMS.find((value) => value === asked.platform) ?? 'desktop';
  const language = LOCALES.find((value) => value === asked.language) ?? fallbackLanguage;
  return { route, platform, language };
}

/** The address query naming a place (the slides' page keeps it there: a reload stays on it). */
export const placeQuery = (place: CarouselPlace) =>
  new URLSearchParams({ route: place.route, platform: place.platform, language: place.language }).toString();
