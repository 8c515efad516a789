import { describe, expect, it } from 'vitest';
import { seededRandom } from '../sim.source.js';
import { Shoe, cardName, parseCard, standardDecks } from './table.shoe.js';

describe('the shoe', () => {
  it('deals exactly the cards of rng.shuffle read from the end', () => {
    const cards = standardDecks(2);
    const shuffled = seededRandom(11).shuffle(cards.slice());
    const shoe = new Shoe(cards, seededRandom(11));
    const dealt = Array.from({ length: cards.length }, () => shoe.deal());
    expect(dealt).toEqual(shuffled.reverse());
    expect(() => shoe.deal()).toThrow(RangeError);
  });

  it('names and parses cards', () => {
    for (let c = 0; c < 52; c++) expect(parseCard(cardName(c))).toBe(c);
    expect(cardName(51)).toBe('As');
    expect(() => parseCard('1x')).toThrow(RangeError);
  });
});
