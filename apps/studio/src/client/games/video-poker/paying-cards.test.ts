import { describe, expect, it } from 'vitest';
import { categorize } from '../../../engines/table/video-poker/vp.evaluate.js';
import { payingCards } from './paying-cards';

const card = (rank: number, suit: number) => rank * 4 + suit;
const J = 9;
const Q = 10;
const K = 11;
const A = 12;

describe('the cards of the paying hand in video poker', () => {
  const cases: [string, number[], number[]][] = [
    ['a pair of jacks or better: the pair', [card(Q, 2), card(A, 1), card(7, 1), card(K, 2), card(Q, 1)], [0, 4]],
    ['two pair: both pairs', [card(3, 0), card(J, 1), card(3, 2), card(J, 3), card(A, 0)], [0, 1, 2, 3]],
    ['three of a kind: the three', [card(5, 0), card(5, 1), card(2, 2), card(5, 3), card(A, 0)], [0, 1, 3]],
    ['four of a kind: the four', [card(8, 0), card(8, 1), card(8, 2), card(K, 3), card(8, 3)], [0, 1, 2, 4]],
    ['a straight: all five', [card(2, 0), card(3, 1), card(4, 2), card(5, 3), card(6, 0)], [0, 1, 2, 3, 4]],
    ['a full house: all five', [card(4, 0), card(4, 1), card(K, 2), card(K, 3), card(4, 3)], [0, 1, 2, 3, 4]],
    ['a royal flush: all five', [card(A, 2), card(K, 2), card(Q, 2), card(J, 2), card(8, 2)], [0, 1, 2, 3, 4]],
    ['a low pair pays nothing: none', [card(2, 0), card(2, 1), card(7, 2), card(9, 3), card(K, 0)], []],
  ];

  it.each(cases)('%s', (_, hand, expected) => {
    const category = categorize(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
    expect([...payingCards(hand, category)].sort()).toEqual(expected);
  });
});
