import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { InfoPanel } from './components/info-panel';
import { Modal } from './components/modal';
import { NoMoneyDialog } from './components/no-money';
import { Toast, useToast } from './components/toast';
import { TopBar } from './components/top-bar';
import { api, ApiError, setSession, type ClientState, type Round } from './lib/api';
import type { GameProps } from './games/game-props';
import { isResultShown, tellHostPageBalanceMoved } from './lib/host-page';
import { setLang, t } from './lib/i18n';
import { formatMoney } from './lib/money';
import { isEmbedded, ShellContext } from './lib/shell';

// The launch put the play session (or the launch error) in the fragment: never sent to a server.
const params = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.slice(1));
setLang(params.get('lang') ?? 'en');

// Each launch shows one game: only its code is loaded.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<GameProps>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
const GAMES: Record<string, ComponentType<GameProps>> = {
  'european-roulette': named(() => import('./games/roulette/roulette-game'), 'RouletteGame'),
  'live-roulette': named(() => import('./games/live/live-roulette-game'), 'LiveRouletteGame'),
  crash: named(() => import('./games/live/crash-game'), 'CrashGame'),
  'virtual-racing': named(() => import('./games/live/racing-game'), 'RacingGame'),
  keno: named(() => import('./games/keno/keno-game'), 'KenoGame'),
  baccarat: named(() => import('./games/baccarat/baccarat-game'), 'BaccaratGame'),
  blackjack: named(() => import('./games/blackjack/blackjack-game'), 'BlackjackGame'),
  'jacks-or-better': named(() => import('./games/video-poker/video-poker-game'), 'VideoPokerGame'),
  dice: named(() => import('./games/dice/dice-game'), 'DiceGame'),
};
const SlotGame = named(() => import('./games/slot/slot-game'), 'SlotGame');

/** The game client shell: loads the session, then the game of its type. */
export function App() {
  const [state, setState] = useState<ClientState | null>(null);
  const [fatal, setFatal] = useState<string | null>(fragment.get('error'));
  const [infoOpen, setInfoOpen] = useState(false);
  const [resumed, setResumed] = useState<Round[]>([]);
  const [noMoney, setNoMoney] = useState(false);
  const shownBalance = useRef<number | null>(null);
  const toast = useToast();
  const openInfo = useCallback(() => setInfoOpen(true), []);
  const shell = useMemo(() => (state ? { state, openInfo } : null), [state, openInfo]);

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
        shownBalance.current = loaded.balance;
        setResumed(loaded.resumed);
        document.title = loaded.game.name;
        document.documentElement.style.setProperty('--accent', loaded.game.theme.accent);
        document.documentElement.style.setProperty('--theme-from', loaded.game.theme.from);
        document.documentElement.style.setProperty('--theme-to', loaded.game.theme.to);
      })
      .catch((error: unknown) => setFatal(error instanceof ApiError ? error.code : 'internal_error'));
  }, []);

  const onBalance = useCallback((balance: number | null) => {
    if (balance === null) return;
    const before = shownBalance.current;
    shownBalance.current = balance;
    setState((current) => (current ? { ...current, balance } : current));
    if (isResultShown(before, balance)) tellHostPageBalanceMoved();
  }, []);
  const onError = useCallback(
    (code: string) => {
      if (code === 'session_expired') setFatal(code);
      // Lack of money is said in the game, with the way to the cashier, not in a passing toast.
      else if (code === 'not_enough_money') setNoMoney(true);
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
  if (!state || !shell) return <main className="loading" aria-busy="true" />;

  const props: GameProps = { state, onBalance, onError };
  const Game = state.game.type === 'slot' ? SlotGame : GAMES[state.game.id];
  if (!Game) return <main className="loading" />;
  return (
    <ShellContext.Provider value={shell}>
      <div className="shell">
        {!isEmbedded() && <TopBar state={state} />}
        <main className="stage">
          <Suspense fallback={<div className="loading" />}>
            <Game {...props} />
          </Suspense>
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
        {noMoney && <NoMoneyDialog mode={state.mode} onClose={() => setNoMoney(false)} />}
        <Toast message={toast.message} />
      </div>
    </ShellContext.Provider>
  );
}
