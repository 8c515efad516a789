import type { Rng } from '@casino/fair';

/**
 * A shoe of cards dealt by a lazy Fisher-Yates shuffle. Dealing card k performs step k of
 * rng.shuffle (i = n-1-k, j = int(i + 1), swap) and returns items[i], so the cards dealt
 * are exactly the last cards of `rng.shuffle(items)` read from the end, while a round that
 * needs 6 cards of a 416-card shoe reads 6 random integers instead of 415. Every table
 * game deals through this one shuffle.
 */
export class Shoe<T> {
  private readonly items: T[];
  private remaining: number;

  constructor(
    items: readonly T[],
    private readonly rng: Rng,
  ) {
    this.items = items.slice();
    this.remaining = this.items.length;
  }

  /** The number of cards not dealt yet. */
  get size(): number {
    return this.remaining;
  }

  /** Deals the next card (one Fisher-Yates step). */
  deal(): T {
    if (this.remaining === 0) throw new RangeError('the shoe is empty');
    const i = --this.remaining;
    const j = this.rng.int(i + 1);
    const card = this.items[j]!;
    this.items[j] = this.items[i]!;
    this.items[i] = card;
    return card;
  }
}

/** `decks` standard 52-card decks as card indices 0..51 (rank = card >> 2, 0 = two .. 12 = ace; suit = card & 3). */
export function standardDecks(decks: number): number[] {
  const cards: number[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) cards.push(c);
  return cards;
}

const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';

/** A card index as text, e.g. 51 -> 'As', 0 -> '2c'. */
export function cardName(card: number): string {
  return RANKS[card >> 2]! + SUITS[card & 3]!;
}

/** Parses 'As', 'Td', '2c' into a card index. */
export function parseCard(text: string): number {
  const rank = RANKS.indexOf(text[0]!.toUpperCase());
  const suit = SUITS.indexOf(text[1]!.toLowerCase());
  if (text.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card: ${text}`);
  return rank * 4 + suit;
}
