import { describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { seededRandom } from '../../sim.source.js';
import { play } from './roulette.play.js';
import { PLACEMENTS, ROULETTE_PAYS, isLegalPlacement, pocketColor, type RouletteBetKind } from './roulette.rules.js';
import { rouletteRtp } from './roulette.rtp.js';

const KINDS = Object.keys(ROULETTE_PAYS) as RouletteBetKind[];

describe('European roulette', () => {
  it.each(KINDS)('%s: RTP is exactly 36/37 over the 37 pockets', (kind) => {
    const { returned, staked } = rouletteRtp(kind);
    // returned / staked = 36 / 37, in integers: no rounding anywhere.
    expect(returned * 37).toBe(staked * 36);
  });

  it('has the standard number of placements and coverage', () => {
    const counts = Object.fromEntries(KINDS.map((k) => [k, PLACEMENTS[k].length]));
    expect(counts).toEqual({
      straight: 37,
      split: 60, // 57 on the grid + 0-1, 0-2, 0-3
      street: 14, // 12 rows + 0-1-2, 0-2-3
      corner: 23, // 22 on the grid + 0-1-2-3
      sixLine: 11,
      column: 3,
      dozen: 3,
      red: 1,
      black: 1,
      even: 1,
      odd: 1,
      low: 1,
      high: 1,
    });
    for (const kind of KINDS)
      for (const numbers of PLACEMENTS[kind]) expect(36 / numbers.length - 1).toBe(ROULETTE_PAYS[kind]);
    expect(pocketColor(0)).toBe('green');
    expect(pocketColor(1)).toBe('red');
    expect(pocketColor(2)).toBe('black');
  });

  it('refuses illegal placements and stakes', () => {
    expect(isLegalPlacement('split', [3, 4])).toBe(false); // not adjacent on the layout
    expect(isLegalPlacement('split', [20, 17])).toBe(true);
    expect(isLegalPlacement('corner', [3, 4, 6, 7])).toBe(false);
    const rng = seededRandom(1);
    expect(() => play(rng, [{ kind: 'split', numbers: [3, 4], amount: 1 }])).toThrow(RangeError);
    expect(() => play(rng, [{ kind: 'straight', numbers: [7], amount: 1.5 }])).toThrow(RangeError);
    expect(() => play(rng, [])).toThrow(RangeError);
  });

  it('settles several bets on one pocket from the fair stream, reproducibly', () => {
    const bets = [
      { kind: 'straight' as const, numbers: [17], amount: 10 },
      { kind: 'red' as const, numbers: PLACEMENTS.red[0]!, amount: 20 },
      { kind: 'dozen' as const, numbers: PLACEMENTS.dozen[1]!, amount: 5 },
    ];
    const a = play(createFairRng('a'.repeat(64), 'roulette', 3), bets);
    expect(play(createFairRng('a'.repeat(64), 'roulette', 3), bets)).toEqual(a);
    expect(a.totalBet).toBe(35);
    expect(a.payout).toBe(a.bets.reduce((s, b) => s + b.payout, 0));
    const straight = play(seededRandom(5), [{ kind: 'straight', numbers: [0], amount: 3 }]);
    expect(straight.payout).toBe(straight.pocket === 0 ? 108 : 0);
  });
});
