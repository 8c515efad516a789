import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { Console } from '../../components/console';
import { api, ApiError, type Round } from '../../lib/api';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { Reels, reelStopMs, type ReelsView } from './reels';
import type { SlotInfo, SlotOutcome, SpinResult } from './slot.types';
import { changedCells, winCells } from './slot-wins';
import { glyphOf } from './symbols';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BASE_SPIN_MS = 900;
const FREE_SPIN_MS = 550;

function startGrid(slot: SlotInfo): string[][] {
  const codes = slot.symbols.filter((s) => s.kind === 'regular').map((s) => s.code);
  return Array.from({ length: 5 }, (_, reel) =>
    Array.from({ length: 3 }, (_, row) => codes[(reel * 3 + row * 2) % codes.length]!),
  );
}

/** Every video slot, drawn from the game's data: the server decides, this only shows it. */
export function SlotGame({ state, onBalance, onError }: GameProps) {
  const slot = state.game as SlotInfo;
  const codes = useMemo(() => slot.symbols.map((s) => s.code), [slot]);
  const [bet, setBet] = useState(slot.betLevels[Math.min(2, slot.betLevels.length - 1)]!);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<ReelsView>(() => ({
    grid: startGrid(slot),
    from: null,
    spinId: 0,
    durationMs: BASE_SPIN_MS,
    highlight: new Set(),
    dropped: new Set(),
    line: null,
  }));
  const [win, setWin] = useState<number | null>(null);
  const [caption, setCaption] = useState<string>(t('goodLuck'));
  const [freeLeft, setFreeLeft] = useState<number | null>(null);
  const [celebrate, setCelebrate] = useState<string | null>(null);
  // Free spins granted by the casino: played first, at their own bet.
  const [granted, setGranted] = useState(state.freeSpins?.left ?? 0);
  const shownBet = granted > 0 && state.freeSpins ? state.freeSpins.bet : bet;
  const gridRef = useRef(view.grid);
  gridRef.current = view.grid;

  /** Spins to a result, then shows each win (and each cascade) in turn; returns the coins won. */
  const show = useCallback(
    async (spin: SpinResult, coinValue: number, durationMs: number) => {
      setView((v) => ({
        ...v,
        from: v.grid,
        grid: spin.grid,
        spinId: v.spinId + 1,
        durationMs,
        highlight: new Set(),
        dropped: new Set(),
        line: null,
      }));
      await sleep(reelStopMs(4, durationMs) + 60);
      setView((v) => ({ ...v, from: null }));
      let grid = spin.grid;
      let won = 0;
      for (let step = 0; ; step++) {
        const wins = spin.wins.filter((w) => w.step === step);
        if (wins.length === 0) break;
        const all = new Set(wins.flatMap((w) => winCells(slot, grid, w)));
        won += wins.reduce((sum, w) => sum + w.amount, 0);
        setWin((current) => (current ?? 0) + wins.reduce((sum, w) => sum + w.amount, 0) * coinValue);
        setView((v) => ({ ...v, highlight: all, dropped: new Set(), line: null }));
        // Walk through the line wins one by one so each payline can be seen.
        for (const w of wins.slice(0, 6)) {
          setCaption(describeWin(w, coinValue));
          setView((v) => ({
            ...v,
            highlight: new Set(winCells(slot, grid, w)),
            line: w.kind === 'line' ? slot.lines[(w.line ?? 1) - 1]! : null,
          }));
          await sleep(wins.length > 1 ? 650 : 900);
        }
        const next = spin.cascades[step];
        if (!next) break;
        setView((v) => ({ ...v, highlight: new Set(), line: null, dropped: changedCells(grid, next), grid: next }));
        grid = next;
        await sleep(520);
      }
      setView((v) => ({ ...v, highlight: new Set(), line: null }));
      return won;

      function describeWin(w: SpinResult['wins'][number], value: number) {
        const amount = formatMoney(w.amount * value, state.currency);
        if (w.kind === 'scatter') return `★ × ${w.count} · ${amount}`;
        const glyph = glyphOf(slot.id, w.symbol);
        if (w.kind === 'line') return `#${w.line} · ${w.count} × ${glyph} · ${amount}`;
        return `${w.count} × ${glyph} · ${w.ways}× · ${amount}`;
      }
    },
    [slot, state.currency],
  );

  const spin = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setWin(null);
    setCaption('');
    setFreeLeft(null);
    try {
      const round = await api<Round<SlotOutcome>>('/api/client/rounds', { input: { bet } });
      if (round.freeSpin) setGranted((left) => Math.max(0, left - 1));
      // The stake leaves the balance as the reels start; the win lands when the show ends.
      if (round.balance !== null) onBalance(round.balance - (round.state === 'settled' ? (round.credited ?? 0) : 0));
      const outcome = round.outcome;
      await show(outcome.base, outcome.coinValue, BASE_SPIN_MS);
      if (outcome.freeSpins.length > 0) {
        setCelebrate(t('freeSpinsWon', { n: outcome.base.freeSpinsAwarded }));
        await sleep(1400);
        setCelebrate(null);
        let left = outcome.base.freeSpinsAwarded;
        for (const free of outcome.freeSpins) {
          left -= 1;
          setFreeLeft(left);
          await show(free, outcome.coinValue, FREE_SPIN_MS);
          left += free.freeSpinsAwarded;
        }
        setFreeLeft(null);
      }
      const total = round.payout;
      setWin(total);
      setCaption(total > 0 ? t('youWon', { amount: formatMoney(total, state.currency) }) : t('noWin'));
      if (round.state === 'bet_placed') setCaption(t('winPending', { amount: formatMoney(total, state.currency) }));
      if (total >= round.stake * 20) {
        setCelebrate(t('bigWin'));
        await sleep(1600);
        setCelebrate(null);
      }
      onBalance(round.balance);
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
      setCaption('');
    } finally {
      setBusy(false);
    }
  }, [busy, bet, onBalance, onError, show, state.currency]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.code === 'Space' &&
        !(event.target instanceof HTMLInputElement) &&
        !document.querySelector('.overlay')
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
      <div className="board">
        <div className="reels-frame">
          <Reels gameId={slot.id} view={view} codes={codes} />
          {freeLeft !== null && <div className="free-banner">{t('freeSpinsLeft', { n: freeLeft })}</div>}
          {celebrate && <div className="celebrate">{celebrate}</div>}
          {granted > 0 && freeLeft === null && (
            <div className="free-banner granted" data-testid="granted-free-spins">
              {t('freeSpinsLeft', { n: granted })}
            </div>
          )}
        </div>
        <div className="caption" aria-live="polite">
          {caption}
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
    </div>
  );
}
