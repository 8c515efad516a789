import type { Jackpot } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { amountAt, startGrowth } from './growth';
import { visibleJackpots } from './visible-jackpots';

const jackpot = (name: Jackpot['name'], currency: string | null = 'EUR'): Jackpot => ({
  id: 1,
  amount: 10,
  winner: null,
  name,
  currency,
  serverSeedHash: 'h',
});

describe('visibleJackpots', () => {
  it('keeps the player’s currency and none, in the order silver, gold, diamond, bronze', () => {
    const all = [
      jackpot('bronze'),
      jackpot('gold', 'USD'),
      jackpot('diamond', null),
      jackpot('silver'),
      jackpot('gold'),
    ];
    expect(visibleJackpots(all, 'EUR').map((j) => [j.name, j.currency])).toEqual([
      ['silver', 'EUR'],
      ['gold', 'EUR'],
      ['diamond', null],
      ['bronze', 'EUR'],
    ]);
    expect(visibleJackpots(all, null)).toHaveLength(5);
  });
});

describe('growth', () => {
  it('climbs from what was shown to the new amount over the interval, by whole cents', () => {
    const growth = startGrowth(100, 101, 1_000, 10_000);
    expect(amountAt(growth, 1_000)).toBe(100);
    expect(amountAt(growth, 6_000)).toBe(100.5);
    expect(amountAt(growth, 6_001)).toBe(100.5);
    expect(amountAt(growth, 11_000)).toBe(101);
    expect(amountAt(growth, 50_000)).toBe(101);
  });

  it('shows the first amount and a drop at once', () => {
    expect(amountAt(startGrowth(null, 250.37, 0, 10_000), 0)).toBe(250.37);
    expect(amountAt(startGrowth(5_000, 10, 0, 10_000), 0)).toBe(10);
  });
});
