import { DEFAULT_ROUTE } from '@casino/contracts';
import { Spinner } from '@casino/ui/spinner';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageList } from '@/components/language-list';
import { Sheet } from '@/components/ui/sheet';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { menuFlags } from '@/features/profile/lib/menu';
import { mayBeAndroid } from '@/features/pwa/lib/install-prompt';
import { WheelMenuEntry } from '@/features/wheel/components/wheel-menu-entry';
import { useSettings } from '@/features/settings/api/get-settings';
import { changeLocale, loadPageMessages, useLocale } from '@/lib/i18n';
import { NavLinks } from './nav-links';
import { usePanels } from './panels-store';
import { useSignOut } from './use-sign-out';

// The form brings react-hook-form, zod and the form texts: load them only when a guest opens the panel.
// The profile menu's texts are in the pages part of the texts: fetched with it, for a player only.
const ProfileMenu = lazy(async () => {
  const [module] = await Promise.all([import('@/features/profile/components/profile-menu'), loadPageMessages()]);
  return { default: module.ProfileMenu };
});
// SPEC §1: the Android app's button, on Android only.
const AndroidAppButton = lazy(() =>
  Promise.all([import('@/features/pwa/components/android-app-button'), loadPageMessages()]).then(([module]) => module),
);
const SignInForm = lazy(async () => {
  const [module] = await Promise.all([import('../sign-in-form'), loadPageMessages()]);
  return { default: module.AppSignInForm };
});

/** SPEC §2.4: the side menu adds about us, affiliates and customer service; with promotions and help (§2.7). */
const SIDE_LINKS = [
  ['/promotions', 'nav.promotions'],
  ['/help', 'nav.help'],
  ['/terms-and-conditions/about-us', 'legal.about-us'],
  ['/terms-and-conditions/affiliates', 'legal.affiliates'],
  ['/terms-and-conditions/customer-service', 'legal.customer-service'],
] as const;

function SiteLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-1 border-t border-white/5 pt-4" data-testid="side-links">
      {SIDE_LINKS.map(([to, label]) => (
        <li key={to}>
          <Link
            to={to}
            onClick={onNavigate}
            className="block rounded-xl px-3 py-2.5 text-sm font-semibold text-fog-300 hover:bg-white/5 hover:text-fog-100"
          >
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Start panel: navigation and languages. */
export function MenuPanel() {
  const { t } = useTranslation();
  const { open, close } = usePanels();
  const locale = useLocale();
  return (
    <Sheet side="start" open={open === 'start'} onClose={close} label={t('common.menu')} testId="menu-panel">
      <div className="flex flex-col gap-4 p-4">
        <NavLinks vertical onNavigate={close} />
        <WheelMenuEntry onNavigate={close} />
        <SiteLinks onNavigate={close} />
        {mayBeAndroid() && (
          <Suspense fallback={null}>
            <AndroidAppButton className="self-start" onDone={close} />
          </Suspense>
        )}
        <div className="border-t border-white/5 pt-4">
          <LanguageList value={locale} onChange={(next) => void changeLocale(next)} />
        </div>
      </div>
    </Sheet>
  );
}

/** End panel: the login form for guests, the profile menu for players. */
export function AccountPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, close } = usePanels();
  const user = useAuthStore((s) => s.user);
  const isAuth = useAuthStore((s) => s.isAuth);
  const loggingOut = useAuthStore((s) => s.isLoggingOut);
  const settings = useSettings();
  const signOut = useSignOut();
  const isOpen = open === 'end';
  // Mount on first open, then stay mounted so the panel can slide out with its content.
  const [opened, setOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setOpened(true);
  }, [isOpen]);
  return (
    <Sheet side="end" open={open === 'end'} onClose={close} label={t('menu.title')} testId="account-panel">
      <div className="p-4">
        {isAuth ? (
          <Suspense fallback={<Spinner className="text-gold-400" />}>
            <ProfileMenu
              flags={menuFlags(settings.data)}
              isDesktop={false}
              account={user}
              loggingOut={loggingOut}
              onNavigate={close}
              onLogout={signOut}
            />
          </Suspense>
        ) : (
          <>
            <h2 className="mb-4 text-lg font-bold">{t('auth.signInTitle')}</h2>
            {opened && (
              <Suspense fallback={<Spinner className="text-gold-400" />}>
                <SignInForm
                  onSignedIn={() => {
                    close();
                    navigate(DEFAULT_ROUTE);
                  }}
                />
              </Suspense>
            )}
          </>
        )}
      </div>
    </Sheet>
  );
}

/** Both panels, as one lazily loaded chunk (app-layout.tsx). */
export default function SidePanels() {
  return (
    <>
      <MenuPanel />
      <AccountPanel />
    </>
  );
}
