import type { Rng } from '@casino/fair';
import { Shoe, standardDecks } from '../table.shoe.js';
import { CATEGORY_NAMES, MAX_COINS, PAYS_MAX_COINS, ROYAL_PAY_BELOW_MAX, categorize } from './vp.evaluate.js';

/**
 * One round of Jacks or Better 9/6 (paytable in vp.evaluate.ts): a fresh 52-card deck is
 * shuffled from the round's source (lazy Fisher-Yates, table.shoe.ts), five cards are
 * dealt, the player holds any of them, and the replacements are the next cards of the
 * same deck, so the whole round is decided by the one stream whatever the player holds.
 * The stake is 1-5 coins; the payout is in coins.
 */

export interface VideoPokerBet {
  /** 1..5 coins; only 5 coins earn the 800-per-coin royal. */
  coins: number;
}

export interface VideoPokerDeal {
  hand: number[];
  /** The rest of the deck, to draw from. */
  deck: Shoe<number>;
}

export interface VideoPokerOutcome {
  dealt: number[];
  /** Bit i set = dealt[i] held. */
  holdMask: number;
  final: number[];
  category: (typeof CATEGORY_NAMES)[number];
  payout: number;
}

/** Shuffles a fresh deck from the source and deals five cards. */
export function deal(source: Rng): VideoPokerDeal {
  const deck = new Shoe(standardDecks(1), source);
  return { hand: Array.from({ length: 5 }, () => deck.deal()), deck };
}

/** Replaces the cards not held from the same deck and pays the final hand. */
export function draw(dealt: VideoPokerDeal, holdMask: number, bet: VideoPokerBet): VideoPokerOutcome {
  if (!Number.isInteger(bet.coins) || bet.coins < 1 || bet.coins > MAX_COINS) throw new RangeError('bet 1 to 5 coins');
  if (!Number.isInteger(holdMask) || holdMask < 0 || holdMask > 31) throw new RangeError('a hold mask is 0..31');
  const final = dealt.hand.map((card, i) => (holdMask & (1 << i) ? card : dealt.deck.deal()));
  const category = categorize(final[0]!, final[1]!, final[2]!, final[3]!, final[4]!);
  const perCoin = category === 9 && bet.coins < MAX_COINS ? ROYAL_PAY_BELOW_MAX : PAYS_MAX_COINS[category]!;
  return { dealt: dealt.hand, holdMask, final, category: CATEGORY_NAMES[category]!, payout: perCoin * bet.coins };
}

/** Plays a whole round, asking `hold` which cards to keep (a mask over the dealt hand). */
export function play(source: Rng, bet: VideoPokerBet, hold: (hand: readonly number[]) => number): VideoPokerOutcome {
  if (!Number.isInteger(bet.coins) || bet.coins < 1 || bet.coins > MAX_COINS) throw new RangeError('bet 1 to 5 coins');
  const dealt = deal(source);
  return draw(dealt, hold(dealt.hand), bet);
}
