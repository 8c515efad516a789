import { useCallback, useEffect, useState } from 'react';
import { InfoPanel } from './components/info-panel';
import { Modal } from './components/modal';
import { Toast, useToast } from './components/toast';
import { TopBar } from './components/top-bar';
import { BaccaratGame } from './games/baccarat/baccarat-game';
import { DiceGame } from './games/dice/dice-game';
import { KenoGame } from './games/keno/keno-game';
import { CrashGame } from './games/live/crash-game';
import { LiveRouletteGame } from './games/live/live-roulette-game';
import { RacingGame } from './games/live/racing-game';
import { RouletteGame } from './games/roulette/roulette-game';
import { SlotGame } from './games/slot/slot-game';
import { VideoPokerGame } from './games/video-poker/video-poker-game';
import { api, ApiError, setSession, type ClientState, type Round } from './lib/api';
import { setLang, t } from './lib/i18n';
import { formatMoney } from './lib/money';

// The launch put the play session (or the launch error) in the fragment: never sent to a server.
const params = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.slice(1));
setLang(params.get('lang') ?? 'en');

export interface GameProps {
  state: ClientState;
  /** Called with the balance after a round (the platform's answer). */
  onBalance: (balance: number | null) => void;
  onError: (code: string) => void;
}

/** The game client shell: loads the session, then the game of its type. */
export function App() {
  const [state, setState] = useState<ClientState | null>(null);
  const [fatal, setFatal] = useState<string | null>(fragment.get('error'));
  const [infoOpen, setInfoOpen] = useState(false);
  const [resumed, setResumed] = useState<Round[]>([]);
  const toast = useToast();

  useEffect(() => {
    const session = fragment.get('session');
    if (!session) {
      setFatal((current) => current ?? 'session_expired');
      return;
    }
    setSession(session);
    api<ClientState>('/api/client/state')
      .then((loaded) => {
        setState(loaded);
        setResumed(loaded.resumed);
        document.title = loaded.game.name;
        document.documentElement.style.setProperty('--accent', loaded.game.theme.accent);
        document.documentElement.style.setProperty('--theme-from', loaded.game.theme.from);
        document.documentElement.style.setProperty('--theme-to', loaded.game.theme.to);
      })
      .catch((error: unknown) => setFatal(error instanceof ApiError ? error.code : 'internal_error'));
  }, []);

  const onBalance = useCallback((balance: number | null) => {
    if (balance !== null) setState((current) => (current ? { ...current, balance } : current));
  }, []);
  const onError = useCallback(
    (code: string) => {
      if (code === 'session_expired') setFatal(code);
      else toast.show(t(code));
    },
    [toast],
  );

  if (fatal) {
    return (
      <main className="fatal" role="alert">
        <div className="fatal-card">
          <div className="fatal-icon" aria-hidden>
            !
          </div>
          <h1>{t('launchFailed')}</h1>
          <p>{t(fatal)}</p>
        </div>
      </main>
    );
  }
  if (!state) return <main className="loading" aria-busy="true" />;

  const props: GameProps = { state, onBalance, onError };
  return (
    <div className="shell">
      <TopBar state={state} onInfo={() => setInfoOpen(true)} />
      <main className="stage">
        {state.game.type === 'slot' ? (
          <SlotGame {...props} />
        ) : state.game.id === 'european-roulette' ? (
          <RouletteGame {...props} />
        ) : state.game.id === 'live-roulette' ? (
          <LiveRouletteGame {...props} />
        ) : state.game.id === 'crash' ? (
          <CrashGame {...props} />
        ) : state.game.id === 'virtual-racing' ? (
          <RacingGame {...props} />
        ) : state.game.id === 'keno' ? (
          <KenoGame {...props} />
        ) : state.game.id === 'baccarat' ? (
          <BaccaratGame {...props} />
        ) : state.game.id === 'jacks-or-better' ? (
          <VideoPokerGame {...props} />
        ) : (
          <DiceGame {...props} />
        )}
      </main>
      {infoOpen && <InfoPanel state={state} onClose={() => setInfoOpen(false)} />}
      {resumed.length > 0 && (
        <Modal title={t('resumedTitle')} onClose={() => setResumed([])}>
          {resumed.map((round) => (
            <p key={round.id}>
              {round.state === 'rolled_back'
                ? t('resumedRefund', { amount: formatMoney(round.stake, state.currency) })
                : (round.credited ?? 0) > 0
                  ? t('resumedWin', { amount: formatMoney(round.credited, state.currency) })
                  : t('resumedNoWin')}
            </p>
          ))}
          <button className="btn primary" onClick={() => setResumed([])}>
            {t('ok')}
          </button>
        </Modal>
      )}
      <Toast message={toast.message} />
    </div>
  );
}
