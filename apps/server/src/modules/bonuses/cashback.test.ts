import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';
import { reconcile, type WalletService } from '../wallet/index.js';
import { createCashbackService, lastEndedPeriod } from './cashback.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

/** A week on: the week of today's bets has ended. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000);
/** A run in batches of one player: so that one can be stopped between two. */
const cashbackRun = (wallet: Pick<WalletService, 'grantBonuses' | 'lossesOver'> = t.services.wallet, now = nextWeek) =>
  createCashbackService({
    db: t.db,
    wallet,
    settings: t.services.settings,
    wagering: t.services.wagering,
    now,
    batchSize: 1,
  });

let n = 0;
async function play(userId: number, bet: number, win: number) {
  const ref = { userId, provider: 'studio', round: `cb-round-${++n}`, bet: `cb-bet-${n}` };
  const { split } = await t.services.wallet.placeBet({ key: `cb-b-${n}`, ...ref, amount: bet });
  if (win) await t.services.wallet.creditWin({ key: `cb-w-${n}`, ...ref, amount: win, stake: split, now: new Date() });
}
async function player(bet: number, win: number) {
  const id = await insertPlayer(t);
  await fund(t, id, 10_000);
  await play(id, bet, win);
  return id;
}
const bonusOf = async (id: number) => (await t.services.wallet.getPlayerBalances(id))!.bonus;

describe('lastEndedPeriod', () => {
  it('is the last whole week, Monday to Sunday (UTC), before now', () => {
    expect(lastEndedPeriod(new Date('2026-11-27T10:00:00Z'), 7)).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(lastEndedPeriod(new Date('2026-11-23T00:00:00Z'), 7)).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(lastEndedPeriod(new Date('2026-11-22T23:59:59Z'), 7)).toEqual({ start: '2026-11-09', end: '2026-11-16' });
    expect(lastEndedPeriod(new Date('2026-11-27T10:00:00Z'), 1)).toEqual({ start: '2026-11-26', end: '2026-11-27' });
  });
});

describe('the cashback run', () => {
  let loser: number;
  let winner: number;
  let small: number;
  let other: number;
  beforeAll(async () => {
    loser = await player(1_000, 200); // lost 8.00: 10 % is 0.80
    other = await player(300, 0);
    winner = await player(100, 500);
    small = await player(9, 0); // 10 % of 0.09 is less than a cent
  });

  it('pays nothing while the operator has it off, and leaves the period to pay later', async () => {
    const stored = await t.services.settings.readStored();
    await t.services.settings.writeStored({ ...stored, bonuses: { ...stored.bonuses, cashbackOn: false } });
    try {
      expect(await cashbackRun().payLastPeriod()).toBe(0);
    } finally {
      await t.services.settings.writeStored(stored);
    }
    expect(await bonusOf(loser)).toBe(0);
  });

  it('killed halfway and run again, or run by two instances at once, pays each loser once', async () => {
    let batches = 0;
    const dying = {
      lossesOver: t.services.wallet.lossesOver,
      grantBonuses: (...batch: Parameters<typeof t.services.wallet.grantBonuses>) => {
        if (++batches > 1) throw new Error('killed');
        return t.services.wallet.grantBonuses(...batch);
      },
    };
    // Other players' losses from other tests in this database may be paid too; ours are checked.
    await expect(cashbackRun(dying).payLastPeriod()).rejects.toThrow('killed');
    expect([await bonusOf(loser), await bonusOf(other)]).toEqual([80, 0]);
    // Both instances read the period as unpaid before either grants: a fast run would
    // otherwise be over (and the period noted) before the other one starts.
    let arrived = 0;
    let bothArrived!: () => void;
    const together = new Promise<void>((resolve) => (bothArrived = resolve));
    const instance = {
      grantBonuses: t.services.wallet.grantBonuses,
      lossesOver: async (from: string, to: string) => {
        const losses = await t.services.wallet.lossesOver(from, to);
        if (++arrived === 2) bothArrived();
        await together;
        return losses;
      },
    };
    const [first, second] = await Promise.all([
      cashbackRun(instance).payLastPeriod(),
      cashbackRun(instance).payLastPeriod(),
    ]);
    expect(first).toBeGreaterThanOrEqual(2);
    expect(second).toBe(first);
    expect(await bonusOf(loser)).toBe(80);
    expect(await bonusOf(other)).toBe(30);
    expect(await bonusOf(winner)).toBe(0);
    expect(await bonusOf(small)).toBe(0);
    const history = await t.services.bonus.history(
      loser,
      { page: 1, page_size: 20, ordering: '-date', is_accrued: true },
      'Cashback',
    );
    expect(history.results).toEqual([
      expect.objectContaining({ type: 'Cashback', amount: 0.8, bonusBalanceAfter: 0.8 }),
    ]);
  });

  it('pays a period once: a later run, even on changed terms, pays no one again', async () => {
    const stored = await t.services.settings.readStored();
    await t.services.settings.writeStored({ ...stored, bonuses: { ...stored.bonuses, cashbackPercent: 50 } });
    try {
      expect(await cashbackRun().payLastPeriod()).toBe(0);
    } finally {
      await t.services.settings.writeStored(stored);
    }
    expect(await bonusOf(loser)).toBe(80);
  });

  it("counts only the period's days: this week's losses wait for this week's end", async () => {
    const late = await player(500, 0);
    expect(await cashbackRun(t.services.wallet, () => new Date()).payLastPeriod()).toBe(0);
    expect(await bonusOf(late)).toBe(0);
  });
});
