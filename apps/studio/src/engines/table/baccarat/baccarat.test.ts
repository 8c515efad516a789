import { describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { seededRandom } from '../../sim.source.js';
import { parseCard } from '../table.shoe.js';
import { baccaratEdges, exactCoupCounts, shoeValueCounts } from './baccarat.exact.js';
import { dealCoup, play } from './baccarat.play.js';
import { bankerDraws } from './baccarat.rules.js';

describe('baccarat, exact over the 8-deck shoe', () => {
  const counts = exactCoupCounts(shoeValueCounts(8));
  const edges = baccaratEdges(counts);

  it('accounts for every ordered deal', () => {
    expect(counts.player + counts.banker + counts.tie).toBe(counts.total);
    expect(counts.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
  });

  it('has the published house edges: banker 1.0579 %, player 1.2351 %, tie 14.3596 %', () => {
    expect(edges.banker * 100).toBeCloseTo(1.0579, 4);
    expect(edges.player * 100).toBeCloseTo(1.2351, 4);
    expect(edges.tie * 100).toBeCloseTo(14.3596, 4);
    // Probabilities: player 44.6247 %, banker 45.8597 %, tie 9.5156 %.
    expect((counts.player / counts.total) * 100).toBeCloseTo(44.6247, 4);
    expect((counts.banker / counts.total) * 100).toBeCloseTo(45.8597, 4);
    expect((counts.tie / counts.total) * 100).toBeCloseTo(9.5156, 4);
  });

  it('a seeded simulation agrees with the exact probabilities', () => {
    const rng = seededRandom(8);
    const rounds = 30_000;
    let banker = 0;
    for (let i = 0; i < rounds; i++) if (play(rng, { player: 0, banker: 20, tie: 0 }).winner === 'banker') banker++;
    const p = counts.banker / counts.total;
    expect(Math.abs(banker / rounds - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
  });
});

describe('baccarat rounds', () => {
  const deal = (cards: string[]) => {
    const queue = cards.map(parseCard);
    return dealCoup(() => queue.shift()!);
  };

  it('applies the third-card rules', () => {
    // Player 2+3 = 5 draws a 4 (9); banker 5+Q = 5 draws on a player 4.
    expect(deal(['2c', '5d', '3h', 'Qs', '4c', '2d'])).toMatchObject({
      playerTotal: 9,
      bankerTotal: 7,
      winner: 'player',
    });
    // Natural 8 for the banker: nobody draws.
    expect(deal(['2c', '4d', '3h', '4s'])).toMatchObject({
      playerCards: [parseCard('2c'), parseCard('3h')],
      playerTotal: 5,
      bankerTotal: 8,
    });
    // Player stands on 7, banker draws on 5.
    expect(deal(['7c', '2d', 'Kh', '3s', '9c']).bankerCards).toHaveLength(3);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(6, 7)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });

  it('pays 1:1, 19:20 and 8:1 with pushes on a tie, reproducibly', () => {
    const bet = { player: 10, banker: 40, tie: 5 };
    for (let nonce = 0; nonce < 50; nonce++) {
      const round = play(createFairRng('e'.repeat(64), 'baccarat', nonce), bet);
      expect(play(createFairRng('e'.repeat(64), 'baccarat', nonce), bet)).toEqual(round);
      expect(round.totalBet).toBe(55);
      expect(round.payout).toBe({ player: 20, banker: 78, tie: 95 }[round.winner]);
    }
    expect(() => play(seededRandom(1), { player: 0, banker: 30, tie: 0 })).toThrow(RangeError);
    expect(() => play(seededRandom(1), { player: 0, banker: 0, tie: 0 })).toThrow(RangeError);
  });
});
