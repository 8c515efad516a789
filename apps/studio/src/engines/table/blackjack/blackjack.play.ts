import type { Rng } from '@casino/fair';
import { Shoe, standardDecks } from '../table.shoe.js';
import { BLACKJACK_DECKS, MAX_HANDS, cardPoints, handTotal, isBlackjack } from './blackjack.rules.js';

/** One round of blackjack (rules in blackjack.rules.ts); amounts in integer units. */

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

/** What the player sees when asked to act on a hand. */
export interface PlayerView {
  cards: readonly number[];
  dealerUp: number;
  canDouble: boolean;
  canSplit: boolean;
}

export type Decide = (view: PlayerView) => BlackjackAction;

export interface PlayedHand {
  cards: number[];
  stake: number;
  doubled: boolean;
  total: number;
  result: 'blackjack' | 'win' | 'push' | 'lose';
  payout: number;
}

export interface BlackjackOutcome {
  hands: PlayedHand[];
  dealerCards: number[];
  dealerTotal: number;
  totalBet: number;
  payout: number;
}

interface OpenHand {
  cards: number[];
  stake: number;
  doubled: boolean;
  splitAces: boolean;
}

/** Shuffles a fresh shoe from the source and plays the round, asking `decide` for every player decision. */
export function play(source: Rng, bet: { amount: number }, decide: Decide): BlackjackOutcome {
  const { amount } = bet;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 2 !== 0)
    throw new RangeError('a stake is a positive multiple of 2 (blackjack pays 3:2)');
  const shoe = new Shoe(standardDecks(BLACKJACK_DECKS), source);
  return playWithCards(() => shoe.deal(), amount, decide);
}

/** Plays a round dealing from `next` (the shoe, or a fixed sequence in tests). */
export function playWithCards(next: () => number, amount: number, decide: Decide): BlackjackOutcome {
  const shoe = { deal: next };
  const first = [shoe.deal()];
  const dealerCards = [shoe.deal()];
  first.push(shoe.deal());
  dealerCards.push(shoe.deal());
  const dealerUp = dealerCards[0]!;

  // The peek, and a player blackjack: settled before any decision.
  const playerBj = isBlackjack(first);
  if (playerBj || isBlackjack(dealerCards)) {
    const result = playerBj && isBlackjack(dealerCards) ? 'push' : playerBj ? 'blackjack' : 'lose';
    const payout = result === 'push' ? amount : result === 'blackjack' ? (amount * 5) / 2 : 0;
    const hand: PlayedHand = {
      cards: first,
      stake: amount,
      doubled: false,
      total: handTotal(first).total,
      result,
      payout,
    };
    return { hands: [hand], dealerCards, dealerTotal: handTotal(dealerCards).total, totalBet: amount, payout };
  }

  const hands: OpenHand[] = [{ cards: first, stake: amount, doubled: false, splitAces: false }];
  for (let i = 0; i < hands.length; i++) {
    const hand = hands[i]!;
    if (hand.cards.length === 1) hand.cards.push(shoe.deal()); // the second card of a split hand
    if (hand.splitAces) continue; // one card each, nothing more
    for (;;) {
      const { total } = handTotal(hand.cards);
      if (total >= 21) break;
      const two = hand.cards.length === 2;
      const canSplit = two && cardPoints(hand.cards[0]!) === cardPoints(hand.cards[1]!) && hands.length < MAX_HANDS;
      const action = decide({ cards: hand.cards, dealerUp, canDouble: two, canSplit });
      if (action === 'stand') break;
      if (action === 'hit') hand.cards.push(shoe.deal());
      else if (action === 'double') {
        if (!two) throw new RangeError('double only on two cards');
        hand.stake *= 2;
        hand.doubled = true;
        hand.cards.push(shoe.deal());
        break;
      } else if (action === 'split') {
        if (!canSplit) throw new RangeError('this hand cannot be split');
        const aces = cardPoints(hand.cards[0]!) === 1;
        const moved = hand.cards.pop()!;
        hands.splice(i + 1, 0, { cards: [moved], stake: amount, doubled: false, splitAces: aces });
        hand.splitAces = aces;
        hand.cards.push(shoe.deal());
        if (aces) break;
      } else throw new RangeError(`unknown action ${String(action)}`);
    }
  }

  // The dealer plays only if some hand is still standing.
  const standing = hands.some((h) => handTotal(h.cards).total <= 21);
  while (standing && handTotal(dealerCards).total < 17) dealerCards.push(shoe.deal());
  const dealerTotal = handTotal(dealerCards).total;
  let totalBet = 0;
  let payout = 0;
  const played = hands.map((h): PlayedHand => {
    const total = handTotal(h.cards).total;
    const result =
      total > 21 ? 'lose' : dealerTotal > 21 || total > dealerTotal ? 'win' : total === dealerTotal ? 'push' : 'lose';
    const paid = result === 'win' ? h.stake * 2 : result === 'push' ? h.stake : 0;
    totalBet += h.stake;
    payout += paid;
    return { cards: h.cards, stake: h.stake, doubled: h.doubled, total, result, payout: paid };
  });
  return { hands: played, dealerCards, dealerTotal, totalBet, payout };
}
