import { describe, expect, it } from 'vitest';
import { countStake, maxStakeOf, type RunningWager, uncountStake } from './wagering.rules.js';

const now = new Date('2026-11-27T12:00:00Z');
const wager = (id: number, required: number, changes: Partial<RunningWager> = {}): RunningWager => ({
  id,
  user_id: 1,
  required,
  wagered: 0,
  weights: { slot: 100, table: 10, sports: 0 },
  max_bet: null,
  expires_at: null,
  ...changes,
});

describe('countStake', () => {
  it("counts a stake at its category's weight, floored to the cent", () => {
    const wagers = [wager(1, 10_000)];
    countStake(wagers, 1_000, 'slot', now);
    countStake(wagers, 1_005, 'table', now);
    countStake(wagers, 5_000, 'sports', now);
    countStake(wagers, 5_000, 'live', now); // no weight given: counts nothing
    expect(wagers[0]!.wagered).toBe(1_000 + 100);
  });

  it('fills the oldest requirement first and passes on the part of the stake it did not need', () => {
    const wagers = [wager(1, 1_000, { wagered: 900 }), wager(2, 5_000, { weights: { table: 50 } })];
    // The first needs 100 of table stakes at 10 %: 1,000 of the stake; 1,000 is left for the second at 50 %.
    countStake(wagers, 2_000, 'table', now);
    expect(wagers.map((w) => w.wagered)).toEqual([1_000, 500]);
    // A category the first does not count goes on to the next whole.
    const next = [wager(1, 1_000), wager(2, 5_000, { weights: { sports: 100 } })];
    countStake(next, 700, 'sports', now);
    expect(next.map((w) => w.wagered)).toEqual([0, 700]);
  });

  it('counts nothing towards a requirement past its end or met', () => {
    const wagers = [
      wager(1, 1_000, { expires_at: '2026-11-27T11:59:59Z' }),
      wager(2, 1_000, { wagered: 1_000 }),
      wager(3, 1_000),
    ];
    countStake(wagers, 300, 'slot', now);
    expect(wagers.map((w) => w.wagered)).toEqual([0, 1_000, 300]);
  });
});

describe('uncountStake', () => {
  it('takes a refunded stake off the newest requirement first, never below nothing', () => {
    const wagers = [wager(1, 10_000, { wagered: 4_000 }), wager(2, 10_000, { wagered: 300 })];
    uncountStake(wagers, 1_000, 'slot', now);
    expect(wagers.map((w) => w.wagered)).toEqual([3_300, 0]);
  });

  it('undoes exactly what countStake did within one requirement', () => {
    const wagers = [wager(1, 10_000)];
    countStake(wagers, 1_234, 'table', now);
    uncountStake(wagers, 1_234, 'table', now);
    expect(wagers[0]!.wagered).toBe(0);
  });
});

describe('maxStakeOf', () => {
  it('is the smallest maximum of the running requirements, or none', () => {
    expect(maxStakeOf([wager(1, 1_000)], now)).toBeNull();
    expect(maxStakeOf([wager(1, 1_000, { max_bet: 500 }), wager(2, 1_000, { max_bet: 300 })], now)).toBe(300);
    // A met or ended requirement limits nothing any more.
    const ended = [
      wager(1, 1_000, { max_bet: 100, wagered: 1_000 }),
      wager(2, 1_000, { max_bet: 200, expires_at: '2026-11-01T00:00:00Z' }),
    ];
    expect(maxStakeOf(ended, now)).toBeNull();
  });
});
