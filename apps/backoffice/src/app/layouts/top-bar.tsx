import type { Staff } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Logo } from '@casino/ui/logo';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignOutIcon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { signOut } from '@/features/auth/lib/session';

/** The console's name, who is signed in and as what, the language, and the way out. */
export function TopBar({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 flex h-header items-center gap-4 border-b border-white/[0.07] bg-ink-900/95 px-4 backdrop-blur lg:px-6">
      <Link to="/" className="flex min-w-0 items-center gap-3 rounded-lg" aria-label={t('app.name')}>
        <Logo compact />
        <span className="truncate text-[15px] font-semibold text-fog-100">
          <span className="text-gold-300" dir="ltr">
            Royal Ace
          </span>
          <span aria-hidden="true" className="mx-1.5 text-fog-500">
            ·
          </span>
          {t('app.console')}
        </span>
      </Link>
      <div className="ms-auto flex items-center gap-3">
        <div className="hidden flex-col items-end leading-tight sm:flex" data-testid="staff-identity">
          <span className="max-w-48 truncate text-sm font-semibold text-fog-100">{staff.username}</span>
          <span className="text-xs text-gold-300">{t(`roles.${staff.role}`)}</span>
        </div>
        <LanguageSwitcher />
        <Button variant="secondary" size="sm" icon={<SignOutIcon size={16} />} onClick={() => void signOut()}>
          {t('app.signOut')}
        </Button>
      </div>
    </header>
  );
}
