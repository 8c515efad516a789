import type { WheelPublicSettings } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '@/lib/money';
import { signInReturningTo } from '@/lib/next-path';
import { useCountdown } from '../hooks/use-countdown';
import { countdownParts } from '../lib/countdown';

/** SPEC §4: a free spin when the player has one (a guest is always offered one), else a paid spin. */
export const offersFreeSpin = (settings: WheelPublicSettings | undefined, isPlayer: boolean) =>
  !isPlayer || settings?.hasFreeSpin === true;

/** The time left to the next free spin; at zero the settings are read again for the next one. */
function NextFreeSpin({ at, onEnd }: { at: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(at, onEnd);
  const { days, clock } = countdownParts(left ?? 0);
  return (
    <p
      className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-fog-300"
      data-testid="wheel-countdown"
    >
      <span>{t('wheel.nextFreeSpin')}</span>
      <span className="font-semibold text-gold-300 tabular-nums" data-testid="wheel-countdown-time">
        {days > 0 && <bdi>{t('wheel.days', { days })} </bdi>}
        <span dir="ltr">{clock}</span>
      </span>
    </p>
  );
}

/**
 * The spin button (SPEC §2.9, §4): "Free spin", or "Spin for {cost}" with the countdown to the
 * next free spin. It waits while the wheel turns or loads, and until the wheel is laid out.
 */
export function SpinControls({
  settings,
  isPlayer,
  disabled,
  spinning,
  onSpin,
  onCountdownEnd,
}: {
  settings: WheelPublicSettings | undefined;
  isPlayer: boolean;
  disabled: boolean;
  spinning: boolean;
  onSpin: (isFree: boolean) => void;
  onCountdownEnd: () => void;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const free = offersFreeSpin(settings, isPlayer);
  const label = spinning
    ? t('wheel.spinning')
    : free
      ? t('wheel.freeSpin')
      : t('wheel.spinFor', { cost: settings ? formatMoney(settings.paidSpinCost, settings.currency) : '' });
  return (
    <div className="flex w-full max-w-xs flex-col items-center gap-3">
      <Button
        size="lg"
        block
        disabled={disabled}
        onClick={() => onSpin(free)}
        data-testid="wheel-spin"
        data-free={free}
        className="text-base shadow-glow"
      >
        {label}
      </Button>
      {isPlayer && settings && !settings.hasFreeSpin && (
        <>
          {settings.nextFreeSpinAt ? (
            <NextFreeSpin at={settings.nextFreeSpinAt} onEnd={onCountdownEnd} />
          ) : (
            // No time to wait for: the cash is below what a free spin needs.
            <p className="text-center text-sm text-fog-400" data-testid="wheel-free-spin-balance">
              {t('wheel.freeSpinNeedsBalance', {
                amount: formatMoney(settings.freeSpinMinBalance, settings.currency),
              })}
            </p>
          )}
        </>
      )}
      {!isPlayer && (
        <p className="text-center text-sm text-fog-400">
          {t('wheel.needAuth')}{' '}
          <Link
            to={signInReturningTo(`${pathname}${search}`)}
            className="font-semibold text-gold-300 hover:underline"
            data-testid="wheel-sign-in"
          >
            {t('auth.signIn')}
          </Link>
        </p>
      )}
    </div>
  );
}
