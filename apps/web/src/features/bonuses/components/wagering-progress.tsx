import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';

/** How much of a bonus's wagering the player has staked, as a bar and in words. */
export function WageringProgress({
  staked,
  required,
  currency,
}: {
  staked: number;
  required: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const share = required > 0 ? Math.min(1, staked / required) : 1;
  return (
    <div className="flex w-full flex-col gap-1.5" data-testid="wagering-progress">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(share * 100)}
        aria-label={t('bonus.offers.wagering')}
        className="h-2 overflow-hidden rounded-full bg-ink-950/60"
      >
        <div className="h-full rounded-full bg-gold-400 transition-[width]" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="text-xs text-fog-400">
        {share >= 1
          ? t('bonus.offers.wagered')
          : t('bonus.offers.wageredOf', {
              staked: formatMoney(Math.min(staked, required), currency),
              required: formatMoney(required, currency),
            })}
      </p>
    </div>
  );
}
