import { useState } from 'react';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { ApiError } from '../../lib/api';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { LiveStatus } from './live-status';
import { useLive, useServerTime } from './use-live';

interface Runner {
  name: string;
  weight: number;
  odds: number;
}
const LEVELS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];
const SILKS = ['#ef4444', '#3b82f6', '#a855f7', '#f59e0b', '#10b981', '#ec4899'];
const RACE_MS = 11_000;

/** Where a runner is (0..1) `ms` into the race: the finishing order is known, the strides are show. */
function progress(place: number, lane: number, ms: number): number {
  const finish = RACE_MS - 1_400 + place * 380; // the winner crosses first
  const x = Math.min(1, ms / finish);
  // A lane-specific surge and fade that never changes who finishes where.
  const wobble = Math.sin(x * Math.PI * (2 + (lane % 3))) * 0.035 * (1 - x);
  return Math.max(0, Math.min(1, x * x * (3 - 2 * x) + wobble));
}

/** Turbo Derby: pick a runner at fixed odds, watch the shared race, winners paid at the line. */
export function RacingGame({ state, onBalance, onError }: GameProps) {
  const runners = state.game.runners as Runner[];
  const live = useLive<{ order: number[] }>(1000, onBalance);
  const [runner, setRunner] = useState(0);
  const [bet, setBet] = useState(100);
  const [busy, setBusy] = useState(false);
  const running = live.state?.round ?? null;
  // The horses move every frame while they run; before and after, a countdown ticks.
  const now = useServerTime(
    live.serverNow,
    running?.result != null && live.serverNow() - running.closesAt < RACE_MS + 1_000,
  );

  async function place() {
    setBusy(true);
    try {
      await live.placeBets({ runner, amount: bet });
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
    } finally {
      setBusy(false);
    }
  }

  if (!live.state) return <div className="loading" />;
  const round = live.state.round;
  const order = round?.result?.order ?? null;
  const ms = round && order ? now - round.closesAt : 0;
  const betting = round?.phase === 'betting' && now < round.closesAt;
  const mine = live.state.bets.filter((b) => b.liveRoundId === round?.id);
  const previous = live.state.bets.filter((b) => b.liveRoundId === live.state!.history[0]?.id);
  const previousWin = previous.reduce((sum, b) => sum + (b.credited ?? 0), 0);
  const finished = order && ms >= RACE_MS;
  return (
    <div className="game racing">
      <div className="board">
        <LiveStatus state={live.state} serverNow={live.serverNow} />
        <div className="track" dir="ltr">
          {runners.map((r, lane) => {
            const place = order ? order.indexOf(lane) : -1;
            const x = order ? progress(place, lane, ms) : 0;
            return (
              <div className="lane" key={lane}>
                <span className="lane-no" style={{ background: SILKS[lane] }}>
                  {lane + 1}
                </span>
                <div className="lane-run">
                  <div
                    className={`horse${order && ms > 0 && !finished ? ' galloping' : ''}`}
                    style={{ left: `${x * 100}%` }}
                  >
                    <svg viewBox="0 0 64 40" width="54" height="34" aria-hidden>
                      <ellipse cx="28" cy="20" rx="18" ry="8" fill="#7c2d12" />
                      <path d="M42 16 L54 6 L58 10 L48 20 Z" fill="#7c2d12" />
                      <path
                        className="legs"
                        d="M16 26 L10 38 M24 27 L22 39 M34 27 L38 39 M42 25 L48 36"
                        stroke="#7c2d12"
                        strokeWidth="3.5"
                        strokeLinecap="round"
                      />
                      <path d="M10 18 Q2 20 4 30" stroke="#451a03" strokeWidth="3" fill="none" />
                      <circle cx="30" cy="9" r="6" fill={SILKS[lane]} />
                    </svg>
                  </div>
                </div>
                {finished && place >= 0 && place < 3 && <span className={`place p${place + 1}`}>{place + 1}</span>}
              </div>
            );
          })}
          <div className="finish-line" aria-hidden />
        </div>
        <div className="caption" aria-live="polite">
          {finished && order
            ? `🏁 ${runners[order[0]!]!.name}`
            : mine.length > 0
              ? t('yourBets', {
                  amount: formatMoney(
                    mine.reduce((s, b) => s + b.stake, 0),
                    state.currency,
                  ),
                })
              : previous.length > 0
                ? previousWin > 0
                  ? t('youWon', { amount: formatMoney(previousWin, state.currency) })
                  : t('noWin')
                : ''}
        </div>
        <div className="runners" role="radiogroup">
          {runners.map((r, lane) => (
            <button
              key={lane}
              role="radio"
              aria-checked={runner === lane}
              className={`runner${runner === lane ? ' on' : ''}`}
              onClick={() => setRunner(lane)}
            >
              <span className="lane-no" style={{ background: SILKS[lane] }}>
                {lane + 1}
              </span>
              <span className="runner-name">{r.name}</span>
              <strong>{(r.odds / 100).toFixed(2)}</strong>
            </button>
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
        <div className="win-box">
          <span className="label">{t('win')}</span>
          <strong>{formatMoney(Math.floor((bet * runners[runner]!.odds) / 100), state.currency)}</strong>
        </div>
        <button className="btn primary big" onClick={() => void place()} disabled={busy || !betting}>
          {t('placeBet')}
        </button>
      </Console>
    </div>
  );
}
