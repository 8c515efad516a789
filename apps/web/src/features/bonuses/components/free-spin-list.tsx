import { buttonClasses } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/date';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/money';
import { useMyFreeSpins } from '../api/get-my-free-spins';

/** The free spins the player can still play, each opening its game's free-spin session (SPEC §2.5). */
export function FreeSpinList() {
  const { t } = useTranslation();
  const freeSpins = useMyFreeSpins();
  if (freeSpins.isPending) return <div role="status" className="h-20 animate-pulse rounded-2xl bg-ink-800" />;
  if (freeSpins.isError) return <p className="text-sm text-danger-400">{errorText(freeSpins.error)}</p>;
  const now = Date.now();
  const playable = freeSpins.data.filter(
    (grant) => !grant.session_end && grant.freespin_left > 0 && Date.parse(grant.expires_at) > now,
  );
  if (playable.length === 0) return <p className="text-sm text-fog-400">{t('bonus.mine.noFreeSpins')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="my-free-spins">
      {playable.map((grant) => (
        <li
          key={grant.id}
          className="flex items-center justify-between gap-3 rounded-2xl border border-gold-400/25 bg-ink-800/70 p-4"
        >
          <div className="min-w-0">
            <p className="truncate font-semibold text-fog-100">
              <bdi>{grant.game_name ?? grant.game_id}</bdi>
            </p>
            <p className="text-sm text-gold-300">{t('bonus.mine.spinsLeft', { count: grant.freespin_left })}</p>
            <p className="text-xs text-fog-400">
              <span dir="ltr">{formatMoney(grant.bet, grant.prize.currency)}</span> ·{' '}
              {t('bonus.mine.until', { date: formatDateTime(grant.expires_at) })}
            </p>
          </div>
          <Link
            to={`/slots/${encodeURIComponent(grant.provider)}/${encodeURIComponent(grant.game_id)}/${grant.id}/session`}
            className={buttonClasses('primary', 'sm')}
          >
            {t('bonus.mine.play')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
