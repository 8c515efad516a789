import { UserIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { useAuthStore } from '../stores/auth-store';

/** Header block: username, cash balance "<amount> <currency>" and bonus balance (SPEC §2.3). */
export function UserBlock({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-expanded={expanded}
      aria-haspopup="menu"
      data-testid="user-block"
      className="flex items-center gap-3 rounded-xl border border-white/5 bg-ink-800/80 py-1.5 ps-1.5 pe-3 text-start hover:border-gold-400/40"
    >
      <span className="grid size-9 place-items-center rounded-lg bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950">
        <UserIcon size={18} />
      </span>
      <span className="flex flex-col leading-tight">
        <span
          data-testid="user-block-username"
          dir="auto"
          title={user.username}
          className="max-w-40 self-start truncate text-sm font-semibold text-fog-100"
        >
          {user.username}
        </span>
        <span className="flex gap-2 text-xs whitespace-nowrap">
          <span data-testid="user-block-balance" className="text-gold-300" title={t('common.balance')}>
            {formatMoney(user.balance, user.currency)}
          </span>
          <span data-testid="user-block-bonus" className="text-fog-400" title={t('common.bonusBalance')}>
            {t('common.bonusShort')} {formatMoney(user.bonusBalance, user.currency)}
          </span>
        </span>
      </span>
    </button>
  );
}
