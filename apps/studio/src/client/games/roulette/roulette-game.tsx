import { useCallback, useEffect, useState } from 'react';
import type { GameProps } from '../game-props';
import { api, ApiError, type Round } from '../../lib/api';
import { ChipRack } from '../../components/chip-rack';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { RouletteTable, type PlacedBet } from './roulette-table';
import { RED, SPIN_MS, Wheel } from './wheel';

interface RouletteOutcome {
  pocket: number;
  color: 'green' | 'red' | 'black';
  payout: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pocketClass = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

/** European roulette: chips on the layout, one server-drawn pocket per spin. */
export function RouletteGame({ state, onBalance, onError }: GameProps) {
  const chips = (state.game.chips as number[]) ?? [10, 50, 100, 500, 1000, 5000];
  const [chip, setChip] = useState(chips[2] ?? chips[0]!);
  const [bets, setBets] = useState<Map<string, PlacedBet>>(new Map());
  const [placed, setPlaced] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [throwing, setThrowing] = useState<{ pocket: number; spinId: number }>({ pocket: 0, spinId: 0 });
  const [winning, setWinning] = useState<number | null>(null);
  const [result, setResult] = useState<string>(t('placeBets'));
  const [recent, setRecent] = useState<number[]>([]);
  const total = [...bets.values()].reduce((sum, bet) => sum + bet.amount, 0);

  useEffect(() => {
    api<{ rounds: Round<RouletteOutcome>[] }>('/api/client/rounds')
      .then((answer) => setRecent(answer.rounds.map((round) => round.outcome.pocket).slice(0, 12)))
      .catch(() => {});
  }, []);

  const place = (spot: { key: string; kind: string; numbers: number[] }) => {
    setWinning(null);
    setBets((current) => {
      const next = new Map(current);
      const previous = next.get(spot.key);
      next.set(spot.key, { kind: spot.kind, numbers: spot.numbers, amount: (previous?.amount ?? 0) + chip });
      return next;
    });
    setPlaced((keys) => [...keys, spot.key]);
  };
  const undo = () => {
    const key = placed.at(-1);
    if (!key) return;
    setPlaced((keys) => keys.slice(0, -1));
    setBets((current) => {
      const next = new Map(current);
      const bet = next.get(key)!;
      if (bet.amount - chip <= 0) next.delete(key);
      else next.set(key, { ...bet, amount: bet.amount - chip });
      return next;
    });
  };

  const spin = useCallback(async () => {
    if (busy || bets.size === 0) return;
    setBusy(true);
    setWinning(null);
    setResult('…');
    try {
      const round = await api<Round<RouletteOutcome>>('/api/client/rounds', { input: { bets: [...bets.values()] } });
      if (round.balance !== null) onBalance(round.balance - (round.credited ?? 0));
      setThrowing((current) => ({ pocket: round.outcome.pocket, spinId: current.spinId + 1 }));
      await sleep(SPIN_MS + 150);
      setWinning(round.outcome.pocket);
      setRecent((current) => [round.outcome.pocket, ...current].slice(0, 12));
      setResult(round.payout > 0 ? t('youWon', { amount: formatMoney(round.payout, state.currency) }) : t('noWin'));
      onBalance(round.balance);
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
      setResult(t('placeBets'));
    } finally {
      setBusy(false);
    }
  }, [busy, bets, onBalance, onError, state.currency]);

  return (
    <div className="game roulette">
      <div className="board">
        <div className="roulette-layout">
          <div className="wheel-zone">
            <div className="wheel-box">
              <Wheel pocket={throwing.spinId ? throwing.pocket : null} spinId={throwing.spinId} />
              {winning !== null && (
                <div className={`pocket-big ${pocketClass(winning)}`} data-testid="pocket">
                  {winning}
                </div>
              )}
            </div>
            <div className="wheel-side">
              <div className="caption" aria-live="polite">
                {result}
              </div>
              <div className="recent" aria-label={t('lastNumbers')}>
                <span className="label">{t('lastNumbers')}</span>
                <div>
                  {recent.map((n, i) => (
                    <span key={i} className={`pocket-dot ${pocketClass(n)}`}>
                      {n}
                    </span>
                  ))}
                </div>
              </div>
            </div>
          </div>
          <div className="table-zone">
            <RouletteTable bets={bets} winning={winning} disabled={busy} onPlace={place} />
            <ChipRack chips={chips} chosen={chip} onChoose={setChip} />
          </div>
        </div>
      </div>
      <Console>
        <div className="table-actions">
          <button className="btn" onClick={undo} disabled={busy || placed.length === 0}>
            {t('undo')}
          </button>
          <button
            className="btn"
            onClick={() => {
              setBets(new Map());
              setPlaced([]);
            }}
            disabled={busy || bets.size === 0}
          >
            {t('clear')}
          </button>
        </div>
        <div className="win-box">
          <span className="label">{t('totalBet')}</span>
          <strong>{formatMoney(total, state.currency)}</strong>
        </div>
        <button
          className={`spin-btn${busy ? ' busy' : ''}`}
          onClick={() => void spin()}
          disabled={busy || bets.size === 0}
        >
          <span className="spin-icon" aria-hidden>
            ⟳
          </span>
          <span className="spin-label">{t('spin')}</span>
        </button>
      </Console>
    </div>
  );
}
