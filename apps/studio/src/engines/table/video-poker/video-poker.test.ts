import { describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { seededRandom } from '../../sim.source.js';
import { parseCard } from '../table.shoe.js';
import { CATEGORY_NAMES, PAYS_MAX_COINS, categorize } from './vp.evaluate.js';
import { optimalRtp } from './vp.exact.js';
import { deal, draw, play } from './vp.play.js';
import { VIDEO_POKER_OPTIMAL_RTP } from './vp.rtp.js';
import { bestHold, holdValues } from './vp.strategy.js';

const hand = (text: string) => text.split(' ').map(parseCard);
const category = (text: string) =>
  CATEGORY_NAMES[categorize(...(hand(text) as [number, number, number, number, number]))];
/** The cards kept by the best hold, as text, in hand order. */
const kept = (text: string) => {
  const cards = text.split(' ');
  const { mask } = bestHold(hand(text));
  return cards.filter((_, i) => mask & (1 << i)).join(' ');
};

describe('Jacks or Better 9/6 hands', () => {
  it('evaluates every category', () => {
    expect(category('Ts Js Qs Ks As')).toBe('royal flush');
    expect(category('As 2s 3s 4s 5s')).toBe('straight flush');
    expect(category('9h 9d 9s 9c 2d')).toBe('four of a kind');
    expect(category('9h 9d 9s 2c 2d')).toBe('full house');
    expect(category('2h 7h 9h Jh Ah')).toBe('flush');
    expect(category('Ad 2s 3c 4h 5d')).toBe('straight');
    expect(category('Td Js Qc Kh Ad')).toBe('straight');
    expect(category('Qd Ks Ac 2h 3d')).toBe('nothing'); // no wrap-around straight
    expect(category('7h 7d 7s 2c 3d')).toBe('three of a kind');
    expect(category('7h 7d 3s 3c Ad')).toBe('two pair');
    expect(category('Jh Jd 3s 4c 9d')).toBe('jacks or better');
    expect(category('Th Td 3s 4c 9d')).toBe('nothing');
  });

  it('counts the 2,598,960 hands by category as published', () => {
    // 1,302,540 high-card hands + 760,320 pairs below jacks pay nothing.
    const counts = new Array<number>(10).fill(0);
    for (let e = 4; e < 52; e++)
      for (let d = 3; d < e; d++)
        for (let c = 2; c < d; c++)
          for (let b = 1; b < c; b++) for (let a = 0; a < b; a++) counts[categorize(a, b, c, d, e)]!++;
    expect(counts).toEqual([2_062_860, 337_920, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4]);
  });
});

describe('optimal play', () => {
  it('recomputes the exact optimal-play RTP over all C(52, 5) deals: 99.5439 %', () => {
    const result = optimalRtp();
    expect(result.hands).toBe(2_598_960);
    expect(result.numerator).toBe(VIDEO_POKER_OPTIMAL_RTP.numerator);
    expect(result.denominator).toBe(VIDEO_POKER_OPTIMAL_RTP.denominator);
    expect(result.rtp).toBeCloseTo(0.995439, 6);
  });

  it('values every hold exactly: the tables agree with enumerating all draws', () => {
    for (const text of ['Ts Js Qs 9s 2d', '5c 5d 6h 7s 8c']) {
      const cards = hand(text);
      const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !cards.includes(c));
      const values = holdValues(cards);
      for (const mask of [0, 1, 3, 7, 15, 31, 0b10110, 0b01001]) {
        const held = cards.filter((_, i) => mask & (1 << i));
        let total = 0;
        let draws = 0;
        const pick = (from: number, chosen: number[]) => {
          if (held.length + chosen.length === 5) {
            total += PAYS_MAX_COINS[categorize(...([...held, ...chosen] as [number, number, number, number, number]))]!;
            draws++;
            return;
          }
          for (let i = from; i < rest.length; i++) pick(i + 1, [...chosen, rest[i]!]);
        };
        pick(0, []);
        expect(values[mask]).toMatchObject({ totalPay: total, draws });
      }
    }
  });

  it('finds the known strategy plays', () => {
    expect(kept('Ts Js Qs Ks As')).toBe('Ts Js Qs Ks As'); // a dealt royal
    expect(kept('Ts Js Qs Ks 2s')).toBe('Ts Js Qs Ks'); // 4 to a royal over a dealt flush
    expect(kept('Ts Js Qs Ks Ad')).toBe('Ts Js Qs Ks'); // … and over a dealt straight
    expect(kept('9h 9d 9s 9c 2d')).toBe('9h 9d 9s 9c 2d'); // quads: a tie with the 4, broken by keeping more
    expect(kept('7h 7d 3s 3c Ad')).toBe('7h 7d 3s 3c'); // two pair: draw to the full house
    expect(kept('5c 6d 7h 8s 8c')).toBe('8s 8c'); // a low pair over 4 to an open straight
    expect(kept('Jh Jd 2h 5h 9h')).toBe('Jh Jd'); // a high pair over 4 to a flush
    expect(kept('2h 2d 5h 9h Kh')).toBe('2h 5h 9h Kh'); // 4 to a flush over a low pair
    expect(kept('Qh Jh Th 2h 3c')).toBe('Qh Jh Th'); // 3 to a royal over 4 to a flush
    expect(kept('2c 4d 7h 9s 6c')).toBe(''); // garbage: draw five
    expect(bestHold(hand('Ts Js Qs Ks As')).ev).toBe(800);
  });

  it('a seeded simulation of optimal play lands within 4 standard errors of 99.54 %', () => {
    const rng = seededRandom(9);
    const rounds = 200_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i++) {
      const won = play(rng, { coins: 5 }, (h) => bestHold(h).mask).payout / 5;
      sum += won;
      squares += won * won;
    }
    const mean = sum / rounds;
    const se = Math.sqrt((squares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - VIDEO_POKER_OPTIMAL_RTP.rtp)).toBeLessThan(4 * se);
  });

  it('deals and draws from one fair stream, and pays by coins', () => {
    const a = play(createFairRng('f'.repeat(64), 'poker', 1), { coins: 3 }, () => 0b00101);
    const dealt = deal(createFairRng('f'.repeat(64), 'poker', 1));
    expect(draw(dealt, 0b00101, { coins: 3 })).toEqual(a);
    expect(a.final[0]).toBe(a.dealt[0]);
    expect(a.final[2]).toBe(a.dealt[2]);
    expect(new Set([...a.dealt, ...a.final]).size).toBe(8);
    expect(() => play(seededRandom(1), { coins: 6 }, () => 0)).toThrow(RangeError);
  });
});
