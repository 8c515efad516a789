import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { FieldValidationError } from '../../lib/app-error.js';
import { reconcile, type StakeSplit } from '../wallet/index.js';

/**
 * Random sequences of what moves a player's bonus balance, and the cash around it: the
 * operator's grants (IncreasedBySO) and take-backs, exchanges of bonus into cash (the bonus
 * service's, on its terms), stakes paid cash first and then bonus, their wins and refunds
 * paid back in the stake's proportions, deposits, and withdrawals (payout holds, paid out or
 * cancelled), run against the real wallet on PostgreSQL and against a model kept in memory.
 * After every step the balances must match the model and the ledger must reconcile.
 */
let t: TestApp;
/** The exchange's terms, set for the test: 3/4 of the bonus, below 200.00 cash, from 1.50 bonus. */
const EXCHANGE = { rate: 0.75, maxCash: 20_000, minBonus: 150 };
beforeAll(async () => {
  t = await build();
  const stored = await t.services.settings.readStored();
  await t.services.settings.writeStored({
    ...stored,
    // Far above what a run can reach: no win is capped, no deposit refused.
    terms: { currency: 'EUR', maxBalance: 100_000_000, maxDailyWinnings: 100_000_000 },
    bonuses: {
      ...stored.bonuses,
      transferBonusBalanceToBalanceOn: true,
      transferBonusBalanceToBalanceRate: EXCHANGE.rate,
      transferBonusBalanceToBalanceMinBalance: EXCHANGE.maxCash,
      exchangeMinimums: { EUR: EXCHANGE.minBonus },
    },
  });
});
afterAll(() => t.close());

interface Model {
  cash: number;
  bonus: number;
  held: number;
  bets: { ref: string; stake: StakeSplit; open: boolean }[];
  holds: { id: number; amount: number; open: boolean }[];
}
interface Real {
  player: number;
  seq: number;
  /** The last keyed call that moved money: sent again, it must move nothing. */
  last: (() => Promise<unknown>) | null;
}

const key = (real: Real, what: string) => `bm-${real.player}-${what}-${++real.seq}`;
const provider = 'studio';

async function check(model: Model, real: Real) {
  const balances = await t.services.wallet.getPlayerBalances(real.player);
  expect({ cash: balances?.cash, bonus: balances?.bonus, held: balances?.held }).toEqual({
    cash: model.cash,
    bonus: model.bonus,
    held: model.held,
  });
  const report = await reconcile(t.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

type Cmd = fc.AsyncCommand<Model, Real>;
const command = (name: string, check_: (m: Model) => boolean, run: (m: Model, r: Real) => Promise<void>): Cmd => ({
  check: check_,
  run: async (m, r) => {
    await run(m, r);
    await check(m, r);
  },
  toString: () => name,
});

/** Runs a keyed call that must succeed, and remembers it as the one to retry. */
async function moved(r: Real, call: () => Promise<unknown>) {
  await call();
  r.last = call;
}

const amount = fc.integer({ min: 1, max: 10_000 });
const open = <T extends { open: boolean }>(items: T[]) => items.filter((item) => item.open);

const commands = [
  fc.integer({ min: 1, max: 15_000 }).map((a) =>
    command(
      `deposit ${a}`,
      () => true,
      async (m, r) => {
        const k = key(r, 'dep');
        await moved(r, () => t.services.wallet.deposit({ key: k, userId: r.player, amount: a, paymentRef: 'model' }));
        m.cash += a;
      },
    ),
  ),
  amount.map((a) =>
    command(
      `grant ${a}`,
      () => true,
      async (m, r) => {
        const k = key(r, 'grant');
        await moved(r, () =>
          t.services.wallet.grantBonus({ key: k, userId: r.player, amount: a, kind: 'IncreasedBySO' }),
        );
        m.bonus += a;
      },
    ),
  ),
  amount.map((a) =>
    command(
      `take back ${a}`,
      () => true,
      async (m, r) => {
        const k = key(r, 'take');
        const call = () =>
          t.services.wallet.takeBackBonus({ key: k, userId: r.player, amount: a, kind: 'IncreasedBySO' });
        if (a > m.bonus)
          return void (await expect(call()).rejects.toMatchObject({ code: 'insufficient_funds_on_bonus_balance' }));
        await moved(r, call);
        m.bonus -= a;
      },
    ),
  ),
  amount.map((a) =>
    command(
      `exchange ${a}`,
      () => true,
      async (m, r) => {
        const k = key(r, 'exchange');
        const call = () => t.services.bonus.exchange(r.player, a / 100, k);
        // 3/4 of the bonus, floored to the cent.
        const cash = Math.floor((a * 3) / 4);
        if (a < EXCHANGE.minBonus || cash === 0)
          return void (await expect(call()).rejects.toBeInstanceOf(FieldValidationError));
        if (m.cash >= EXCHANGE.maxCash)
          return void (await expect(call()).rejects.toMatchObject({ code: 'balance_not_low_enough' }));
        if (a > m.bonus)
          return void (await expect(call()).rejects.toMatchObject({ code: 'insufficient_funds_on_bonus_balance' }));
        const answer = await call();
        r.last = call;
        m.bonus -= a;
        m.cash += cash;
        expect(answer).toMatchObject({
          amount: a / 100,
          cashAmount: cash / 100,
          balance: m.cash / 100,
          bonusBalance: m.bonus / 100,
        });
      },
    ),
  ),
  amount.map((a) =>
    command(
      `bet ${a}`,
      () => true,
      async (m, r) => {
        const ref = key(r, 'bet');
        const call = () =>
          t.services.wallet.placeBet({ key: ref, userId: r.player, provider, round: ref, bet: ref, amount: a });
        if (a > m.cash + m.bonus)
          return void (await expect(call()).rejects.toMatchObject({ code: 'not_enough_money' }));
        await moved(r, call);
        // Cash first, the rest from bonus.
        const cash = Math.min(m.cash, a);
        m.bets.push({ ref, stake: { cash, bonus: a - cash }, open: true });
        m.cash -= cash;
        m.bonus -= a - cash;
      },
    ),
  ),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 20_000 })).map(([i, a]) =>
    command(
      `win #${i} ${a}`,
      (m) => open(m.bets).length > 0,
      async (m, r) => {
        const bet = open(m.bets)[i % open(m.bets).length]!;
        const k = key(r, 'win');
        const ref = { userId: r.player, provider, round: bet.ref, bet: bet.ref };
        await moved(r, () =>
          t.services.wallet.creditWin({ key: k, ...ref, amount: a, stake: bet.stake, now: new Date() }),
        );
        // In the stake's proportions; the bonus part is rounded down.
        const bonus = Math.floor((a * bet.stake.bonus) / (bet.stake.cash + bet.stake.bonus));
        m.bonus += bonus;
        m.cash += a - bonus;
        bet.open = false;
      },
    ),
  ),
  fc.nat().map((i) =>
    command(
      `refund #${i}`,
      (m) => open(m.bets).length > 0,
      async (m, r) => {
        const bet = open(m.bets)[i % open(m.bets).length]!;
        const k = key(r, 'refund');
        const ref = { userId: r.player, provider, round: bet.ref, bet: bet.ref };
        await moved(r, () => t.services.wallet.refundBet({ key: k, ...ref, stake: bet.stake }));
        m.cash += bet.stake.cash;
        m.bonus += bet.stake.bonus;
        bet.open = false;
      },
    ),
  ),
  amount.map((a) =>
    command(
      `withdraw ${a}`,
      () => true,
      async (m, r) => {
        const k = key(r, 'payout');
        const call = () => t.services.wallet.reserve({ key: k, userId: r.player, amount: a, purpose: 'payout' });
        if (a > m.cash) return void (await expect(call()).rejects.toMatchObject({ code: 'not_enough_money' }));
        const { holdId } = await call();
        r.last = call;
        m.holds.push({ id: holdId, amount: a, open: true });
        m.cash -= a;
        m.held += a;
      },
    ),
  ),
  fc.tuple(fc.nat(), fc.boolean()).map(([i, paid]) =>
    command(
      `${paid ? 'pay out' : 'cancel'} withdrawal #${i}`,
      (m) => open(m.holds).length > 0,
      async (m, r) => {
        const hold = open(m.holds)[i % open(m.holds).length]!;
        const k = key(r, paid ? 'post' : 'void');
        await moved(r, () =>
          paid
            ? t.services.wallet.postHold({ key: k, holdId: hold.id, to: 'payment_clearing' })
            : t.services.wallet.voidHold({ key: k, holdId: hold.id }),
        );
        hold.open = false;
        m.held -= hold.amount;
        if (!paid) m.cash += hold.amount;
      },
    ),
  ),
  fc.constant(
    command(
      'retry the last call that moved money',
      () => true,
      async (_m, r) => {
        if (r.last) await r.last();
      },
    ),
  ),
];

it('keeps cash and bonus as the in-memory model over random sequences, and the ledger reconciled', async () => {
  const terms = await t.services.bonus.exchangeTerms(await insertPlayer(t));
  expect(terms).toMatchObject({ enabled: true, rate: EXCHANGE.rate, maxCashBalance: 200, minAmount: 1.5 });
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: 15_000 }),
      fc.nat({ max: 15_000 }),
      fc.commands(commands, { maxCommands: 30, size: 'max' }),
      async (cash, bonus, cmds) => {
        // A player with some cash and some bonus already: most stakes are paid, some from both.
        const player = await insertPlayer(t);
        if (cash)
          await t.services.wallet.deposit({
            key: `bm-${player}-start-cash`,
            userId: player,
            amount: cash,
            paymentRef: 'model',
          });
        if (bonus)
          await t.services.wallet.grantBonus({
            key: `bm-${player}-start-bonus`,
            userId: player,
            amount: bonus,
            kind: 'IncreasedBySO',
          });
        const model: Model = { cash, bonus, held: 0, bets: [], holds: [] };
        await fc.asyncModelRun(() => ({ model, real: { player, seq: 0, last: null } }), cmds);
      },
    ),
    { numRuns: 30 },
  );
}, 60_000);
