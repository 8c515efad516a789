import { Button } from '@casino/ui/button';
import { CloseIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useEscape } from '@casino/ui/use-escape';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useWheelPrizes } from '../api/get-wheel-prizes';
import { useWheelSettings } from '../api/get-wheel-settings';
import { useWheelSpin } from '../hooks/use-wheel-spin';
import { wheelSegments } from '../lib/geometry';
import { SpinControls } from './spin-controls';
import { WheelDisc } from './wheel-disc';
import { WheelIcon } from './wheel-icon';
import { WHEEL_KEYFRAMES, WheelSelector } from './wheel-selector';
import { WinnerView } from './winner-view';

/** True from the first frame after mounting: the wheel has its size and the spin can animate. */
function useLaidOut(): boolean {
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLaidOut(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return laidOut;
}

/**
 * The wheel game modal (SPEC §2.9, §4): transparent over the page, the wheel under its fixed
 * selector, the spin button and the countdown to the next free spin; after a spin, the winner.
 * `covered` while the history modal is open on top of it (Escape then closes that one only).
 */
export function WheelModal({
  isPlayer,
  covered = false,
  onClose,
  onHistory,
}: {
  isPlayer: boolean;
  covered?: boolean;
  onClose: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const settings = useWheelSettings(isPlayer);
  const prizes = useWheelPrizes(isPlayer);
  const wheel = useWheelSpin();
  const laidOut = useLaidOut();
  useEscape(!covered, onClose);
  useEffect(() => {
    // Keyboard and screen-reader users land in the dialog, and go back where they were after.
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const currency = settings.data?.currency ?? prizes.data?.[0]?.currency ?? '';
  const segments = prizes.data ? wheelSegments(prizes.data, currency) : null;
  const ready = laidOut && segments !== null && settings.data !== undefined;
  const failed = settings.error ?? prizes.error;

  const spin = (isFree: boolean) => {
    if (!isPlayer) {
      // SPEC §4, §6: a guest who taps spin is asked to sign in.
      notify(t('wheel.needAuth'), 'warning');
      return;
    }
    wheel.spin(isFree);
  };

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      inert={covered}
      data-testid="wheel-modal"
      data-ready={ready}
      className="fixed inset-0 z-50 overflow-y-auto outline-none"
    >
      <style>{WHEEL_KEYFRAMES}</style>
      {/* No card: the wheel stands on the dimmed page (no blur, so the spin keeps its frames). */}
      <div aria-hidden="true" className="fixed inset-0 bg-ink-950/90" onClick={wheel.busy ? undefined : onClose} />
      <div className="pointer-events-none relative mx-auto flex min-h-full w-full max-w-md flex-col items-center justify-center gap-5 px-4 py-6">
        <div className="pointer-events-auto flex w-full items-center justify-between gap-3">
          <h2 id={titleId} className="flex items-center gap-2 text-2xl font-extrabold">
            <WheelIcon size={26} className="text-gold-300" />
            <span className="text-gold-gradient">{t('nav.wheel')}</span>
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            data-testid="wheel-close"
            className="grid size-10 place-items-center rounded-xl bg-ink-900/60 text-fog-300 hover:bg-white/10 hover:text-fog-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="pointer-events-auto relative aspect-square w-full max-w-[min(88vw,26rem)]">
          {segments ? (
            <WheelDisc prizes={segments} rotation={wheel.rotation} spinMs={wheel.spinMs} landed={wheel.landed} />
          ) : (
            <div className="absolute inset-0 grid place-items-center rounded-full border-4 border-gold-500/60 bg-ink-900/80">
              {failed ? null : <Spinner size={36} className="text-gold-400" />}
            </div>
          )}
          {/* The hub does not turn. */}
          <div
            aria-hidden="true"
            className="absolute inset-0 m-auto grid size-[18%] place-items-center rounded-full border-4 border-gold-300 bg-gradient-to-b from-gold-300 to-gold-600 text-ink-950 shadow-glow"
          >
            <WheelIcon size={22} />
          </div>
          <WheelSelector spin={wheel.rotation} spinning={wheel.spinning && !wheel.reduced} spinMs={wheel.spinMs} />
          {wheel.winner && <WinnerView result={wheel.winner} onHistory={onHistory} onDismiss={wheel.dismissWinner} />}
        </div>
        <div className="pointer-events-auto flex w-full flex-col items-center gap-3">
          {failed ? (
            <>
              <p role="alert" className="rounded-xl bg-danger-500/10 px-4 py-3 text-center text-danger-400">
                {errorText(failed)}
              </p>
              <Button
                variant="secondary"
                onClick={() => {
                  if (settings.error) void settings.refetch();
                  if (prizes.error) void prizes.refetch();
                }}
              >
                {t('common.tryAgain')}
              </Button>
            </>
          ) : (
            <SpinControls
              settings={settings.data}
              isPlayer={isPlayer}
              disabled={!ready || wheel.busy || settings.isFetching}
              spinning={wheel.busy}
              onSpin={spin}
              onCountdownEnd={() => void settings.refetch()}
            />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
