import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { api, ApiError, type Round } from '../../lib/api';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

interface DiceOutcome {
  roll: number;
  won: boolean;
  multiplierBp: number;
  payout: number;
}
type Direction = 'under' | 'over';
interface Target {
  target: number;
  multiplierBp: number;
}

const LEVELS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];
const ROLL_MS = 900;
const pct = (hundredths: number) => (hundredths / 100).toFixed(2);

/** Dice 99: pick a direction and one of the exact-99 % chances; the server rolls. */
export function DiceGame({ state, onBalance, onError }: GameProps) {
  const chances = state.game.chances as number[];
  const targets = state.game.targets as Record<Direction, Target[]>;
  const [direction, setDirection] = useState<Direction>('under');
  const [index, setIndex] = useState(Math.max(0, chances.indexOf(50)));
  const [bet, setBet] = useState(100);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const [last, setLast] = useState<DiceOutcome | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval>>(undefined);
  const target = targets[direction][index]!;
  const multiplier = (target.multiplierBp / 10_000).toFixed(4).replace(/0+$/, '').replace(/\.$/, '');

  useEffect(() => () => clearInterval(ticker.current), []);

  const roll = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setLast(null);
    try {
      const round = await api<Round<DiceOutcome>>('/api/client/rounds', {
        input: { direction, target: target.target, amount: bet },
      });
      if (round.balance !== null) onBalance(round.balance - (round.credited ?? 0));
      // A flicker of numbers while the result "rolls": purely visual, the roll is already known.
      ticker.current = setInterval(() => setShown(Math.floor(Math.random() * 10_000)), 50);
      await new Promise((resolve) => setTimeout(resolve, ROLL_MS));
      clearInterval(ticker.current);
      setShown(round.outcome.roll);
      setLast(round.outcome);
      onBalance(round.balance);
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
    } finally {
      setBusy(false);
    }
  }, [busy, direction, target, bet, onBalance, onError]);

  const winFrom = direction === 'under' ? 0 : target.target / 100;
  const winTo = direction === 'under' ? target.target / 100 : 100;
  return (
    <div className="game dice">
      <div className="board">
        <div className={`dice-display${last ? (last.won ? ' won' : ' lost') : ''}`}>
          <div className="dice-number" data-testid="roll">
            {shown === null ? '—' : pct(shown)}
          </div>
          <div className="caption" aria-live="polite">
            {last
              ? last.won
                ? t('youWon', { amount: formatMoney(last.payout, state.currency) })
                : t('noWin')
              : t('goodLuck')}
          </div>
        </div>
        <div className="dice-bar" dir="ltr">
          <div className="dice-win-zone" style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }} />
          {shown !== null && !busy && (
            <div className={`dice-marker${last?.won ? ' won' : ''}`} style={{ left: `${shown / 100}%` }}>
              {last && (
                <span className={`dice-roll-tag${last.won ? ' won' : ''}`} data-testid="roll-tag">
                  {pct(shown)}
                </span>
              )}
            </div>
          )}
          <div className="dice-scale">
            {[0, 25, 50, 75, 100].map((n) => (
              <span key={n}>{n}</span>
            ))}
          </div>
        </div>
        <div className="dice-options">
          <div className="segmented" role="radiogroup">
            {(['under', 'over'] as const).map((d) => (
              <button
                key={d}
                role="radio"
                aria-checked={direction === d}
                disabled={busy}
                onClick={() => setDirection(d)}
              >
                {t(d)}
              </button>
            ))}
          </div>
          <label className="chance">
            <span className="label">{t('chance')}</span>
            <input
              type="range"
              min={0}
              max={chances.length - 1}
              value={index}
              disabled={busy}
              onChange={(event) => setIndex(Number(event.target.value))}
            />
            <strong>{chances[index]} %</strong>
          </label>
          <dl className="facts compact">
            <div>
              <dt>{t('target')}</dt>
              <dd>
                {direction === 'under' ? '<' : '>'} {pct(target.target)}
              </dd>
            </div>
            <div>
              <dt>{t('multiplier')}</dt>
              <dd>×{multiplier}</dd>
            </div>
          </dl>
        </div>
      </div>
      <Console>
        <BetStepper levels={LEVELS} value={bet} currency={state.currency} disabled={busy} onChange={setBet} />
        <button className={`spin-btn${busy ? ' busy' : ''}`} onClick={() => void roll()} disabled={busy}>
          <span className="spin-icon" aria-hidden>
            ⚄
          </span>
          <span className="spin-label">{t('roll')}</span>
        </button>
        <div className="win-box">
          <span className="label">{t('win')}</span>
          <strong>{formatMoney(Math.floor((bet * target.multiplierBp) / 10_000), state.currency)}</strong>
        </div>
      </Console>
    </div>
  );
}
