import { buttonClasses } from '@casino/ui/button';
import { Logo } from '@casino/ui/logo';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelector } from '@/components/language-selector';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { WheelEntry } from '@/features/wheel/components/wheel-entry';
import { changeLocale, useLocale } from '@/lib/i18n';
import { DepositLink } from './deposit-link';
import { NavLinks } from './nav-links';

// Signed-in only: guests, who open the first page most, never fetch the user block and its menu.
const ProfileDropdown = lazy(() => import('./profile-dropdown').then((m) => ({ default: m.ProfileDropdown })));

/** Desktop header: logo, nav bar, user block and Deposit (or sign-in/up), and the flag selector. */
export function DesktopHeader() {
  const { t } = useTranslation();
  const isAuth = useAuthStore((s) => s.isAuth);
  const locale = useLocale();
  return (
    <div className="mx-auto flex h-full max-w-[1440px] items-center gap-3 px-4 lg:gap-6 lg:px-6">
      <Link to="/slots/casino" aria-label={t('common.brand')} className="shrink-0">
        <Logo wordmarkClassName="max-lg:hidden" />
      </Link>
      <NavLinks />
      <div className="ms-auto flex shrink-0 items-center gap-3">
        <WheelEntry />
        {isAuth ? (
          <>
            <Suspense
              fallback={<div aria-hidden="true" className="h-12 w-44 rounded-xl border border-white/5 bg-ink-800/80" />}
            >
              <ProfileDropdown />
            </Suspense>
            <DepositLink />
          </>
        ) : (
          <>
            <Link to="/auth/sign-in" className={buttonClasses('ghost')} data-testid="header-sign-in">
              {t('auth.signIn')}
            </Link>
            <Link to="/sign-up" className={buttonClasses('primary')} data-testid="header-sign-up">
              {t('auth.signUp')}
            </Link>
          </>
        )}
        <LanguageSelector value={locale} onChange={(next) => void changeLocale(next)} />
      </div>
    </div>
  );
}
