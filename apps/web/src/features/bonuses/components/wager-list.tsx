import { WAGER_CATEGORIES, type Wager } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/money';
import { useWagers } from '../api/get-wagers';
import { WageringProgress } from './wagering-progress';

const STATUS_TONES: Record<Wager['status'], string> = {
  active: 'border-gold-400/40 text-gold-300',
  wagered: 'border-success-400/40 text-success-400',
  expired: 'border-fog-400/30 text-fog-400',
  forfeited: 'border-fog-400/30 text-fog-400',
};

function WagerCard({ wager, currency }: { wager: Wager; currency: string }) {
  const { t } = useTranslation();
  const running = wager.status === 'active';
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-800/70 p-4"
      data-testid="wager"
      data-status={wager.status}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-fog-100">{t(`bonus.types.${wager.kind}`)}</p>
          <p className="text-sm text-fog-400">
            <span dir="ltr">{formatMoney(wager.amount, currency)}</span> ·{' '}
            {t('bonus.wagering.times', { count: Math.round(wager.required / wager.amount) })}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[wager.status]}`}
        >
          {t(`bonus.wagering.status.${wager.status}`)}
        </span>
      </div>
      <WageringProgress staked={wager.wagered} required={wager.required} currency={currency} />
      {running && (
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t('bonus.wagering.weights')}>
          {WAGER_CATEGORIES.map((category) => (
            <li key={category} className="rounded-full bg-ink-950/60 px-2 py-0.5 text-fog-300">
              {t(`bonus.wagering.categories.${category}`)} <bdi dir="ltr">{wager.weights[category]}%</bdi>
            </li>
          ))}
        </ul>
      )}
      {running && (wager.maxBet !== null || wager.expiresAt) && (
        <p className="text-xs text-fog-400">
          {wager.maxBet !== null && (
            <span>
              {t('bonus.wagering.maxBet')} <bdi dir="ltr">{formatMoney(wager.maxBet, currency)}</bdi>
            </span>
          )}
          {wager.maxBet !== null && wager.expiresAt && ' · '}
          {wager.expiresAt && t('bonus.wagering.until', { date: formatDateTime(wager.expiresAt) })}
        </p>
      )}
    </li>
  );
}

/**
 * The player's wagering requirements (decision 032): the running ones with their progress, what
 * each kind of game counts, the largest stake allowed meanwhile and their end; then those ended.
 */
export function WagerList() {
  const { t } = useTranslation();
  const wagers = useWagers();
  if (wagers.isPending) return <div role="status" className="h-24 animate-pulse rounded-2xl bg-ink-800" />;
  if (wagers.isError) return <p className="text-sm text-danger-400">{errorText(wagers.error)}</p>;
  const { items, currency } = wagers.data;
  if (items.length === 0) return <p className="text-sm text-fog-400">{t('bonus.wagering.none')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="wagers">
      {items.map((wager) => (
        <WagerCard key={wager.id} wager={wager} currency={currency} />
      ))}
    </ul>
  );
}
