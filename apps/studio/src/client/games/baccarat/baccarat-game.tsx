import { useState } from 'react';
import type { GameProps } from '../game-props';
import { PlayingCard } from '../../components/playing-card';
import { api, ApiError, type Round } from '../../lib/api';
import { ChipRack } from '../../components/chip-rack';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

interface BaccaratOutcome {
  playerCards: number[];
  bankerCards: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
}
type Spot = 'player' | 'tie' | 'banker';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Punto banco: chips on Player, Tie or Banker; the coup is dealt by the server, shown card by card. */
export function BaccaratGame({ state, onBalance, onError }: GameProps) {
  const chips = (state.game.chips as number[]) ?? [20, 100, 200, 1000];
  const [chip, setChip] = useState(chips[1] ?? chips[0]!);
  const [bets, setBets] = useState<Record<Spot, number>>({ player: 0, tie: 0, banker: 0 });
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ player: number[]; banker: number[] }>({ player: [], banker: [] });
  const [outcome, setOutcome] = useState<BaccaratOutcome | null>(null);
  const [result, setResult] = useState(t('placeBets'));
  const total = bets.player + bets.tie + bets.banker;

  async function deal() {
    setBusy(true);
    setOutcome(null);
    setShown({ player: [], banker: [] });
    setResult('…');
    try {
      const round = await api<Round<BaccaratOutcome>>('/api/client/rounds', { input: bets });
      if (round.balance !== null) onBalance(round.balance - (round.credited ?? 0));
      const o = round.outcome;
      // The dealing order of the table: player, banker, player, banker, then the third cards.
      const order: [Spot, number][] = [
        ['player', o.playerCards[0]!],
        ['banker', o.bankerCards[0]!],
        ['player', o.playerCards[1]!],
        ['banker', o.bankerCards[1]!],
        ...(o.playerCards[2] !== undefined ? [['player', o.playerCards[2]] as [Spot, number]] : []),
        ...(o.bankerCards[2] !== undefined ? [['banker', o.bankerCards[2]] as [Spot, number]] : []),
      ];
      const hands = { player: [] as number[], banker: [] as number[] };
      for (const [hand, card] of order) {
        hands[hand as 'player' | 'banker'] = [...hands[hand as 'player' | 'banker'], card];
        setShown({ ...hands });
        await sleep(520);
      }
      setOutcome(o);
      setResult(
        `${t(o.winner === 'tie' ? 'tie' : o.winner === 'player' ? 'playerWins' : 'bankerWins')} · ` +
          (round.payout > 0 ? t('youWon', { amount: formatMoney(round.payout, state.currency) }) : t('noWin')),
      );
      onBalance(round.balance);
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
      setResult(t('placeBets'));
    } finally {
      setBusy(false);
    }
  }

  const spot = (name: Spot, label: string, pays: string) => (
    <button
      className={`bac-spot ${name}${outcome?.winner === name ? ' won' : ''}`}
      disabled={busy}
      onClick={() => setBets((current) => ({ ...current, [name]: current[name] + chip }))}
    >
      <span>{label}</span>
      <small>{pays}</small>
      {bets[name] > 0 && <span className="placed-chip">{formatMoney(bets[name], state.currency)}</span>}
    </button>
  );
  return (
    <div className="game baccarat">
      <div className="board">
        <div className="bac-layout">
          <div className="bac-table">
            {(['player', 'banker'] as const).map((hand) => (
              <div key={hand} className={`bac-hand${outcome?.winner === hand ? ' won' : ''}`}>
                <div className="bac-hand-head">
                  {outcome && outcome.winner !== 'player' && outcome.winner !== 'banker' && (
                    <span className="bac-verdict tie">{t('tie')}</span>
                  )}
                  {outcome?.winner === hand && (
                    <span className="bac-verdict" data-testid="winning-hand">
                      {t('winningHand')}
                    </span>
                  )}
                  <span>{t(hand === 'player' ? 'player' : 'banker')}</span>
                  <strong>
                    {shown[hand].length
                      ? ((hand === 'player' ? outcome?.playerTotal : outcome?.bankerTotal) ?? '…')
                      : ''}
                  </strong>
                </div>
                <div className="bac-cards" dir="ltr">
                  {shown[hand].map((card, i) => (
                    <PlayingCard key={`${i}-${card}`} card={card} />
                  ))}
                </div>
              </div>
            ))}
          </div>
          <div className="caption" aria-live="polite">
            {result}
          </div>
          <div className="bac-spots">
            {spot('player', t('player'), '1:1')}
            {spot('tie', t('tie'), '8:1')}
            {spot('banker', t('banker'), '0.95:1')}
          </div>
          <ChipRack chips={chips} chosen={chip} onChoose={setChip} colourPrefix="chip-b" />
        </div>
      </div>
      <Console>
        <button
          className="btn"
          onClick={() => setBets({ player: 0, tie: 0, banker: 0 })}
          disabled={busy || total === 0}
        >
          {t('clear')}
        </button>
        <div className="win-box">
          <span className="label">{t('totalBet')}</span>
          <strong>{formatMoney(total, state.currency)}</strong>
        </div>
        <button className={`spin-btn${busy ? ' busy' : ''}`} onClick={() => void deal()} disabled={busy || total === 0}>
          <span className="spin-icon" aria-hidden>
            ♠
          </span>
          <span className="spin-label">{t('deal')}</span>
        </button>
      </Console>
    </div>
  );
}
