import type { BlackjackView } from '../../../engines/table/blackjack/blackjack.types';

/** The cards on the table: each player hand's, the dealer's, and whether his hole card lies face down. */
export interface Shown {
  hands: number[][];
  dealer: number[];
  hole: boolean;
}

export const EMPTY: Shown = { hands: [], dealer: [], hole: false };

/** The table as the server has the round (a resumed round, a resync). */
export const shownOf = (view: BlackjackView): Shown => ({
  hands: view.hands.map((hand) => hand.cards),
  dealer: view.dealer,
  hole: view.phase !== 'done',
});

function commonPrefix(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The frames from the table on show to the round the server answered, one card at a time
 * in the order they were dealt: the opening deal (player, dealer, player, hole card), or a
 * split's card moving to its new hand, then each hand's new cards in turn; at the end the
 * hole card turned and the dealer's draws.
 */
export function revealFrames(from: Shown, next: BlackjackView): Shown[] {
  const frames: Shown[] = [];
  let shown = from;
  const show = (change: Partial<Shown>) => {
    shown = { ...shown, ...change };
    frames.push(shown);
  };
  const target = next.hands.map((hand) => hand.cards);
  if (from.hands.length === 0) {
    show({ hands: [target[0]!.slice(0, 1)] });
    show({ dealer: next.dealer.slice(0, 1) });
    show({ hands: [target[0]!.slice(0, 2)] });
    show({ hole: true });
  } else {
    // Every hand's first card is on the table already: dealt, or the card a split moved over.
    const kept = target.map((cards, i) => cards.slice(0, Math.max(1, commonPrefix(from.hands[i] ?? [], cards))));
    if (kept.length !== from.hands.length || kept.some((cards, i) => cards.length !== from.hands[i]!.length))
      show({ hands: kept });
  }
  target.forEach((cards, i) => {
    for (let k = shown.hands[i]!.length; k < cards.length; k++)
      show({ hands: shown.hands.map((dealt, j) => (j === i ? cards.slice(0, k + 1) : dealt)) });
  });
  if (next.phase === 'done') {
    show({ dealer: next.dealer.slice(0, 2), hole: false });
    for (let i = 2; i < next.dealer.length; i++) show({ dealer: next.dealer.slice(0, i + 1) });
  }
  return frames;
}
