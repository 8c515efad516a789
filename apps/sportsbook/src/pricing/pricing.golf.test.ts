import { describe, expect, it } from 'vitest';
import { topSettle } from '../markets/markets.golf.js';
import { legShares } from './pricing.market.js';
import { fieldOdds } from './pricing.golf.js';
import type { Distribution } from './pricing.types.js';

/** Every combination of totals, each tie for first decided by a fair play-off: the expected winnings of each bet. */
function enumerate(field: Distribution<number>[], places: number[]) {
  const n = field.length;
  const winner = new Array<number>(n).fill(0);
  const top = places.map(() => new Array<number>(n).fill(0));
  const walk = (i: number, totals: number[], mass: number) => {
    if (i < n) {
      for (const { value, p } of field[i]!) walk(i + 1, [...totals, value], mass * p);
      return;
    }
    const best = Math.min(...totals);
    const leaders = totals.flatMap((total, k) => (total === best ? [k] : []));
    for (const k of leaders) winner[k]! += mass / leaders.length;
    places.forEach((count, m) => {
      totals.forEach((own, k) => {
        const ahead = totals.filter((total) => total < own).length;
        const level = totals.filter((total, other) => other !== k && total === own).length;
        // The market's own settlement rule, as a result would be settled.
        top[m]![k]! += mass * legShares(topSettle(count, ahead, level)).wins;
      });
    });
  };
  walk(0, [], 1);
  return { winner, top };
}

const pmf = (...entries: [number, number][]): Distribution<number> => entries.map(([value, p]) => ({ value, p }));

describe('the golf field model', () => {
  it('gives each competitor the winnings that enumerating every finish gives, dead heats included', () => {
    const field = [
      pmf([270, 0.5], [271, 0.3], [272, 0.2]),
      pmf([270, 0.2], [271, 0.6], [272, 0.2]),
      pmf([271, 0.5], [272, 0.5]),
      pmf([270, 0.1], [272, 0.4], [273, 0.5]),
      pmf([271, 1]),
    ];
    const places = [2, 3];
    const exact = fieldOdds(field, places);
    const direct = enumerate(field, places);
    exact.winner.forEach((p, i) => expect(p).toBeCloseTo(direct.winner[i]!, 12));
    places.forEach((count, m) =>
      exact.top.get(count)!.forEach((p, i) => expect(p).toBeCloseTo(direct.top[m]![i]!, 12)),
    );
  });

  it('shares out exactly one winner and N places of a top-N, and the lowest total as a distribution', () => {
    const field = Array.from({ length: 12 }, (_, i) =>
      pmf(
        ...Array.from({ length: 9 }, (_, k): [number, number] => [276 + k - (i % 4), (k + 1) * (9 - k)]).map(
          ([value, weight]): [number, number] => [value, weight / 165],
        ),
      ),
    );
    const odds = fieldOdds(field, [5, 10]);
    expect(odds.winner.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(odds.top.get(5)!.reduce((a, b) => a + b, 0)).toBeCloseTo(5, 12);
    expect(odds.top.get(10)!.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 12);
    expect(odds.winningScore.reduce((sum, { p }) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(Math.min(...odds.winningScore.map(({ value }) => value))).toBe(273);
  });
});
