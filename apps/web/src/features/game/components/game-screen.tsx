import { DEFAULT_ROUTE, LOCALE_LANG, type GameLang } from '@casino/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useLocale } from '@/lib/i18n';
import { useIsDesktop } from '@/lib/use-media-query';
import { useGameLaunch } from '../hooks/use-game-launch';
import type { LaunchMode, Refusal } from '../lib/launch';
import { FreeSpinBadge } from './free-spin-badge';
import { GameFrame } from './game-frame';
import { MobileRedirect } from './mobile-redirect';

const REFUSAL_TEXT: Record<Exclude<Refusal, 'failed'>, string> = {
  pleaseAuth: 'slots.pleaseAuth',
  parallel: 'errors.game_already_running',
  tryVpn: 'slots.tryVpn',
};

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
  const mobile = !useIsDesktop();
  // The device kind is fixed when the game opens: turning the phone must not restart the session.
  const [clientType] = useState<'desktop' | 'mobile'>(mobile ? 'mobile' : 'desktop');
  const [redirect, setRedirect] = useState(false);
  const lang = LOCALE_LANG[useLocale()] as GameLang;

  const onRefused = useCallback(
    (refusal: Refusal, error?: unknown) => {
      notify(refusal === 'failed' ? errorText(error) : t(REFUSAL_TEXT[refusal]), 'warning');
      goBack();
    },
    [goBack, t],
  );
  useGameLaunch({ provider, gameId, mode, isAuth, lang, clientType, onRefused });

  if (redirect) return <MobileRedirect title={title} onCancel={() => setRedirect(false)} />;
  return (
    <GameFrame
      title={title}
      demo={mode.kind === 'demo'}
      mobile={mobile}
      onBack={goBack}
      onGameMessage={onGameMessage}
      extra={
        mode.kind === 'freeSpin' ? (
          <FreeSpinBadge provider={provider} sessionId={mode.id} onExited={goBack} />
        ) : undefined
      }
      {...(mobile ? { onFullWindow: () => setRedirect(true) } : {})}
    />
  );
}
