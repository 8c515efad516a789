import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { BlackjackAction, BlackjackView } from '../../../engines/table/blackjack/blackjack.types';
import type { GameProps } from '../game-props';
import { BetStepper } from '../../components/bet-stepper';
import { Console } from '../../components/console';
import { PlayingCard } from '../../components/playing-card';
import { api, ApiError, type ClientState, type Round } from '../../lib/api';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { BlackjackActions } from './blackjack-actions';
import { BlackjackHand, shownTotal } from './blackjack-hand';
import { EMPTY, revealFrames, shownOf, type Shown } from './blackjack-reveal';

type BlackjackRound = Round<BlackjackView, { bet: number; actions: BlackjackAction[] }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DEAL_MS = 420;

/** What the caption says of the round as it stands. */
function captionOf(round: BlackjackRound, currency: string): string {
  const o = round.outcome;
  const money = (amount: number) => formatMoney(amount, currency);
  if (o.phase === 'insurance') return t('insuranceOffer', { amount: money(o.bet / 2) });
  if (o.phase === 'even-money') return t('evenMoneyOffer', { amount: money(o.bet * 2) });
  if (o.phase === 'player')
    return o.hands.length > 1 ? t('playHand', { n: o.active + 1, count: o.hands.length }) : t('yourMove');
  const insurance = o.wagers.find((w) => w.kind === 'insurance' && w.payout);
  const before = insurance ? `${t('insurancePaid', { amount: money(insurance.payout!) })} · ` : '';
  const won = t('youWon', { amount: money(round.payout) });
  if (o.hands.length > 1) return before + (round.payout > 0 ? won : t('dealerWins'));
  const hand = o.hands[0]!;
  if (hand.result === 'blackjack') return `${t('blackjackWin')} · ${won}`;
  if (hand.result === 'even-money') return `${t('evenMoneyTaken')} · ${won}`;
  if (hand.result === 'win') return `${t((o.dealerTotal ?? 0) > 21 ? 'dealerBusts' : 'youBeatDealer')} · ${won}`;
  if (hand.result === 'push') return before + t('pushStake', { amount: money(hand.payout!) });
  return before + t(hand.total > 21 ? 'bust' : 'dealerWins');
}

/**
 * Blackjack with its decisions: hit, stand, double, split (up to four hands side by side,
 * the one in play marked), insurance and even money at an ace up. Every card comes from the
 * server's shuffle and every decision is a move of the round on the server; the client only
 * shows them, offering the decisions the server says are open.
 */
export function BlackjackGame({ state, onBalance, onError }: GameProps) {
  const bets = state.game.bets as number[];
  const pending = state.pending as BlackjackRound | null;
  const [bet, setBet] = useState(pending?.input.bet ?? bets[2] ?? bets[0]!);
  const [round, setRound] = useState<BlackjackRound | null>(pending);
  const [table, setTable] = useState<Shown>(pending ? shownOf(pending.outcome) : EMPTY);
  const [busy, setBusy] = useState(false);
  // While the cards of an answer are dealt, the hands show no stake, result or turn yet.
  const [revealing, setRevealing] = useState(false);
  const [caption, setCaption] = useState(pending ? captionOf(pending, state.currency) : t('placeBets'));
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  const waiting = round?.state === 'bet_placed' && round.outcome.phase !== 'done';
  const settled = round?.outcome.phase === 'done';

  async function step(call: () => Promise<BlackjackRound>) {
    setBusy(true);
    try {
      const next = await call();
      const from = round && waiting && next.id === round.id ? table : EMPTY;
      setCaption('…');
      if (from === EMPTY) setRound(null);
      // Keep the win for the end of the animation: show the balance after the stake first.
      if (next.balance !== null) onBalance(next.balance - (next.credited ?? 0));
      setRevealing(true);
      for (const frame of revealFrames(from, next.outcome)) {
        if (!alive.current) return;
        setTable(frame);
        await sleep(DEAL_MS);
      }
      setRevealing(false);
      setRound(next);
      setCaption(captionOf(next, state.currency));
      onBalance(next.balance);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'internal_error';
      onError(code === 'not_found' ? 'handOver' : code);
      // The round moved on elsewhere (another tab, a retried request): show it as the server has it.
      if (code === 'round_in_progress' || code === 'not_found') await resync();
    } finally {
      setRevealing(false);
      setBusy(false);
    }
  }

  async function resync() {
    try {
      const fresh = await api<ClientState>('/api/client/state');
      const open = fresh.pending as BlackjackRound | null;
      setRound(open);
      setTable(open ? shownOf(open.outcome) : EMPTY);
      setCaption(open ? captionOf(open, state.currency) : t('placeBets'));
      onBalance(fresh.balance);
    } catch {
      // The next action tells the player again.
    }
  }

  const deal = () => {
    setTable(EMPTY);
    return step(() => api<BlackjackRound>('/api/client/rounds', { input: { bet } }));
  };
  const act = (action: BlackjackAction) =>
    step(() =>
      api<BlackjackRound>(`/api/client/rounds/${round!.id}/act`, { action, step: round!.input.actions.length }),
    );

  const outcome = round?.outcome;
  const paid = settled && outcome!.payout! > 0;
  return (
    <div className="game blackjack">
      <div className="board">
        <div className="bj-table">
          <div className={`bj-hand dealer${settled && !paid && !revealing ? ' won' : ''}`} data-testid="bj-dealer">
            <div className="bac-hand-head">
              <span>{t('dealer')}</span>
              <strong dir="ltr">{shownTotal(table.dealer, true)}</strong>
            </div>
            <div className="bj-cards" dir="ltr">
              {table.dealer.map((card, i) => (
                <PlayingCard key={`${i}-${card}`} card={card} />
              ))}
              {table.hole && <div className="card back" aria-label={t('holeCard')} />}
            </div>
          </div>
          <p className="bj-rule" aria-hidden>
            {t('bjTableRule')}
          </p>
          <div
            className={`bj-hands${table.hands.length > 1 ? ' several' : ''}`}
            style={{ '--hands': Math.max(1, table.hands.length) } as CSSProperties}
            data-testid="bj-player"
          >
            {table.hands.map((cards, i) => (
              <BlackjackHand
                key={i}
                cards={cards}
                hand={round && !revealing ? (round.outcome.hands[i] ?? null) : null}
                index={i}
                count={table.hands.length}
                active={Boolean(waiting && !revealing && outcome!.phase === 'player' && outcome!.active === i)}
                settled={Boolean(settled && !revealing)}
                currency={state.currency}
              />
            ))}
          </div>
        </div>
        <div className="caption" aria-live="polite">
          {caption}
        </div>
      </div>
      <Console>
        <BetStepper levels={bets} value={bet} currency={state.currency} disabled={busy || waiting} onChange={setBet} />
        <div className="win-box">
          <span className="label">{t('win')}</span>
          <strong className={paid ? 'pop' : ''}>{settled ? formatMoney(round!.payout, state.currency) : '–'}</strong>
        </div>
        {waiting ? (
          <BlackjackActions options={outcome!.options} phase={outcome!.phase} busy={busy} onAct={(a) => void act(a)} />
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
