import { useState } from 'react';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { PlayingCard } from '../../components/playing-card';
import { api, ApiError, type Round } from '../../lib/api';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { payingCards } from './paying-cards';

interface Hand {
  dealt?: number[];
  final?: number[];
  category?: string;
}
type HandRound = Round<Hand, { coins: number; coinValue: number; hold?: number }>;

/** Jacks or Better 9/6: deal, hold, draw; both steps come from the server's one shuffled deck. */
export function VideoPokerGame({ state, onBalance, onError }: GameProps) {
  const coinValues = state.game.coinValues as number[];
  const categories = state.game.categories as string[];
  const pays = state.game.paysPerCoin as number[];
  const royalBelowMax = state.game.royalBelowMax as number;
  const pending = state.pending as HandRound | null;
  const [coinValue, setCoinValue] = useState(pending?.input.coinValue ?? coinValues[2] ?? coinValues[0]!);
  const [coins, setCoins] = useState(pending?.input.coins ?? 5);
  const [hand, setHand] = useState<HandRound | null>(pending);
  const [cards, setCards] = useState<number[]>(pending?.outcome.dealt ?? []);
  const [held, setHeld] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ category: string; payout: number } | null>(null);
  const waiting = hand !== null && hand.state === 'bet_placed';

  async function dealCards() {
    setBusy(true);
    setResult(null);
    setHeld(0);
    try {
      const dealt = await api<HandRound>('/api/client/rounds', { input: { coins, coinValue } });
      setHand(dealt);
      setCards(dealt.outcome.dealt!);
      onBalance(dealt.balance);
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
    } finally {
      setBusy(false);
    }
  }
  async function drawCards() {
    if (!hand) return;
    setBusy(true);
    try {
      const final = await api<HandRound>(`/api/client/rounds/${hand.id}/draw`, { hold: held });
      setHand(final);
      setHeld(0);
      setCards(final.outcome.final!);
      setResult({ category: final.outcome.category!, payout: final.payout });
      onBalance(final.balance);
    } catch (error) {
      onError(error instanceof ApiError ? error.code : 'internal_error');
    } finally {
      setBusy(false);
    }
  }

  // The cards that made the paying hand stand out; the others step back.
  const paying = result && !waiting ? payingCards(cards, categories.indexOf(result.category)) : null;
  const payFor = (category: number, n: number) => (category === 9 && n < 5 ? royalBelowMax * n : pays[category]! * n);
  return (
    <div className="game vpoker">
      <div className="board">
        <table className="vp-pays">
          <tbody>
            {categories
              .map((name, category) => ({ name, category }))
              .filter(({ category }) => category > 0)
              .reverse()
              .map(({ name, category }) => (
                <tr key={name} className={result?.category === name ? 'on' : ''}>
                  <th>{t(`vp_${category}`)}</th>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <td key={n} className={n === coins ? 'col' : ''}>
                      {payFor(category, n)}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
        <div className="vp-cards" dir="ltr">
          {cards.length === 0
            ? [0, 1, 2, 3, 4].map((i) => <div key={i} className="card back" />)
            : cards.map((card, i) => (
                <button
                  key={`${i}-${card}`}
                  className={`vp-card${held & (1 << i) ? ' held' : ''}${paying?.size ? (paying.has(i) ? ' paying' : ' unpaid') : ''}`}
                  disabled={!waiting || busy}
                  onClick={() => setHeld((mask) => mask ^ (1 << i))}
                  aria-pressed={(held & (1 << i)) !== 0}
                >
                  <PlayingCard card={card} />
                  <span className="held-tag">{t('hold')}</span>
                </button>
              ))}
        </div>
        <div className="caption" aria-live="polite">
          {waiting
            ? t('chooseHolds')
            : result
              ? result.payout > 0
                ? `${t(`vp_${categories.indexOf(result.category)}`)} · ${t('youWon', { amount: formatMoney(result.payout, state.currency) })}`
                : t('noWin')
              : t('goodLuck')}
        </div>
      </div>
      <Console>
        <BetStepper
          levels={coinValues}
          value={coinValue}
          currency={state.currency}
          disabled={busy || waiting}
          onChange={setCoinValue}
        />
        <div className="coins" role="radiogroup" aria-label={t('coins')}>
          <span className="label">{t('coins')}</span>
          <div>
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                role="radio"
                aria-checked={coins === n}
                disabled={busy || waiting}
                onClick={() => setCoins(n)}
              >
                {n}
              </button>
            ))}
          </div>
        </div>
        <div className="win-box">
          <span className="label">{t('totalBet')}</span>
          <strong>{formatMoney(coins * coinValue, state.currency)}</strong>
        </div>
        <button
          className={`spin-btn${busy ? ' busy' : ''}`}
          onClick={() => void (waiting ? drawCards() : dealCards())}
          disabled={busy}
        >
          <span className="spin-icon" aria-hidden>
            ♦
          </span>
          <span className="spin-label">{t(waiting ? 'draw' : 'deal')}</span>
        </button>
      </Console>
    </div>
  );
}
