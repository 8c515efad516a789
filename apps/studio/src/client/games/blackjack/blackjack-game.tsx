import { useEffect, useRef, useState } from 'react';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { PlayingCard } from '../../components/playing-card';
import { api, ApiError, type ClientState, type Round } from '../../lib/api';
import { Console } from '../../components/console';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

interface Hand {
  phase: 'player' | 'done';
  player: number[];
  playerTotal: number;
  soft?: boolean;
  dealer: number[];
  dealerTotal?: number;
  result?: 'blackjack' | 'win' | 'push' | 'lose';
  payout?: number;
}
type HandRound = Round<Hand, { bet: number; actions: ('hit' | 'stand')[] }>;
interface Table {
  player: number[];
  dealer: number[];
  /** While the player decides, the dealer's second card is face down (the server has not shown it). */
  hole: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DEAL_MS = 420;
const EMPTY: Table = { player: [], dealer: [], hole: false };
const points = (card: number) => (card >> 2 === 12 ? 1 : card >> 2 >= 8 ? 10 : (card >> 2) + 2);
/** A shown hand's total; a soft hand still in play shows both counts of its ace (7/17). */
function total(cards: number[], settled: boolean): string {
  const hard = cards.reduce((sum, card) => sum + points(card), 0);
  const soft = cards.some((card) => points(card) === 1) && hard + 10 <= 21;
  if (!soft) return String(hard);
  return settled || hard + 10 === 21 ? String(hard + 10) : `${hard}/${hard + 10}`;
}

/** Blackjack, hit or stand: every card comes from the server's shuffle; the client only shows it. */
export function BlackjackGame({ state, onBalance, onError }: GameProps) {
  const bets = state.game.bets as number[];
  const pending = state.pending as HandRound | null;
  const [bet, setBet] = useState(pending?.input.bet ?? bets[2] ?? bets[0]!);
  const [hand, setHand] = useState<HandRound | null>(pending);
  const [table, setTable] = useState<Table>(
    pending ? { player: pending.outcome.player, dealer: pending.outcome.dealer, hole: true } : EMPTY,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(pending ? t('hitOrStand') : t('placeBets'));
  const [won, setWon] = useState<'player' | 'dealer' | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  const waiting = hand?.state === 'bet_placed' && hand.outcome.phase === 'player';

  /** Shows the table going from `from` to the server's hand, one card at a time. */
  async function reveal(from: Table, next: Hand) {
    let shown = { ...from };
    const show = async (change: Partial<Table>) => {
      shown = { ...shown, ...change };
      if (alive.current) setTable(shown);
      await sleep(DEAL_MS);
    };
    // The opening deal: player, dealer up, player, dealer hole (face down).
    if (from.player.length === 0) {
      await show({ player: next.player.slice(0, 1) });
      await show({ dealer: next.dealer.slice(0, 1) });
      await show({ player: next.player.slice(0, 2) });
      await show({ hole: true });
    }
    for (let i = shown.player.length; i < next.player.length; i++) await show({ player: next.player.slice(0, i + 1) });
    if (next.phase === 'done') {
      await show({ dealer: next.dealer.slice(0, 2), hole: false });
      for (let i = 2; i < next.dealer.length; i++) await show({ dealer: next.dealer.slice(0, i + 1) });
    }
  }

  function finish(round: HandRound) {
    const o = round.outcome;
    const amount = formatMoney(round.payout, state.currency);
    const bust = o.playerTotal > 21;
    setWon(o.result === 'win' || o.result === 'blackjack' ? 'player' : o.result === 'lose' ? 'dealer' : null);
    setMessage(
      o.result === 'blackjack'
        ? `${t('blackjackWin')} · ${t('youWon', { amount })}`
        : o.result === 'win'
          ? `${t((o.dealerTotal ?? 0) > 21 ? 'dealerBusts' : 'youBeatDealer')} · ${t('youWon', { amount })}`
          : o.result === 'push'
            ? t('pushStake', { amount })
            : t(bust ? 'bust' : 'dealerWins'),
    );
  }

  async function step(call: () => Promise<HandRound>) {
    setBusy(true);
    try {
      const round = await call();
      const from = hand && hand.outcome.phase === 'player' && round.id === hand.id ? table : EMPTY;
      if (from === EMPTY) setWon(null);
      setMessage('…');
      // Keep the win for the end of the animation: show the balance after the stake first.
      if (round.balance !== null) onBalance(round.balance - (round.credited ?? 0));
      await reveal(from, round.outcome);
      setHand(round);
      if (round.outcome.phase === 'done') finish(round);
      else setMessage(t('hitOrStand'));
      onBalance(round.balance);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'internal_error';
      onError(code === 'not_found' ? 'handOver' : code);
      // The hand moved on elsewhere (another tab): show it as the server has it.
      if (code === 'round_in_progress' || code === 'not_found') await resync();
    } finally {
      setBusy(false);
    }
  }

  async function resync() {
    try {
      const fresh = await api<ClientState>('/api/client/state');
      const open = fresh.pending as HandRound | null;
      setHand(open);
      setTable(open ? { player: open.outcome.player, dealer: open.outcome.dealer, hole: true } : EMPTY);
      setMessage(open ? t('hitOrStand') : t('placeBets'));
      onBalance(fresh.balance);
    } catch {
      // The next action tells the player again.
    }
  }

  const deal = () => {
    setTable(EMPTY);
    return step(() => api<HandRound>('/api/client/rounds', { input: { bet } }));
  };
  const act = (action: 'hit' | 'stand') =>
    step(() => api<HandRound>(`/api/client/rounds/${hand!.id}/act`, { action, step: hand!.input.actions.length }));

  return (
    <div className="game blackjack">
      <div className="board">
        <div className="bj-table">
          <p className="bj-rule" aria-hidden>
            {t('bjTableRule')}
          </p>
          {(['dealer', 'player'] as const).map((side) => {
            const cards = side === 'dealer' ? table.dealer : table.player;
            return (
              <div key={side} className={`bj-hand${won === side ? ' won' : ''}`} data-testid={`bj-${side}`}>
                <div className="bac-hand-head">
                  <span>{t(side)}</span>
                  <strong dir="ltr">{cards.length ? total(cards, side === 'dealer' || !waiting) : ''}</strong>
                </div>
                <div className="bj-cards" dir="ltr">
                  {cards.map((card, i) => (
                    <PlayingCard key={`${i}-${card}`} card={card} />
                  ))}
                  {side === 'dealer' && table.hole && <div className="card back" aria-label={t('holeCard')} />}
                </div>
              </div>
            );
          })}
        </div>
        <div className="caption" aria-live="polite">
          {message}
        </div>
      </div>
      <Console>
        <BetStepper levels={bets} value={bet} currency={state.currency} disabled={busy || waiting} onChange={setBet} />
        <div className="win-box">
          <span className="label">{t('win')}</span>
          <strong className={won === 'player' ? 'pop' : ''}>
            {hand?.outcome.phase === 'done' ? formatMoney(hand.payout, state.currency) : '–'}
          </strong>
        </div>
        {waiting ? (
          <div className="bj-actions">
            <button className="btn bj-act hit" disabled={busy} onClick={() => void act('hit')}>
              {t('hit')}
            </button>
            <button className="btn bj-act stand" disabled={busy} onClick={() => void act('stand')}>
              {t('stand')}
            </button>
          </div>
        ) : (
          <button className={`spin-btn${busy ? ' busy' : ''}`} onClick={() => void deal()} disabled={busy}>
            <span className="spin-icon" aria-hidden>
              ♠
            </span>
            <span className="spin-label">{t('deal')}</span>
          </button>
        )}
      </Console>
    </div>
  );
}
