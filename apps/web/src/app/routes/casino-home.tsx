import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSlides } from '@/features/content/api/get-slides';
import { CasinoLobby } from '@/features/casino/components/casino-lobby';
import { isSection } from '@/features/casino/lib/sections';
import { useJackpots } from '@/features/jackpots/api/get-jackpots';
import { visibleJackpots } from '@/features/jackpots/lib/visible-jackpots';
import { useLocale } from '@/lib/i18n';
import { useIsDesktop } from '@/lib/use-media-query';
import { usePageTitle } from '@/lib/use-page-title';

// The ticker is fetched once there are jackpots to show: none while the operator has them off.
const JackpotTicker = lazy(() => import('@/features/jackpots/components/jackpot-ticker'));
// The slider likewise, once the route's carousel has slides (SPEC §3 Slide): none, no script.
const BannerCarousel = lazy(() => import('@/features/content/components/banner-carousel'));

/** /slots/casino, /slots/live-casino and /slots/all: the section is the path's second part; the jackpots above it. */
export default function CasinoLobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segment = pathname.split('/')[2];
  const section = isSection(segment) ? segment : 'casino';
  const user = useAuthStore((s) => (s.isAuth ? s.user : null));
  const jackpots = visibleJackpots(useJackpots(user !== null).data ?? [], user?.currency ?? null);
  const slides = useSlides({
    route: pathname,
    platform: useIsDesktop() ? 'desktop' : 'mobile',
    language: useLocale(),
    isPlayer: user !== null,
  }).data;
  usePageTitle(t(`casino.sections.${section}`));
  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      {Array.isArray(slides) && slides.length > 0 && (
        <Suspense fallback={null}>
          <BannerCarousel slides={slides} />
        </Suspense>
      )}
      {jackpots.length > 0 && (
        <Suspense fallback={null}>
          <JackpotTicker jackpots={jackpots} />
        </Suspense>
      )}
      <CasinoLobby key={section} section={section} username={user?.username ?? null} />
    </div>
  );
}
