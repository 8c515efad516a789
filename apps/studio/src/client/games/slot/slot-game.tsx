import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { Console } from '../../components/console';
import { api, ApiError, type Round } from '../../lib/api';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { useReducedMotion } from '../../lib/motion';
import { SymbolDefs } from './art';
import { BigWin } from './big-win';
import { toFrameView } from './frame-view';
import { Reels, reelStopMs, type ReelsView } from './reels';
import type { SlotInfo, SlotOutcome, SpinResult } from './slot.types';
import { WinCaption } from './win-caption';
import type { DrawnWin } from './win-geometry';
import { bigWinTier, planIdleLoop, planSpinShow, stepMultiplier, type BigWinTier, type Frame } from './win-show';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BASE_SPIN_MS = 900;
const FREE_SPIN_MS = 550;

function startGrid(slot: SlotInfo): string[][] {
  const codes = slot.symbols.filter((s) => s.kind === 'regular').map((s) => s.code);
  return Array.from({ length: 5 }, (_, reel) =>
    Array.from({ length: 3 }, (_, row) => codes[(reel * 3 + row * 2) % codes.length]!),
  );
}

/** The line under the reels: a sentence, or the wins on show. */
type Caption = { text: string } | { drawn: DrawnWin[]; multiplier: number };

/** Every video slot, drawn from the game's data: the server decides, this only shows it. */
export function SlotGame({ state, onBalance, onError }: GameProps) {
  const slot = state.game as SlotInfo;
  const reduced = useReducedMotion();
  const codes = useMemo(() => slot.symbols.map((s) => s.code), [slot]);
  const [bet, setBet] = useState(slot.betLevels[Math.min(2, slot.betLevels.length - 1)]!);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<ReelsView>(() => ({
    grid: startGrid(slot),
    from: null,
    spinId: 0,
    durationMs: BASE_SPIN_MS,
    frame: null,
  }));
  const [win, setWin] = useState<number | null>(null);
  const [caption, setCaption] = useState<Caption>({ text: t('goodLuck') });
  const [announced, setAnnounced] = useState('');
  const [freeLeft, setFreeLeft] = useState<number | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  // The coin value of the wins on show (a round's, once it is played).
  const [coinValue, setCoinValue] = useState(bet / slot.betCoins);
  // The last spin's wins, walked through in a loop until the next spin.
  const [idle, setIdle] = useState<Frame[] | null>(null);
  const [celebration, setCelebration] = useState<{ tier: BigWinTier; amount: number; done: () => void } | null>(null);
  // Free spins granted by the casino: played first, at their own bet.
  const [granted, setGranted] = useState(state.freeSpins?.left ?? 0);
  const shownBet = granted > 0 && state.freeSpins ? state.freeSpins.bet : bet;
  const frameId = useRef(0);

  const apply = useCallback(
    (frame: Frame) => {
      frameId.current += 1;
      const shown = toFrameView(slot, frame, frameId.current, reduced);
      setView((v) => ({ ...v, grid: frame.grid, frame: shown }));
      if (frame.kind === 'wins') setCaption({ drawn: shown.drawn, multiplier: stepMultiplier(slot, frame.step) });
    },
    [slot, reduced],
  );

  useEffect(() => {
    if (!idle || idle.length === 0) return;
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const frame = idle[index % idle.length]!;
      apply(frame);
      index += 1;
      if (Number.isFinite(frame.ms)) timer = setTimeout(next, frame.ms);
    };
    next();
    return () => clearTimeout(timer);
  }, [idle, apply]);

  /** Spins to a result, then shows its wins step by step (cascades included). */
  const show = useCallback(
    async (spin: SpinResult, value: number, durationMs: number) => {
      // With reduced motion the reels do not spin: the result simply replaces the grid.
      setView((v) => ({
        ...v,
        from: reduced ? null : v.grid,
        grid: spin.grid,
        spinId: v.spinId + 1,
        durationMs,
        frame: null,
      }));
      await sleep(reduced ? 150 : reelStopMs(4, durationMs) + 60);
      setView((v) => ({ ...v, from: null }));
      for (const frame of planSpinShow(slot, spin, reduced)) {
        apply(frame);
        if (frame.kind === 'wins') {
          const paid = frame.wins.reduce((sum, w) => sum + w.amount, 0) * value;
          setWin((current) => (current ?? 0) + paid);
        }
        await sleep(frame.ms);
      }
    },
    [slot, reduced, apply],
  );

  const celebrate = (tier: BigWinTier, amount: number) =>
    new Promise<void>((done) => setCelebration({ tier, amount, done }));
  const finishCelebration = useCallback(() => {
    celebration?.done();
    setCelebration(null);
  }, [celebration]);

  const spin = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setIdle(null);
    setWin(null);
    setCaption({ text: '' });
    setAnnounced('');
    setFreeLeft(null);
    setView((v) => ({ ...v, frame: null }));
    try {
      const round = await api<Round<SlotOutcome>>('/api/client/rounds', { input: { bet } });
      if (round.freeSpin) setGranted((left) => Math.max(0, left - 1));
      // The stake leaves the balance as the reels start; the win lands when the show ends.
      if (round.balance !== null) onBalance(round.balance - (round.state === 'settled' ? (round.credited ?? 0) : 0));
      const outcome = round.outcome;
      setCoinValue(outcome.coinValue);
      await show(outcome.base, outcome.coinValue, BASE_SPIN_MS);
      let last = outcome.base;
      if (outcome.freeSpins.length > 0) {
        setBanner(t('freeSpinsWon', { n: outcome.base.freeSpinsAwarded }));
        await sleep(1400);
        setBanner(null);
        let left = outcome.base.freeSpinsAwarded;
        for (const free of outcome.freeSpins) {
          left -= 1;
          setFreeLeft(left);
          await show(free, outcome.coinValue, FREE_SPIN_MS);
          left += free.freeSpinsAwarded;
          last = free;
        }
        setFreeLeft(null);
      }
      const total = round.payout;
      setWin(total);
      // The round's bet, not its stake: a granted free spin stakes nothing but plays at its bet.
      const tier = bigWinTier(total, outcome.bet * outcome.coinValue);
      if (tier) await celebrate(tier, total);
      const result =
        round.state === 'bet_placed'
          ? t('winPending', { amount: formatMoney(total, state.currency) })
          : total > 0
            ? t('youWon', { amount: formatMoney(total, state.currency) })
            : t('noWin');
      setAnnounced(result);
      const loop = round.state === 'bet_placed' ? [] : planIdleLoop(last, reduced);
      if (loop.length > 0) setIdle(loop);
      else {
        setView((v) => ({ ...v, frame: null }));
        setCaption({ text: result });
      }
      onBalance(round.balance);
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
      setCaption({ text: '' });
    } finally {
      setBusy(false);
    }
  }, [busy, bet, onBalance, onError, show, reduced, state.currency]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.code === 'Space' &&
        !(event.target instanceof HTMLInputElement) &&
        !document.querySelector('.overlay, .big-win')
      ) {
        event.preventDefault();
        void spin();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spin]);

  return (
    <div className="game slot">
      <SymbolDefs />
      <div className="board">
        <div className="reels-frame">
          <Reels gameId={slot.id} view={view} codes={codes} currency={state.currency} coinValue={coinValue} />
          {freeLeft !== null && <div className="free-banner">{t('freeSpinsLeft', { n: freeLeft })}</div>}
          {banner && <div className="celebrate">{banner}</div>}
          {granted > 0 && freeLeft === null && (
            <div className="free-banner granted" data-testid="granted-free-spins">
              {t('freeSpinsLeft', { n: granted })}
            </div>
          )}
        </div>
        {/* The wins on show change every second while they loop: only the round's result is announced. */}
        <div className="caption">
          {'text' in caption ? (
            caption.text
          ) : (
            <WinCaption
              gameId={slot.id}
              drawn={caption.drawn}
              currency={state.currency}
              coinValue={coinValue}
              multiplier={caption.multiplier}
            />
          )}
        </div>
        <div className="visually-hidden" aria-live="polite">
          {announced}
        </div>
      </div>
      <Console>
        <BetStepper
          levels={slot.betLevels}
          value={shownBet}
          currency={state.currency}
          disabled={busy || granted > 0}
          onChange={setBet}
        />
        <button
          className={`spin-btn${busy ? ' busy' : ''}`}
          onClick={() => void spin()}
          disabled={busy}
          aria-label={t('spin')}
        >
          <span className="spin-icon" aria-hidden>
            ⟳
          </span>
          <span className="spin-label">{t('spin')}</span>
        </button>
        <div className="win-box">
          <span className="label">{t('win')}</span>
          <strong data-testid="win" className={win ? 'pop' : ''} key={win ?? 0}>
            {formatMoney(win ?? 0, state.currency)}
          </strong>
        </div>
      </Console>
      {celebration && (
        <BigWin
          tier={celebration.tier}
          amount={celebration.amount}
          currency={state.currency}
          reduced={reduced}
          onDone={finishCelebration}
        />
      )}
    </div>
  );
}
