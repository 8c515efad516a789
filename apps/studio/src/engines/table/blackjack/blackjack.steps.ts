import type { Rng } from '@casino/fair';
import { Shoe, standardDecks } from '../table.shoe.js';
import { playWithCards, type PlayedHand } from './blackjack.play.js';
import { BLACKJACK_DECKS, handTotal } from './blackjack.rules.js';

/**
 * The blackjack the studio offers: one hand, one stake, HIT and STAND only (no double, no
 * split, no insurance, no surrender); otherwise the rules of blackjack.rules.ts (6 decks,
 * dealer peeks and stands on every 17, blackjack pays 3:2). Offering a single stake keeps
 * the round within the one-bet-one-win money model of the studio's rounds.
 *
 * A hand is replayed from the round's stream and the player's actions so far: the same
 * (seed, nonce) deals the same shoe whatever is asked, so every step is decided by the
 * stream, and a revealed seed plus the recorded actions reproduce the hand.
 */

export type HitStand = 'hit' | 'stand';

/** The hand while it waits for the player: the dealer's hole card stays hidden. */
export interface BlackjackWaiting {
  phase: 'player';
  player: number[];
  playerTotal: number;
  soft: boolean;
  dealer: [number];
}

export interface BlackjackSettled {
  phase: 'done';
  player: number[];
  playerTotal: number;
  dealer: number[];
  dealerTotal: number;
  result: PlayedHand['result'];
  /** Stake included, in the stake's units. */
  payout: number;
}

export type BlackjackState = BlackjackWaiting | BlackjackSettled;

/** An action the hand no longer accepts, or actions that do not fit the hand. */
export class BlackjackActionError extends Error {}

class Waiting {
  constructor(
    readonly cards: readonly number[],
    readonly dealerUp: number,
  ) {}
}

/** Plays the hand as far as `actions` go: waiting for the next decision, or settled. */
export function playHitStand(source: Rng, amount: number, actions: readonly HitStand[]): BlackjackState {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 2 !== 0)
    throw new RangeError('a stake is a positive multiple of 2 (blackjack pays 3:2)');
  const shoe = new Shoe(standardDecks(BLACKJACK_DECKS), source);
  let used = 0;
  try {
    const outcome = playWithCards(
      () => shoe.deal(),
      amount,
      (view) => {
        if (used === actions.length) throw new Waiting(view.cards.slice(), view.dealerUp);
        return actions[used++]!;
      },
    );
    if (used !== actions.length) throw new BlackjackActionError('the hand is over');
    const hand = outcome.hands[0]!;
    return {
      phase: 'done',
      player: hand.cards,
      playerTotal: hand.total,
      dealer: outcome.dealerCards,
      dealerTotal: outcome.dealerTotal,
      result: hand.result,
      payout: outcome.payout,
    };
  } catch (stop) {
    if (!(stop instanceof Waiting)) throw stop;
    const { total, soft } = handTotal(stop.cards);
    return { phase: 'player', player: [...stop.cards], playerTotal: total, soft, dealer: [stop.dealerUp] };
  }
}
