import { useEffect, useState } from 'react';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { api, ApiError } from '../../lib/api';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { LiveStatus } from './live-status';
import { useLive, useServerTime } from './use-live';

const LEVELS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];
const AUTO = [null, 150, 200, 300, 500, 1000, 5000];
// The same curve as the server's engine: floor(100 * e^(0.08 t)) hundredths.
const multiplierAt = (ms: number) => Math.max(100, Math.floor(100 * Math.exp((0.08 * Math.max(0, ms)) / 1000)));
const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}x`;

/** Crash: bet while the countdown runs, cash out while the rocket climbs. */
export function CrashGame({ state, onBalance, onError }: GameProps) {
  const live = useLive<{ crash: number }>(400, onBalance);
  const [bet, setBet] = useState(100);
  const [auto, setAuto] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [cashed, setCashed] = useState<{ at: number; amount: number } | null>(null);
  const round = live.state?.round ?? null;

  // From take-off to the crash the rocket moves every frame; before, a countdown ticks.
  const now = useServerTime(
    live.serverNow,
    round !== null && round.phase !== 'ended' && live.serverNow() >= round.closesAt - 500,
  );

  useEffect(() => setCashed(null), [round?.id]);

  const mine = live.state?.bets.filter((b) => b.liveRoundId === round?.id) ?? [];
  const open = mine.filter((b) => b.state === 'bet_placed');
  const staked = open.reduce((sum, b) => sum + b.stake, 0);
  const crashed = round?.phase === 'ended' && round.result ? round.result.crash : null;
  const flying = round && now >= round.closesAt && crashed === null;
  const multiplier = crashed ?? (flying && round ? multiplierAt(now - round.closesAt) : 100);
  const betting = round?.phase === 'betting' && now < (round?.closesAt ?? 0);

  async function placeBet() {
    setBusy(true);
    try {
      await live.placeBets({ amount: bet, autoCashout: auto });
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
    } finally {
      setBusy(false);
    }
  }
  async function cashOut() {
    setBusy(true);
    try {
      const answer = await api<{ cashoutAt: number; bets: { payout: number; balance: number | null }[] }>(
        '/api/client/live/cashout',
        {},
      );
      setCashed({ at: answer.cashoutAt, amount: answer.bets.reduce((sum, b) => sum + b.payout, 0) });
      onBalance(answer.bets.at(-1)?.balance ?? null);
      live.refresh();
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
    } finally {
      setBusy(false);
    }
  }

  if (!live.state) return <div className="loading" />;
  // The curve: from 1.00x at the start of the run to now, scaled to fit.
  const elapsed =
    flying || crashed ? Math.max(0, crashed ? Math.log(crashed / 100) / 0.08 : (now - round!.closesAt) / 1000) : 0;
  const span = Math.max(8, elapsed * 1.15);
  const top = Math.max(2, (multiplier / 100) * 1.2);
  const points = Array.from({ length: 41 }, (_, i) => {
    const s = (elapsed * i) / 40;
    return `${(s / span) * 300},${160 - ((Math.exp(0.08 * s) - 1) / (top - 1)) * 150}`;
  });
  const tip = points.at(-1)!.split(',').map(Number);
  return (
    <div className="game crash">
      <div className="board">
        <LiveStatus state={live.state} serverNow={live.serverNow} />
        <div className={`crash-screen${crashed ? ' crashed' : ''}`}>
          <svg viewBox="0 0 300 170" preserveAspectRatio="none" aria-hidden>
            <defs>
              <linearGradient id="trail" x1="0" x2="0" y1="0" y2="1">
                <stop offset="0" stopColor="var(--accent)" stopOpacity=".45" />
                <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
              </linearGradient>
            </defs>
            {elapsed > 0 && (
              <>
                <path d={`M0,160 L${points.join(' L')} L${tip[0]},160 Z`} fill="url(#trail)" />
                <polyline
                  points={points.join(' ')}
                  fill="none"
                  stroke="var(--accent)"
                  strokeWidth="3"
                  vectorEffect="non-scaling-stroke"
                />
              </>
            )}
          </svg>
          {elapsed > 0 && (
            <div className="rocket" style={{ left: `${(tip[0]! / 300) * 100}%`, top: `${(tip[1]! / 170) * 100}%` }}>
              {crashed ? (
                <span className="boom">✹</span>
              ) : (
                <svg viewBox="-20 -34 40 68" width="30" height="52">
                  <path d="M-5 20 Q0 38 5 20 Z" fill="#fbbf24" className="flame" />
                  <path d="M0 -32 C12 -20 12 6 8 18 H-8 C-12 6 -12 -20 0 -32 Z" fill="#f8fafc" />
                  <circle cy="-10" r="5" fill="var(--accent)" />
                  <path d="M-8 8 L-17 22 L-8 18 Z M8 8 L17 22 L8 18 Z" fill="var(--accent)" />
                </svg>
              )}
            </div>
          )}
          <div className="crash-center">
            {betting ? (
              <div className="crash-wait">
                {t('nextRound', { s: Math.max(0, Math.ceil((round!.closesAt - now) / 1000)) })}
              </div>
            ) : (
              <div className="crash-multiplier" data-testid="multiplier">
                {times(multiplier)}
              </div>
            )}
            {crashed && <div className="crash-note">{t('crashedAt', { m: times(crashed) })}</div>}
            {cashed && (
              <div className="crash-cashed">
                {t('cashedOut', { m: times(cashed.at), amount: formatMoney(cashed.amount, state.currency) })}
              </div>
            )}
          </div>
        </div>
        <div className="crash-history">
          {live.state.history.map((h) => (
            <span key={h.id} className={h.result.crash >= 200 ? 'high' : 'low'}>
              {times(h.result.crash)}
            </span>
          ))}
        </div>
      </div>
      <Console>
        <BetStepper
          levels={LEVELS}
          value={bet}
          currency={state.currency}
          disabled={busy || !betting}
          onChange={setBet}
        />
        <label className="auto">
          <span className="label">{t('autoCashout')}</span>
          <select
            value={auto ?? ''}
            onChange={(event) => setAuto(event.target.value ? Number(event.target.value) : null)}
          >
            {AUTO.map((value) => (
              <option key={value ?? 'off'} value={value ?? ''}>
                {value ? times(value) : t('off')}
              </option>
            ))}
          </select>
        </label>
        {flying && open.length > 0 ? (
          <button className="btn primary big cash" onClick={() => void cashOut()} disabled={busy}>
            {t('cashOut', { amount: formatMoney(Math.floor((staked * multiplier) / 100), state.currency) })}
          </button>
        ) : (
          <button className="btn primary big" onClick={() => void placeBet()} disabled={busy || !betting}>
            {staked > 0 && betting ? t('yourBets', { amount: formatMoney(staked, state.currency) }) : t('placeBet')}
          </button>
        )}
      </Console>
    </div>
  );
}
