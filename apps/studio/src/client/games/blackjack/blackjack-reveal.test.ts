import { describe, expect, it } from 'vitest';
import { act, deal, view } from '../../../engines/table/blackjack/blackjack.machine.js';
import { parseCard } from '../../../engines/table/table.shoe.js';
import { EMPTY, revealFrames, shownOf } from './blackjack-reveal';

const cards = (text: string) => text.split(' ').map(parseCard);
const shoe = (text: string) => {
  const queue = cards(text);
  return () => queue.shift()!;
};

describe('the blackjack table, one card at a time', () => {
  it('deals the opening in its order: player, dealer up, player, hole card', () => {
    const frames = revealFrames(EMPTY, view(deal(10, shoe('8h 7c 8d Ts'))));
    expect(frames).toEqual([
      { hands: [cards('8h')], dealer: [], hole: false },
      { hands: [cards('8h')], dealer: cards('7c'), hole: false },
      { hands: [cards('8h 8d')], dealer: cards('7c'), hole: false },
      { hands: [cards('8h 8d')], dealer: cards('7c'), hole: true },
    ]);
  });

  it('a split moves the second card to its new hand, deals the first hand its card, and ends with the dealer', () => {
    const draw = shoe('8h 7c 8d Ts 3h 9d 5c');
    const dealt = deal(10, draw);
    const split = act(dealt, 'split', draw);
    const frames = revealFrames(shownOf(view(dealt)), view(split));
    expect(frames).toEqual([
      { hands: [cards('8h'), cards('8d')], dealer: cards('7c'), hole: true },
      { hands: [cards('8h 3h'), cards('8d')], dealer: cards('7c'), hole: true },
    ]);
    // Doubling the first hand (11) deals it one card, the second hand its second card, then the dealer shows.
    const over = act(act(split, 'double', draw), 'stand', draw);
    expect(revealFrames(frames.at(-1)!, view(over))).toEqual([
      { hands: [cards('8h 3h 9d'), cards('8d')], dealer: cards('7c'), hole: true },
      { hands: [cards('8h 3h 9d'), cards('8d 5c')], dealer: cards('7c'), hole: true },
      { hands: [cards('8h 3h 9d'), cards('8d 5c')], dealer: cards('7c Ts'), hole: false },
    ]);
  });
});
