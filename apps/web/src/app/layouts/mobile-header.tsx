import { CloseIcon, MenuIcon } from '@casino/ui/icons';
import { Logo } from '@casino/ui/logo';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { DepositLink } from './deposit-link';
import { usePanels } from './panels-store';

// Signed-in only, with the money formats: guests, who open the first page most, never fetch it.
const MobileAccount = lazy(() => import('./mobile-account').then((m) => ({ default: m.MobileAccount })));

/**
 * Mobile header: menu toggle, logo, and a login button, or the player's username and balance
 * beside a Deposit button (SPEC §2.8); the logo keeps only its mark to make room for them.
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const isAuth = useAuthStore((s) => s.isAuth);
  const { open, toggle } = usePanels();
  return (
    <div className="flex h-full items-center gap-2 px-3">
      <button
        type="button"
        onClick={() => toggle('start')}
        aria-expanded={open === 'start'}
        aria-label={open === 'start' ? t('common.closeMenu') : t('common.openMenu')}
        data-testid="menu-toggle"
        className="grid size-10 shrink-0 place-items-center rounded-xl text-fog-300 hover:bg-white/5"
      >
        {open === 'start' ? <CloseIcon /> : <MenuIcon />}
      </button>
      <Link to="/slots/casino" aria-label={t('common.brand')} className={isAuth ? 'shrink-0' : 'mx-auto'}>
        <Logo compact={isAuth} />
      </Link>
      {isAuth ? (
        <div className="ms-auto flex min-w-0 items-center gap-2">
          <Suspense fallback={<div aria-hidden="true" className="h-10 w-24 rounded-xl bg-ink-800" />}>
            <MobileAccount />
          </Suspense>
          <DepositLink />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => toggle('end')}
          aria-expanded={open === 'end'}
          data-testid="mobile-sign-in"
          className="h-10 shrink-0 rounded-xl bg-gradient-to-b from-gold-300 to-gold-500 px-4 text-sm font-semibold text-ink-950"
        >
          {t('auth.signIn')}
        </button>
      )}
    </div>
  );
}
