import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useInstallPrompt } from '@/features/pwa/hooks/use-install-prompt';
import { isWheelOpen } from '@/features/wheel/lib/opened-modals';
import { loadPageMessages } from '@/lib/i18n';
import { useIsDesktop } from '@/lib/use-media-query';
import { HEALTHY_AFTER_MS, resetFailures } from '../error-boundary/failure-policy';
import { DesktopHeader } from './desktop-header';
import { Footer } from './footer';
import { MobileHeader } from './mobile-header';
import { usePanels } from './panels-store';

// The side panels exist only below desktop width, and start closed: desktop never fetches them,
// mobile fetches them right after the first paint.
const SidePanels = lazy(() => import('./side-panels'));
// The bonus pop-ups are a signed-in player's only: a guest's first page never fetches them.
const BonusNotices = lazy(() => import('@/features/notices/components/bonus-notices'));
// The reality check: a signed-in player's only, with the pages part of the texts it shows.
const RealityCheck = lazy(() =>
  Promise.all([import('@/features/protection/components/reality-check'), loadPageMessages()]).then(
    ([module]) => module,
  ),
);
// The install notice (SPEC §1): fetched, with the pages part of the texts, only once the browser offers an install.
const InstallNotice = lazy(() =>
  Promise.all([import('@/features/pwa/components/install-notice'), loadPageMessages()]).then(([module]) => module),
);
// The wheel's modals: fetched only when the address opens one (SPEC §2.9 openedModals).
const WheelModals = lazy(() => import('@/features/wheel/components/wheel-modals'));

/** The shell: one route tree, the header and panels picked for mobile or desktop. */
export function AppLayout() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const closePanels = usePanels((s) => s.close);
  const arrive = usePanels((s) => s.arrive);
  // Only players are ever signed in here (a non-player is logged out as their user arrives).
  const playerId = useAuthStore((s) => (s.isAuth && !s.isLoggingOut ? s.user?.id : undefined));
  const installOffered = useInstallPrompt() !== null;
  // A page that brings its own columns (the sportsbook) runs edge to edge.
  const bleed = useMatches().some((match) => (match.handle as { bleed?: boolean } | undefined)?.bleed);

  useEffect(() => arrive(pathname), [pathname, arrive]);
  useEffect(() => {
    // SPEC §2.8: panels close when the viewport is wider than tablet.
    if (isDesktop) closePanels();
  }, [isDesktop, closePanels]);
  useEffect(() => {
    // Running fine for a while: earlier render failures no longer count toward the cap.
    const timer = setTimeout(() => resetFailures(), HEALTHY_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-[60] focus:rounded-lg focus:bg-gold-400 focus:px-3 focus:py-2 focus:text-ink-950"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-50 h-header border-b border-white/5 bg-ink-900/90 backdrop-blur-md">
        {isDesktop ? <DesktopHeader /> : <MobileHeader />}
        {navigation.state === 'loading' && (
          <div
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-gradient-to-r from-transparent via-gold-400 to-transparent"
          />
        )}
      </header>
      {!isDesktop && (
        <Suspense fallback={null}>
          <SidePanels />
        </Suspense>
      )}
      <main
        id="main"
        className={bleed ? 'w-full flex-1' : 'mx-auto w-full max-w-[1440px] flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-10'}
      >
        <Outlet />
      </main>
      <Footer />
      {playerId !== undefined && (
        <Suspense fallback={null}>
          <BonusNotices userId={playerId} />
          <RealityCheck key={playerId} />
        </Suspense>
      )}
      {installOffered && (
        <Suspense fallback={null}>
          <InstallNotice />
        </Suspense>
      )}
      {isWheelOpen(search) && (
        <Suspense fallback={null}>
          <WheelModals playerId={playerId} />
        </Suspense>
      )}
    </div>
  );
}
