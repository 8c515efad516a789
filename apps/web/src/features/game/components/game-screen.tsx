import { DEFAULT_ROUTE, LOCALE_LANG, type GameLang } from '@casino/contracts';
import { notify } from '@casino/ui/toast';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '@/lib/error-text';
import { useLocale } from '@/lib/i18n';
import { isModalOpen, MODALS, withModal } from '@/lib/opened-modals';
import { useIsDesktop } from '@/lib/use-media-query';
import { useGameLaunch } from '../hooks/use-game-launch';
import { CASHIER_ROUTE } from '../lib/game-messages';
import type { LaunchMode, Refusal } from '../lib/launch';
import { FreeSpinBadge } from './free-spin-badge';
import { GameFrame } from './game-frame';
import { MobileRedirect } from './mobile-redirect';
import { ReplacingSlotModal } from './replacing-slot-modal';

const REFUSAL_TEXT: Record<Exclude<Refusal, 'failed' | 'elsewhere'>, string> = {
  pleaseAuth: 'slots.pleaseAuth',
  parallel: 'errors.game_already_running',
  replaced: 'game.replaced',
  tryVpn: 'slots.tryVpn',
};

/** Shows the replacing-slot modal while `open`, and keeps it in the address as the spec says (SPEC §2.9 openedModals). */
function useReplacingSlotInAddress(open: boolean) {
  const [params, setParams] = useSearchParams();
  const listed = isModalOpen(`?${params}`, MODALS.replacingSlot);
  useEffect(() => {
    if (open === listed) return;
    setParams((current) => new URLSearchParams(withModal(`?${current}`, MODALS.replacingSlot, open)), {
      replace: true,
    });
  }, [open, listed, setParams]);
}

/** Back to the page the player came from, or to the casino when the game was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(DEFAULT_ROUTE, { replace: true });
  }, [navigate]);
}

/** A game opened from /slots/{provider}/{gameId}[/demo | /{freeSpin}/session]. */
export function GameScreen({
  provider,
  gameId,
  title,
  mode,
  isAuth,
  onGameMessage,
}: {
  provider: string;
  gameId: string;
  title: string;
  mode: LaunchMode;
  isAuth: boolean;
  onGameMessage?: () => void;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const mobile = !useIsDesktop();
  // The device kind is fixed when the game opens: turning the phone must not restart the session.
  const [clientType] = useState<'desktop' | 'mobile'>(mobile ? 'mobile' : 'desktop');
  const [redirect, setRedirect] = useState(false);
  // The platform holds the game for another window: the player may take it over (SPEC §2.9).
  const [held, setHeld] = useState(false);
  const [takeovers, setTakeovers] = useState(0);
  const lang = LOCALE_LANG[useLocale()] as GameLang;
  useReplacingSlotInAddress(held);

  const onRefused = useCallback(
    (refusal: Refusal, error?: unknown) => {
      if (refusal === 'elsewhere') {
        setHeld(true);
        return;
      }
      notify(refusal === 'failed' ? errorText(error) : t(REFUSAL_TEXT[refusal]), 'warning');
      goBack();
    },
    [goBack, t],
  );
  useGameLaunch({ provider, gameId, mode, isAuth, lang, clientType, takeovers, onRefused });
  // The game offers a deposit when a bet is refused for lack of money: the cashier is the site's.
  const openCashier = useCallback(() => navigate(CASHIER_ROUTE), [navigate]);

  if (redirect) return <MobileRedirect title={title} onCancel={() => setRedirect(false)} />;
  return (
    <>
      {held && (
        <ReplacingSlotModal
          title={title}
          onPlayHere={() => {
            setHeld(false);
            setTakeovers((n) => n + 1);
          }}
          onBack={() => navigate(DEFAULT_ROUTE, { replace: true })}
        />
      )}
      <GameFrame
        title={title}
        demo={mode.kind === 'demo'}
        mobile={mobile}
        onBack={goBack}
        onGameMessage={onGameMessage}
        onOpenCashier={openCashier}
        extra={
          mode.kind === 'freeSpin' ? (
            <FreeSpinBadge provider={provider} sessionId={mode.id} onExited={goBack} />
          ) : undefined
        }
        {...(mobile ? { onFullWindow: () => setRedirect(true) } : {})}
      />
    </>
  );
}
