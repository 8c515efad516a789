import type { PlayerHand } from '../../../engines/table/blackjack/blackjack.types';
import { PlayingCard } from '../../components/playing-card';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

const points = (card: number) => (card >> 2 === 12 ? 1 : card >> 2 >= 8 ? 10 : (card >> 2) + 2);

/** The total of the cards on show; a soft hand still in play shows both counts of its ace (7/17). */
export function shownTotal(cards: readonly number[], settled: boolean): string {
  if (cards.length === 0) return '';
  const hard = cards.reduce((sum, card) => sum + points(card), 0);
  const soft = cards.some((card) => points(card) === 1) && hard + 10 <= 21;
  if (!soft) return String(hard);
  return settled || hard + 10 === 21 ? String(hard + 10) : `${hard}/${hard + 10}`;
}

const RESULT_TEXT = {
  blackjack: 'blackjackWin',
  'even-money': 'evenMoneyTaken',
  win: 'handWon',
  push: 'handPush',
  lose: 'handLost',
} as const;

/**
 * One of the player's hands: its cards, total and stake (doubled or not); the hand in play
 * is marked, and once the round is over its result.
 */
export function BlackjackHand(props: {
  cards: readonly number[];
  /** The hand as the server has it; null while its cards are still being dealt. */
  hand: PlayerHand | null;
  index: number;
  count: number;
  active: boolean;
  settled: boolean;
  currency: string;
}) {
  const { cards, hand, index, count, active } = props;
  const result = props.settled ? hand?.result : null;
  return (
    <div
      className={`bj-hand player${active ? ' active' : ''}${result ? ` ${result}` : ''}`}
      data-testid="bj-hand"
      aria-current={active ? 'true' : undefined}
      aria-label={count > 1 ? t('handOf', { n: index + 1, count }) : t('player')}
    >
      <div className="bac-hand-head">
        <span>{count > 1 ? t('handN', { n: index + 1 }) : t('player')}</span>
        <strong dir="ltr">{shownTotal(cards, props.settled || Boolean(hand?.done))}</strong>
      </div>
      <div className="bj-cards" dir="ltr">
        {cards.map((card, i) => (
          <PlayingCard key={`${i}-${card}`} card={card} />
        ))}
      </div>
      {hand && (count > 1 || hand.doubled) && (
        <span className="bj-stake" dir="ltr">
          {formatMoney(hand.stake, props.currency)}
          {hand.doubled ? ' ×2' : ''}
        </span>
      )}
      {result && <span className="bj-result">{t(RESULT_TEXT[result])}</span>}
    </div>
  );
}
