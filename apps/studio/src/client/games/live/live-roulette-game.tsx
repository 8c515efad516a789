import { useEffect, useRef, useState } from 'react';
import type { GameProps } from '../game-props';
import { ApiError, type Round } from '../../lib/api';
import { ChipRack } from '../../components/chip-rack';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { RouletteTable, spotKeyOf, type PlacedBet } from '../roulette/roulette-table';
import { RED, Wheel } from '../roulette/wheel';
import { LiveStatus } from './live-status';
import { useLive } from './use-live';

const pocketClass = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

/** Live roulette: one shared wheel every 30 s; chips go to the round taking bets. */
export function LiveRouletteGame({ state, onBalance, onError }: GameProps) {
  const live = useLive<{ pocket: number }>(1000, onBalance);
  const chips = (state.game.chips as number[]) ?? [10, 50, 100, 500, 1000, 5000];
  const [chip, setChip] = useState(chips[2] ?? chips[0]!);
  const [bets, setBets] = useState<Map<string, PlacedBet>>(new Map());
  const [sending, setSending] = useState(false);
  const [throwing, setThrowing] = useState({ pocket: 0, spinId: 0 });
  const [shownPocket, setShownPocket] = useState<number | null>(null);
  const spunRound = useRef<string | null>(null);
  // Bets sent from this view, shown at once: the next poll of the round lists them too.
  const [sent, setSent] = useState<{ roundId: string; bet: Round }[]>([]);
  const round = live.state?.round ?? null;
  const betting = round?.phase === 'betting' && live.serverNow() < round.closesAt;
  const mine = live.state?.bets.filter((bet) => bet.liveRoundId === round?.id) ?? [];
  const total = [...bets.values()].reduce((sum, bet) => sum + bet.amount, 0);
  // The chips this player has bet on the current round stay on the table until it is over.
  const placed = new Map<string, number>();
  const listed = new Set(mine.map((bet) => bet.id));
  const justSent = sent.filter((s) => s.roundId === round?.id && !listed.has(s.bet.id)).map((s) => s.bet);
  const ours = [...mine, ...justSent];
  const staked = ours.reduce((sum, bet) => sum + bet.stake, 0);
  for (const bet of ours) {
    for (const chip of (bet.input as { bets?: PlacedBet[] } | null)?.bets ?? []) {
      const key = spotKeyOf(chip);
      if (key) placed.set(key, (placed.get(key) ?? 0) + chip.amount);
    }
  }

  // The wheel spins once per round, to the pocket the server drew when bets closed.
  useEffect(() => {
    if (!round) return;
    if (round.result && spunRound.current !== round.id) {
      spunRound.current = round.id;
      setShownPocket(null);
      setThrowing((current) => ({ pocket: round.result!.pocket, spinId: current.spinId + 1 }));
      setTimeout(() => setShownPocket(round.result!.pocket), 4300);
    }
    if (round.phase === 'betting' && spunRound.current && spunRound.current !== round.id) setShownPocket(null);
  }, [round]);

  const place = (spot: { key: string; kind: string; numbers: number[] }) =>
    setBets((current) => {
      const next = new Map(current);
      next.set(spot.key, { kind: spot.kind, numbers: spot.numbers, amount: (next.get(spot.key)?.amount ?? 0) + chip });
      return next;
    });

  async function send() {
    if (!round) return;
    setSending(true);
    try {
      const bet = await live.placeBets({ bets: [...bets.values()] });
      setSent((current) => [...current.filter((s) => s.roundId === round.id), { roundId: round.id, bet }]);
      setBets(new Map());
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
    } finally {
      setSending(false);
    }
  }

  if (!live.state) return <div className="loading" />;
  const lastBets = live.state.bets.filter((bet) => bet.liveRoundId === live.state!.history[0]?.id);
  const lastWin = lastBets.reduce((sum, bet) => sum + (bet.state === 'settled' ? (bet.credited ?? 0) : 0), 0);
  return (
    <div className="game roulette live">
      <div className="board">
        <LiveStatus state={live.state} serverNow={live.serverNow} />
        <div className="roulette-layout">
          <div className="wheel-zone">
            <div className="wheel-box">
              <Wheel pocket={throwing.spinId ? throwing.pocket : null} spinId={throwing.spinId} />
              {shownPocket !== null && (
                <div className={`pocket-big ${pocketClass(shownPocket)}`} data-testid="pocket">
                  {shownPocket}
                </div>
              )}
            </div>
            <div className="wheel-side">
              <div className="caption" aria-live="polite">
                {staked > 0
                  ? t('yourBets', { amount: formatMoney(staked, state.currency) })
                  : lastBets.length > 0 && round?.phase !== 'running'
                    ? lastWin > 0
                      ? t('youWon', { amount: formatMoney(lastWin, state.currency) })
                      : t('noWin')
                    : ''}
              </div>
              <div className="recent">
                <span className="label">{t('lastNumbers')}</span>
                <div>
                  {live.state.history.map((h) => (
                    <span key={h.id} className={`pocket-dot ${pocketClass(h.result.pocket)}`}>
                      {h.result.pocket}
                    </span>
                  ))}
                </div>
              </div>
            </div>
          </div>
          <div className="table-zone">
            <RouletteTable
              bets={bets}
              placed={placed}
              winning={betting ? null : shownPocket}
              disabled={!betting || sending}
              onPlace={place}
            />
            <ChipRack chips={chips} chosen={chip} onChoose={setChip} />
          </div>
        </div>
      </div>
      <Console>
        <button className="btn" onClick={() => setBets(new Map())} disabled={bets.size === 0}>
          {t('clear')}
        </button>
        <div className="win-box">
          <span className="label">{t('totalBet')}</span>
          <strong>{formatMoney(total, state.currency)}</strong>
        </div>
        <button
          className="btn primary big"
          onClick={() => void send()}
          disabled={!betting || sending || bets.size === 0}
        >
          {t('placeBet')}
        </button>
      </Console>
    </div>
  );
}
