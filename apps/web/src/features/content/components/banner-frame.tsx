/** The banners' shape at each width: the carousel and the space kept for it while it loads. */
export const BANNER_ASPECT = 'aspect-[16/9] sm:aspect-[16/6] lg:aspect-[16/5]';

/**
 * The carousel's place while its slides or its script are on the way, so the lobby below it
 * does not jump down when the banners arrive (Lighthouse's layout shift).
 */
export function BannerPlaceholder() {
  return <div aria-hidden="true" className={`w-full rounded-2xl bg-ink-800 ${BANNER_ASPECT}`} />;
}
