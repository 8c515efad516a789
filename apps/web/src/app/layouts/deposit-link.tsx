import { cn } from '@casino/ui/cn';
import { PlusIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The header's way to pay in, beside the balance: opens the deposit methods (/profile/DEPOSIT). */
export function DepositLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/profile/DEPOSIT"
      data-testid="header-deposit"
      className={cn(
        'inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-bold whitespace-nowrap',
        'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow-glow hover:from-gold-200 hover:to-gold-400',
        className,
      )}
    >
      <PlusIcon size={16} className="shrink-0" />
      {t('menu.items.deposit')}
    </Link>
  );
}
