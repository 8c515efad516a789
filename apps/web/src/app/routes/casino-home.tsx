import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSlides } from '@/features/content/api/get-slides';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { BannerPlaceholder } from '@/features/content/components/banner-frame';
import { CasinoLobby } from '@/features/casino/components/casino-lobby';
import { isSection } from '@/features/casino/lib/sections';
import { useJackpots } from '@/features/jackpots/api/get-jackpots';
import { JackpotTickerPlaceholder } from '@/features/jackpots/components/jackpot-ticker-frame';
import { visibleJackpots } from '@/features/jackpots/lib/visible-jackpots';
import { useLocale } from '@/lib/i18n';
import { useIsDesktop } from '@/lib/use-media-query';
import { usePageTitle } from '@/lib/use-page-title';

// The ticker is fetched once there are jackpots to show: none while the operator has them off.
const JackpotTicker = lazy(() => import('@/features/jackpots/components/jackpot-ticker'));

/** /slots/casino, /slots/live-casino and /slots/all: the section is the path's second part; the jackpots above it. */
export default function CasinoLobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segment = pathname.split('/')[2];
  const section = isSection(segment) ? segment : 'casino';
  const user = useAuthStore((s) => (s.isAuth ? s.user : null));
  const jackpotsQuery = useJackpots(user !== null);
  const jackpots = visibleJackpots(jackpotsQuery.data ?? [], user?.currency ?? null);
  const slidesQuery = useSlides({
    route: pathname,
    platform: useIsDesktop() ? 'desktop' : 'mobile',
    language: useLocale(),
    isPlayer: user !== null,
  });
  const slides = slidesQuery.data;
  usePageTitle(t(`casino.sections.${section}`));
  // The lobby's rows and grid are built in a second render that React splits into slices of a
  // few milliseconds (a deferred value's first render takes the initial one): on a phone, the
  // banners paint first and the main thread never stays blocked while the page starts.
  const lobbyBuilt = useDeferredValue(true, false);
  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      {/* While they load, the banners and the ticker keep their places (no layout shift). */}
      {slidesQuery.isPending ? (
        <BannerPlaceholder />
      ) : (
        Array.isArray(slides) && slides.length > 0 && <BannerCarousel slides={slides} />
      )}
      {jackpotsQuery.isPending ? (
        <JackpotTickerPlaceholder />
      ) : (
        jackpots.length > 0 && (
          <Suspense fallback={<JackpotTickerPlaceholder />}>
            <JackpotTicker jackpots={jackpots} />
          </Suspense>
        )
      )}
      {lobbyBuilt ? (
        <CasinoLobby key={section} section={section} username={user?.username ?? null} />
      ) : (
        // A screen's height, so the footer does not show and then move away (layout shift).
        <div aria-hidden="true" className="min-h-screen" />
      )}
    </div>
  );
}
