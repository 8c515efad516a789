import { UserIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { formatMoney } from '@/lib/money';
import { usePanels } from './panels-store';

/**
 * The phone header's account button: the username over the cash balance. A long username is
 * cut here, and shown whole in the account panel this button opens.
 */
export function MobileAccount() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const { open, toggle } = usePanels();
  if (!user) return null;
  const balance = formatMoney(user.balance, user.currency);
  return (
    <button
      type="button"
      onClick={() => toggle('end')}
      aria-expanded={open === 'end'}
      aria-label={`${user.username} · ${t('common.balance')} ${balance}`}
      data-testid="mobile-user-button"
      className="flex h-10 min-w-0 items-center gap-2 rounded-xl border border-white/5 bg-ink-800 ps-2 pe-2.5 text-start"
    >
      <UserIcon size={18} className="shrink-0 text-gold-300" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-[11px] font-medium text-fog-300" dir="auto">
          {user.username}
        </span>
        <span data-testid="mobile-balance" className="text-sm font-bold whitespace-nowrap text-gold-300">
          {balance}
        </span>
      </span>
    </button>
  );
}
