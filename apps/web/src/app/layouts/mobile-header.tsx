import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { usePanels } from './panels-store';

/** Mobile header: menu toggle, logo, and a login button or the username (SPEC §2.8). */
export function MobileHeader() {
  const { t } = useTranslation();
  const username = useAuthStore((s) => s.user?.username);
  const isAuth = useAuthStore((s) => s.isAuth);
  const { open, toggle } = usePanels();
  return (
    <div className="grid h-full grid-cols-[auto_1fr_auto] items-center gap-2 px-3">
      <button
        type="button"
        onClick={() => toggle('start')}
        aria-expanded={open === 'start'}
        aria-label={open === 'start' ? t('common.closeMenu') : t('common.openMenu')}
        data-testid="menu-toggle"
        className="grid size-10 place-items-center rounded-xl text-fog-300 hover:bg-white/5"
      >
        {open === 'start' ? <CloseIcon /> : <MenuIcon />}
      </button>
      <Link to="/slots/casino" aria-label={t('common.brand')} className="justify-self-center">
        <Logo />
      </Link>
      {isAuth ? (
        <button
          type="button"
          onClick={() => toggle('end')}
          aria-expanded={open === 'end'}
          data-testid="mobile-user-button"
          className="flex h-10 max-w-32 items-center gap-2 rounded-xl border border-white/5 bg-ink-800 px-2.5 text-sm font-semibold text-fog-100"
        >
          <UserIcon size={18} className="shrink-0 text-gold-300" />
          <span className="truncate" dir="auto">
            {username}
          </span>
        </button>
      ) : (
        <button
          type="button"
          onClick={() => toggle('end')}
          aria-expanded={open === 'end'}
          data-testid="mobile-sign-in"
          className="h-10 rounded-xl bg-gradient-to-b from-gold-300 to-gold-500 px-4 text-sm font-semibold text-ink-950"
        >
          {t('auth.signIn')}
        </button>
      )}
    </div>
  );
}
