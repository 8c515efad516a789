import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer, signUpAndIn } from '../../../test/players.js';
import { promoteAndSignIn } from '../../../test/staff.js';
import { fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

let grants = 0;
/** A signed-in EUR player with `bonus` and `cash` minor units. */
async function playerWith(bonus: number, cash = 0) {
  const player = await signUpAndIn(t);
  const userId = player.user.id;
  if (bonus) await t.services.wallet.grantBonus({ key: `g-${++grants}`, userId, amount: bonus, kind: 'Cashback' });
  if (cash) await fund(t, userId, cash);
  return { userId, auth: player.auth };
}

const exchange = (auth: Record<string, string>, amount: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bonus-system/bonusbalance-to-balance/',
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });
const get = (auth: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
const balances = async (userId: number) => (await t.services.wallet.getPlayerBalances(userId))!;

describe('the bonus exchange', () => {
  it('tells the player its terms in their currency: 3 EUR of cash at most, 3 TND of bonus at least', async () => {
    const { auth } = await playerWith(1_000);
    expect((await get(auth, '/api/bonus-system/exchange/')).json()).toEqual({
      enabled: true,
      currency: 'EUR',
      rate: 1,
      maxCashBalance: 3,
      minAmount: 0.9,
      balance: 0,
      bonusBalance: 10,
      wageringRunning: false,
    });
  });

  it('moves bonus into cash at the rate, once for a retried request', async () => {
    const { userId, auth } = await playerWith(1_000, 100);
    const done = await exchange(auth, 4.5, 'exchange-once-1');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ amount: 4.5, cashAmount: 4.5, currency: 'EUR', balance: 5.5, bonusBalance: 5.5 });
    expect((await exchange(auth, 4.5, 'exchange-once-1')).json()).toMatchObject({ balance: 5.5, bonusBalance: 5.5 });
    expect(await balances(userId)).toMatchObject({ cash: 550, bonus: 550 });
  });

  it('pays at the operator rate, floored to the cent', async () => {
    const stored = await t.services.settings.readStored();
    await t.services.settings.writeStored({
      ...stored,
      bonuses: { ...stored.bonuses, transferBonusBalanceToBalanceRate: 0.333 },
    });
    try {
      const { auth } = await playerWith(1_000);
      expect((await exchange(auth, 10)).json()).toMatchObject({ amount: 10, cashAmount: 3.33, bonusBalance: 0 });
    } finally {
      await t.services.settings.writeStored(stored);
    }
  });

  it('refuses while cash is not below the threshold, beyond the bonus balance, and below the minimum', async () => {
    const rich = await playerWith(1_000, 300);
    expectError(await exchange(rich.auth, 5), 400, 'balance_not_low_enough');
    const { userId, auth } = await playerWith(1_000, 299);
    expectError(await exchange(auth, 10.01), 400, 'insufficient_funds_on_bonus_balance');
    expectFieldError(await exchange(auth, 0.89), 'amount', 'invalid');
    expectFieldError(await exchange(auth, -1), 'amount', 'invalid');
    expectFieldError(await exchange(auth, 'ten'), 'amount', 'required');
    expect(await balances(userId)).toMatchObject({ cash: 299, bonus: 1_000 });
    expect((await exchange(auth, 0.9)).statusCode).toBe(200);
  });

  it('is closed when the operator switches it off, and to guests and other roles', async () => {
    const { auth } = await playerWith(1_000);
    const stored = await t.services.settings.readStored();
    await t.services.settings.writeStored({
      ...stored,
      bonuses: { ...stored.bonuses, transferBonusBalanceToBalanceOn: false },
    });
    try {
      expectError(await exchange(auth, 5), 403, 'permission_denied');
      expect((await get(auth, '/api/bonus-system/exchange/')).json().enabled).toBe(false);
    } finally {
      await t.services.settings.writeStored(stored);
    }
    expectError(await exchange({}, 5), 401, 'not_authenticated');
    const cashier = await signUpAndIn(t);
    const session = await promoteAndSignIn(t, cashier, 'C');
    expectError(await exchange(session.headers, 5), 403, 'permission_denied');
  });

  it('never overdraws under racing exchanges and bets: each cent leaves the bonus balance once', async () => {
    const { userId, auth } = await playerWith(1_000);
    let n = 0;
    const bet = () =>
      t.services.wallet
        .placeBet({
          key: `race-bet-${userId}-${++n}`,
          userId,
          provider: 'studio',
          round: `r-${n}`,
          bet: `b-${n}`,
          amount: 300,
        })
        .then(
          () => 300,
          () => 0,
        );
    const exchanges = Array.from({ length: 10 }, () =>
      exchange(auth, 3).then((response) => (response.statusCode === 200 ? 300 : 0)),
    );
    const spent = await Promise.all([...exchanges, ...Array.from({ length: 10 }, bet)]);
    const betTotal = spent.slice(10).reduce((sum, amount) => sum + amount, 0);
    const after = await balances(userId);
    expect(after.bonus).toBeGreaterThanOrEqual(0);
    expect(after.cash).toBeGreaterThanOrEqual(0);
    // Every cent of the bonus is still there, became cash, or was staked: none twice, none lost.
    expect(after.bonus + after.cash + betTotal).toBe(1_000);
    expect((await reconcile(t.db)).ok).toBe(true);
  });
});

describe('the bonus and cashback histories', () => {
  it("list the bonus balance's movements with its balance before and after, filtered and ordered", async () => {
    const { userId, auth } = await playerWith(1_000);
    await t.services.wallet.grantBonus({ key: `fd-${userId}`, userId, amount: 250, kind: 'FirstDeposit' });
    expect((await exchange(auth, 2)).statusCode).toBe(200);

    const all = (await get(auth, '/api/bonus-system/bonusbalance/history')).json();
    expect(all.count).toBe(3);
    expect(all.results.map((item: { type: string; amount: number }) => [item.type, item.amount])).toEqual([
      ['TransferBonusesToBalance', -2],
      ['FirstDeposit', 2.5],
      ['Cashback', 10],
    ]);
    expect(all.results[0]).toMatchObject({
      amountCurrency: 'EUR',
      bonusBalanceBefore: 12.5,
      bonusBalanceAfter: 10.5,
      bonusBalanceBeforeCurrency: 'EUR',
      bonusBalanceAfterCurrency: 'EUR',
    });

    const accrued = (await get(auth, '/api/bonus-system/bonusbalance/history?is_accrued=true&ordering=amount')).json();
    expect(accrued.results.map((item: { amount: number }) => item.amount)).toEqual([2.5, 10]);
    const firstDeposit = (await get(auth, '/api/bonus-system/bonusbalance/history?type=FirstDeposit')).json();
    expect(firstDeposit.count).toBe(1);
    const cashback = (await get(auth, '/api/bonus-system/cashback/history?is_accrued=true')).json();
    expect(cashback.results).toEqual([
      expect.objectContaining({ type: 'Cashback', amount: 10, bonusBalanceBefore: 0 }),
    ]);

    const today = new Date().toISOString().slice(0, 10);
    const within = await get(auth, `/api/bonus-system/bonusbalance/history?date_from=${today}&date_to=${today}`);
    expect(within.json().count).toBe(3);
    const before = await get(auth, '/api/bonus-system/bonusbalance/history?date_to=2020-01-01');
    expect(before.json().count).toBe(0);
    const paged = (await get(auth, '/api/bonus-system/bonusbalance/history?page=2&page_size=2')).json();
    expect(paged).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(paged.results).toHaveLength(1);
  });

  it('show a player their own movements only, and refuse filters they cannot read', async () => {
    const mine = await playerWith(500);
    const theirs = await playerWith(700);
    const list = (await get(mine.auth, '/api/bonus-system/bonusbalance/history')).json();
    expect(list.results.map((item: { amount: number }) => item.amount)).toEqual([5]);
    expect(theirs.userId).not.toBe(mine.userId);
    for (const query of ['date_from=2024-02-30', 'type=Nothing', 'is_accrued=yes', 'ordering=id', 'page=0']) {
      const response = await get(mine.auth, `/api/bonus-system/bonusbalance/history?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('bonus money granted by hand', () => {
  async function staff(role: 'SO' | 'O' | 'C') {
    const user = await signUpAndIn(t);
    return (await promoteAndSignIn(t, user, role)).headers;
  }
  const manual = (auth: Record<string, string>, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/backoffice/bonuses/',
      headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });

  it('is granted and taken back by the site operator or the owner, once per key, never below zero', async () => {
    const { userId } = await playerWith(0);
    const operator = await staff('SO');
    const granted = await manual(operator, { user_id: userId, amount: 20, type: 'IncreasedBySO' }, 'grant-by-so-1');
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json()).toEqual({ user_id: userId, currency: 'EUR', bonusBalance: 20 });
    await manual(operator, { user_id: userId, amount: 20, type: 'IncreasedBySO' }, 'grant-by-so-1');
    const owner = await staff('O');
    expect((await manual(owner, { user_id: userId, amount: -5, type: 'IncreasedByOwner' })).json().bonusBalance).toBe(
      15,
    );
    expectError(
      await manual(owner, { user_id: userId, amount: -15.01, type: 'IncreasedByOwner' }),
      400,
      'insufficient_funds_on_bonus_balance',
    );
    expect(await balances(userId)).toMatchObject({ bonus: 1_500 });
  });

  it("keeps the operator's comment in the audit log, with the grant", async () => {
    const { userId } = await playerWith(0);
    const owner = await staff('O');
    const comment = 'Goodwill after the outage of 12 May';
    const granted = await manual(owner, { user_id: userId, amount: 3, type: 'IncreasedByOwner', comment });
    expect(granted.statusCode, granted.body).toBe(201);
    const log = (await get(owner, '/api/backoffice/audit/?page_size=100')).json<{
      results: { action: string; request: { user_id?: number; comment?: string } }[];
    }>();
    const entry = log.results.find(
      (row) => row.action === 'POST /api/backoffice/bonuses/' && row.request.user_id === userId,
    );
    expect(entry?.request.comment).toBe(comment);
    const tooLong = await manual(owner, {
      user_id: userId,
      amount: 3,
      type: 'IncreasedByOwner',
      comment: 'x'.repeat(501),
    });
    expectFieldError(tooLong, 'comment', 'too_long');
  });

  it("is booked as the granting role's type, and no other", async () => {
    const { userId } = await playerWith(0);
    expectFieldError(
      await manual(await staff('SO'), { user_id: userId, amount: 5, type: 'IncreasedByOwner' }),
      'type',
      'invalid',
    );
    expectFieldError(
      await manual(await staff('O'), { user_id: userId, amount: 5, type: 'IncreasedBySO' }),
      'type',
      'invalid',
    );
  });

  it('is refused to players and cashiers, and for a type that is not a grant by hand', async () => {
    const { userId, auth } = await playerWith(0);
    expectError(await manual(auth, { user_id: userId, amount: 5, type: 'IncreasedBySO' }), 403, 'permission_denied');
    expectError(
      await manual(await staff('C'), { user_id: userId, amount: 5, type: 'IncreasedBySO' }),
      403,
      'permission_denied',
    );
    const response = await manual(await staff('O'), { user_id: userId, amount: 5, type: 'Cashback' });
    expect(response.statusCode).toBe(400);
  });
});

it('keeps the exchange minimum per currency, converting it for the others (ceiled)', async () => {
  const tnd = await insertPlayer(t, 'TND');
  expect(await t.services.bonus.exchangeTerms(tnd)).toMatchObject({
    currency: 'TND',
    minAmount: 3,
    maxCashBalance: 10.05,
  });
  const usd = await insertPlayer(t, 'USD');
  // 3 TND at 3.35 TND and 1.08 USD a euro: 0.9671… USD, ceiled to 0.97.
  expect(await t.services.bonus.exchangeTerms(usd)).toMatchObject({ currency: 'USD', minAmount: 0.97 });
});
