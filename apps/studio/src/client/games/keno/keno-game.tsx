import { useState } from 'react';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { api, ApiError, type Round } from '../../lib/api';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

interface KenoOutcome {
  drawn: number[];
  hits: number[];
  payout: number;
}
const LEVELS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000];
const NUMBERS = Array.from({ length: 80 }, (_, i) => i + 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keno 80: pick up to 10 numbers; the server draws 20, revealed one by one. */
export function KenoGame({ state, onBalance, onError }: GameProps) {
  const paytable = state.game.paytable as Record<string, Record<string, number>>;
  const [picks, setPicks] = useState<number[]>([]);
  const [bet, setBet] = useState(100);
  const [busy, setBusy] = useState(false);
  const [drawn, setDrawn] = useState<number[]>([]);
  const [result, setResult] = useState<string>(t('kenoPick'));

  const toggle = (n: number) =>
    setPicks((current) =>
      current.includes(n) ? current.filter((p) => p !== n) : current.length < 10 ? [...current, n] : current,
    );
  const quick = () => {
    // A convenience only: which numbers are picked changes nothing about the draw's fairness.
    const pool = [...NUMBERS];
    const chosen: number[] = [];
    while (chosen.length < 6) chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
    setPicks(chosen);
    setDrawn([]);
  };

  async function draw() {
    setBusy(true);
    setDrawn([]);
    setResult('…');
    try {
      const round = await api<Round<KenoOutcome>>('/api/client/rounds', { input: { picks, amount: bet } });
      if (round.balance !== null) onBalance(round.balance - (round.credited ?? 0));
      for (let i = 1; i <= round.outcome.drawn.length; i++) {
        setDrawn(round.outcome.drawn.slice(0, i));
        await sleep(110);
      }
      const hits = round.outcome.hits.length;
      setResult(
        `${hits} / ${picks.length} · ` +
          (round.payout > 0 ? t('youWon', { amount: formatMoney(round.payout, state.currency) }) : t('noWin')),
      );
      onBalance(round.balance);
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
      setResult(t('kenoPick'));
    } finally {
      setBusy(false);
    }
  }

  const pays = picks.length ? (paytable[String(picks.length)] ?? {}) : {};
  return (
    <div className="game keno">
      <div className="board">
        <div className="keno-main">
          <div className="keno-board" dir="ltr">
            {NUMBERS.map((n) => {
              const picked = picks.includes(n);
              const hit = drawn.includes(n);
              return (
                <button
                  key={n}
                  className={`ball${picked ? ' picked' : ''}${hit ? (picked ? ' hit' : ' drawn') : ''}`}
                  disabled={busy}
                  onClick={() => toggle(n)}
                  aria-pressed={picked}
                >
                  {n}
                </button>
              );
            })}
          </div>
          <div className="keno-side">
            <div className="caption" aria-live="polite">
              {result}
            </div>
            <div className="keno-pays">
              <span className="label">{t('paytable')}</span>
              {Object.keys(pays).length === 0 && <span className="muted small">{t('kenoPick')}</span>}
              {Object.entries(pays).map(([hits, tenths]) => (
                <div
                  key={hits}
                  className={
                    drawn.length === 20 && picks.filter((p) => drawn.includes(p)).length === Number(hits) ? 'on' : ''
                  }
                >
                  <span>{hits} ✓</span>
                  <strong>×{tenths / 10}</strong>
                </div>
              ))}
            </div>
            <div className="row">
              <button className="btn" onClick={quick} disabled={busy}>
                {t('quickPick')}
              </button>
              <button className="btn" onClick={() => setPicks([])} disabled={busy || picks.length === 0}>
                {t('clear')}
              </button>
            </div>
          </div>
        </div>
      </div>
      <Console>
        <BetStepper levels={LEVELS} value={bet} currency={state.currency} disabled={busy} onChange={setBet} />
        <span className="muted small">{picks.length} / 10</span>
        <button
          className={`spin-btn${busy ? ' busy' : ''}`}
          onClick={() => void draw()}
          disabled={busy || picks.length === 0}
        >
          <span className="spin-icon" aria-hidden>
            ◉
          </span>
          <span className="spin-label">{t('draw')}</span>
        </button>
      </Console>
    </div>
  );
}
