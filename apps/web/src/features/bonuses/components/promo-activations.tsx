import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date';
import { errorText } from '@/lib/error-text';
import { usePromoActivations } from '../api/get-promo-activations';
import { rewardText } from '../lib/reward';

/** The codes the player has activated, with what each granted. */
export function PromoActivations() {
  const { t } = useTranslation();
  const activations = usePromoActivations();
  if (activations.isPending) return <div className="h-16 animate-pulse rounded-xl bg-ink-800" role="status" />;
  if (activations.isError) return <p className="text-sm text-danger-400">{errorText(activations.error)}</p>;
  if (activations.data.results.length === 0) {
    return (
      <p className="text-sm text-fog-400" data-testid="promo-none">
        {t('bonus.promo.none')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-white/5" data-testid="promo-activations">
      {activations.data.results.map((activation) => (
        <li key={activation.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <span className="font-mono text-sm font-semibold tracking-wide text-gold-300" dir="ltr">
            {activation.code}
          </span>
          <span className="text-sm text-fog-200">{rewardText(t, activation.reward)}</span>
          <time className="w-full text-xs text-fog-500" dateTime={activation.activatedAt}>
            {formatDateTime(activation.activatedAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
