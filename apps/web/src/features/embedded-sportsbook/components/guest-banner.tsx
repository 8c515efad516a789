import { Button } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/ui/page-icons';

/** SPEC §5 "Betting needs login": a guest sees the odds, and this above them. */
export function GuestBanner({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="sportsbook-guest-banner"
      className="flex shrink-0 items-center gap-3 border-b border-gold-400/20 bg-gold-400/10 px-4 py-2"
    >
      <span className="shrink-0 text-gold-300" aria-hidden="true">
        <LockIcon size={18} />
      </span>
      <p className="min-w-0 flex-1 text-sm leading-snug">
        <strong className="font-semibold text-gold-200">{t('embeddedSportsbook.guestTitle')}</strong>{' '}
        <span className="text-fog-300 max-sm:hidden">{t('embeddedSportsbook.guestText')}</span>
      </p>
      <Button size="sm" onClick={onSignIn} className="shrink-0" data-testid="sportsbook-sign-in">
        {t('auth.signIn')}
      </Button>
    </div>
  );
}
