import type { WheelSpinResult } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { prizeKind } from '../lib/geometry';

/**
 * What the spin won (SPEC §2.9, §4): the amount with its currency (credited to the bonus
 * balance), the present's name, or "Try again"; the way to the history; and what proves the draw.
 */
export function WinnerView({
  result,
  onHistory,
  onDismiss,
}: {
  result: WheelSpinResult;
  onHistory: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const kind = prizeKind(result);
  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      data-testid="wheel-result"
      data-kind={kind}
      className="card absolute inset-x-4 top-1/2 z-20 mx-auto flex max-w-xs -translate-y-1/2 flex-col items-center gap-3 p-5 text-center"
    >
      <div className="flex flex-col items-center gap-3 [animation:wheel-pop_.3s_ease-out]">
        <h3 id={titleId} className="text-sm font-semibold tracking-widest text-fog-400 uppercase">
          {kind === 'none' ? t('wheel.noLuck') : t('wheel.won')}
        </h3>
        <p className="text-gold-gradient text-3xl font-extrabold break-words" data-testid="wheel-result-prize">
          {kind === 'money' ? (
            <span dir="ltr" className="tabular-nums">
              {formatMoney(result.amount, result.currency)}
            </span>
          ) : kind === 'present' ? (
            <bdi>{result.name}</bdi>
          ) : (
            t('wheel.tryAgain')
          )}
        </p>
        <p className="text-sm text-fog-300">
          {t(kind === 'money' ? 'wheel.wonBonus' : kind === 'present' ? 'wheel.wonPresent' : 'wheel.noLuckText')}
        </p>
        <div className="flex w-full flex-col gap-2">
          <Button block onClick={onHistory} data-testid="wheel-view-history">
            {t('wheel.viewHistory')}
          </Button>
          <Button block variant="secondary" onClick={onDismiss} data-testid="wheel-result-close">
            {t('common.continue')}
          </Button>
        </div>
        <details className="w-full text-start text-xs text-fog-400" data-testid="wheel-fairness">
          <summary className="cursor-pointer text-center">{t('wheel.fairness')}</summary>
          <dl className="mt-2 grid gap-1">
            <dt className="text-fog-500">{t('wheel.serverSeedHash')}</dt>
            <dd dir="ltr" className="font-mono break-all">
              {result.serverSeedHash}
            </dd>
            <dt className="text-fog-500">{t('wheel.clientSeed')}</dt>
            <dd dir="ltr" className="font-mono break-all">
              {result.clientSeed}
            </dd>
            <dt className="text-fog-500">{t('wheel.nonce')}</dt>
            <dd dir="ltr" className="font-mono">
              {result.nonce}
            </dd>
          </dl>
        </details>
      </div>
    </section>
  );
}
