import { beforeAll, describe, expect, it } from 'vitest';
import { created, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';
import { createProvider, fund } from '../../../test/provider.js';
import { SITE_SETTINGS_KEY } from '../settings/index.js';
import { SPORTSBOOK_PROVIDER } from '../sports/index.js';
import type { BonusKind } from '../wallet/index.js';
import { firstDepositBonus } from './first-deposit.service.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let online: string;
usePayments('SO', (world) => ({ t, api, online } = world), { reconcileEachTest: true });
// Off unless the operator offers it: these tests offer as much again as the first deposit.
beforeAll(async () => {
  const stored = await t.services.settings.readStored();
  await t.services.settings.writeStored({ ...stored, bonuses: { ...stored.bonuses, firstDepositPercent: 100 } });
});

type Player = Awaited<ReturnType<typeof userWithRole>>;

// EUR is the default currency (rate 1) and TND's rate is 3.35: the 500 TND cap is 149.26 EUR, ceiled.
const EUR_CAP = 14_926;

const balances = async (id: number) => (await t.services.wallet.getPlayerBalances(id))!;
const movements = async (id: number, kind: BonusKind) =>
  (await t.services.wallet.bonusMovements(id, { kinds: [kind] }, { order: 'date', limit: 50, offset: 0 })).rows.map(
    (row) => row.amount,
  );

/** A deposit started through the cashier, waiting for its processor (20). */
async function pendingDeposit(player: Player, amount: number) {
  return created(await api.deposit(player.auth, online, amount)).id;
}
const pay = (paymentId: number) => t.services.payments.applyOutcome('test-online', { paymentId, outcome: 'success' });
/** A deposit started and paid (30). */
const deposit = async (player: Player, amount: number) => pay(await pendingDeposit(player, amount));

type Stored = Awaited<ReturnType<PaymentsWorld['t']['services']['settings']['readStored']>>;
type BonusSettings = Stored['bonuses'];

/** Runs `body` under changed settings, then puts the stored ones back. */
async function withSettings<T>(change: (stored: Stored) => Stored, body: () => Promise<T>): Promise<T> {
  const stored = await t.services.settings.readStored();
  await t.services.settings.writeStored(change(stored));
  try {
    return await body();
  } finally {
    await t.services.settings.writeStored(stored);
  }
}
const withBonuses = <T>(change: Partial<BonusSettings>, body: () => Promise<T>) =>
  withSettings((stored) => ({ ...stored, bonuses: { ...stored.bonuses, ...change } }), body);

/** The first-deposit bonus wagered `times` over, every kind of stake counting in full. */
const wageredTimes = (times: number): Partial<BonusSettings> => ({
  wagering: {
    FirstDeposit: {
      times,
      weights: { slot: 100, table: 100, live: 100, virtual: 100, sports: 100 },
      maxBets: {},
      expiryDays: null,
    },
  },
});

let casino: Awaited<ReturnType<typeof createProvider>>;
beforeAll(async () => {
  casino = await createProvider(t, 'fd-casino');
  await casino.catalogue();
});
let round = 0;
/** A casino stake of minor units (cash first, then bonus), as a game's provider makes it. */
async function stake(userId: number, amount: number) {
  round += 1;
  await casino.launch(userId);
  const answer = await casino.bet(userId, `fd-bet-${round}`, amount / 100);
  expect(answer.status).toBe(200);
}

const payout = (player: Player, amount: number) => api.payout(player.auth, online, amount);

describe('the rules', () => {
  it('pays the percentage of the deposit, floored to the cent, at most the cap', () => {
    expect(firstDepositBonus(5_000, 100, EUR_CAP)).toBe(5_000);
    expect(firstDepositBonus(20_000, 100, EUR_CAP)).toBe(EUR_CAP);
    expect(firstDepositBonus(333, 50, EUR_CAP)).toBe(166);
    expect(firstDepositBonus(1_000, 1_000, EUR_CAP)).toBe(10_000);
    expect(firstDepositBonus(5_000, 0, EUR_CAP)).toBe(0);
  });

  it('reads stored settings from before the first-deposit bonus with its defaults', async () => {
    const stored = await t.services.settings.readStored();
    const { firstDepositPercent: _p, firstDepositCaps: _c, wagering: _w, ...older } = stored.bonuses;
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...stored, bonuses: older }) })
      .where('key', '=', SITE_SETTINGS_KEY)
      .execute();
    try {
      expect((await t.services.settings.readStored()).bonuses).toMatchObject({
        firstDepositPercent: 0,
        firstDepositCaps: { TND: 50_000 },
        wagering: { FirstDeposit: { times: 1, maxBets: {}, expiryDays: null } },
      });
    } finally {
      await t.services.settings.writeStored(stored);
    }
  });
});

describe('the grant', () => {
  it("pays the first deposit's percentage on the bonus balance, capped in the player's currency", async () => {
    const small = await userWithRole(t);
    await deposit(small, 50);
    expect(await balances(small.id)).toMatchObject({ cash: 5_000, bonus: 5_000 });

    const large = await userWithRole(t);
    await deposit(large, 200);
    expect(await balances(large.id)).toMatchObject({ cash: 20_000, bonus: EUR_CAP });

    // A currency with its own cap takes it as it is.
    const dinars = await userWithRole(t, 'P', 'TND');
    await deposit(dinars, 600);
    expect(await balances(dinars.id)).toMatchObject({ cash: 60_000, bonus: 50_000 });

    await withBonuses({ firstDepositPercent: 50 }, async () => {
      const half = await userWithRole(t);
      await deposit(half, 33.33);
      expect(await balances(half.id)).toMatchObject({ cash: 3_333, bonus: 1_666 });
    });
  });

  it('grants nothing on a second deposit, nor on a duplicate success of the first', async () => {
    const player = await userWithRole(t);
    const first = await pendingDeposit(player, 40);
    await Promise.all([pay(first), pay(first), pay(first)]);
    await deposit(player, 100);
    expect(await balances(player.id)).toMatchObject({ cash: 14_000, bonus: 4_000 });
    expect(await movements(player.id, 'FirstDeposit')).toEqual([4_000]);
  });

  it('grants once when two first deposits succeed at the same time', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const player = await userWithRole(t);
      const [a, b] = [await pendingDeposit(player, 30), await pendingDeposit(player, 40)];
      await Promise.all([pay(a), pay(b)]);
      const after = await balances(player.id);
      expect(after.cash).toBe(7_000);
      expect([3_000, 4_000]).toContain(after.bonus);
      expect(await movements(player.id, 'FirstDeposit')).toEqual([after.bonus]);
    }
  });

  it('grants nothing while the percentage is 0, and a later deposit is no longer the first', async () => {
    const player = await userWithRole(t);
    await withBonuses({ firstDepositPercent: 0 }, () => deposit(player, 50));
    await deposit(player, 50);
    expect(await balances(player.id)).toMatchObject({ cash: 10_000, bonus: 0 });
    expect(await movements(player.id, 'FirstDeposit')).toEqual([]);
  });

  it('leaves a grant already paid under its key as it is, and still credits the deposit', async () => {
    const player = await userWithRole(t);
    // Paid on other terms (another amount) by an earlier run: the replay is refused by the key.
    await t.services.wallet.grantBonus({
      key: `first-deposit:${player.id}`,
      userId: player.id,
      amount: 123,
      kind: 'FirstDeposit',
    });
    await deposit(player, 50);
    expect(await balances(player.id)).toMatchObject({ cash: 5_000, bonus: 123 });
    expect(await movements(player.id, 'FirstDeposit')).toEqual([123]);
  });

  it('rolls back with a deposit the wallet refuses: no bonus without its deposit', async () => {
    const player = await userWithRole(t);
    const id = await pendingDeposit(player, 50);
    // A balance cap below the deposit: the credit is refused, and with it the grant.
    await withSettings(
      (stored) => ({ ...stored, terms: { ...stored.terms, maxBalance: 100 } }),
      () => expect(pay(id)).rejects.toMatchObject({ code: 'transaction_limit' }),
    );
    expect(await balances(player.id)).toMatchObject({ cash: 0, bonus: 0 });
    await pay(id);
    expect(await balances(player.id)).toMatchObject({ cash: 5_000, bonus: 5_000 });
  });
});

describe('the take-back on a withdrawal', () => {
  it('takes back the bonus before it is wagered, and only it: other bonus money stays', async () => {
    const player = await userWithRole(t);
    await deposit(player, 50); // bonus 50.00, to wager once
    await t.services.wallet.grantBonus({
      key: `fd-so-${player.id}`,
      userId: player.id,
      amount: 700,
      kind: 'IncreasedBySO',
    });
    await stake(player.id, 1_000); // 10.00 of cash staked: not enough
    expect(created(await payout(player, 20)).status).toBe(20);
    expect(await balances(player.id)).toMatchObject({ cash: 2_000, held: 2_000, bonus: 700 });
    expect(await movements(player.id, 'DetractedFirstDepositBonusByWithdrawal')).toEqual([-5_000]);

    // Once only: a second withdrawal takes nothing more.
    created(await payout(player, 10));
    expect(await balances(player.id)).toMatchObject({ cash: 1_000, held: 3_000, bonus: 700 });
    expect(await movements(player.id, 'DetractedFirstDepositBonusByWithdrawal')).toEqual([-5_000]);
  });

  it('never takes more than the bonus balance, and leaves it at zero', async () => {
    const player = await userWithRole(t);
    await withBonuses(wageredTimes(5), () => deposit(player, 20)); // 20.00 to wager 100.00
    await stake(player.id, 2_500); // 20.00 of cash, then 5.00 of the bonus
    await fund(t, player.id, 3_000);
    expect(await balances(player.id)).toMatchObject({ cash: 3_000, bonus: 1_500 });
    created(await payout(player, 10));
    expect(await balances(player.id)).toMatchObject({ cash: 2_000, held: 1_000, bonus: 0 });
    expect(await movements(player.id, 'DetractedFirstDepositBonusByWithdrawal')).toEqual([-1_500]);
  });

  it('takes nothing from a bonus balance already spent, and nothing later either', async () => {
    const player = await userWithRole(t);
    await withBonuses(wageredTimes(5), () => deposit(player, 20));
    await stake(player.id, 4_000); // all the cash, then all the bonus
    await fund(t, player.id, 2_000);
    created(await payout(player, 10));
    await t.services.wallet.grantBonus({ key: `fd-cb-${player.id}`, userId: player.id, amount: 300, kind: 'Cashback' });
    created(await payout(player, 10));
    expect(await balances(player.id)).toMatchObject({ cash: 0, held: 2_000, bonus: 300 });
    expect(await movements(player.id, 'DetractedFirstDepositBonusByWithdrawal')).toEqual([]);
  });

  it('takes nothing once the bonus is wagered, sports bets counting as casino ones', async () => {
    const sportsbook = await createProvider(t, SPORTSBOOK_PROVIDER);
    const player = await userWithRole(t);
    await deposit(player, 30); // bonus 30.00, to wager once
    await sportsbook.launch(player.id);
    await stake(player.id, 1_000);
    expect((await sportsbook.bet(player.id, `fd-ticket-${player.id}`, 20)).status).toBe(200);
    await fund(t, player.id, 500);
    created(await payout(player, 5));
    expect(await balances(player.id)).toMatchObject({ cash: 0, held: 500, bonus: 3_000 });
    expect(await movements(player.id, 'DetractedFirstDepositBonusByWithdrawal')).toEqual([]);
  });

  it('counts only stakes since the grant, and no refunded one', async () => {
    const studio = await createProvider(t, 'fd-studio');
    await studio.catalogue();
    const player = await userWithRole(t, 'P', 'EUR', 5_000);
    await studio.launch(player.id);
    // Staked before the grant: it wagers nothing of it.
    expect((await studio.bet(player.id, `fd-before-${player.id}`, 40)).status).toBe(200);
    await deposit(player, 30);
    // Staked after it (20.00 of 30.00), then refunded by the provider: nothing staked after all.
    const bet = `fd-refunded-${player.id}`;
    expect((await studio.bet(player.id, bet, 20)).status).toBe(200);
    expect((await studio.rollback(player.id, `fd-rb-${player.id}`, bet)).status).toBe(200);
    created(await payout(player, 10));
    expect(await balances(player.id)).toMatchObject({ bonus: 0 });
    expect(await movements(player.id, 'DetractedFirstDepositBonusByWithdrawal')).toEqual([-3_000]);
  });

  it('takes nothing back when the payout is refused: the hold and the take-back commit together', async () => {
    const player = await userWithRole(t);
    await deposit(player, 10);
    const refused = await payout(player, 50);
    expect(refused.json()).toMatchObject({ code: 'not_enough_money' });
    expect(await balances(player.id)).toMatchObject({ cash: 1_000, bonus: 1_000 });
    created(await payout(player, 10));
    expect(await balances(player.id)).toMatchObject({ cash: 0, held: 1_000, bonus: 0 });
  });

  it('takes back once when two withdrawals are asked at the same time', async () => {
    const player = await userWithRole(t);
    await deposit(player, 60);
    const answers = await Promise.all([payout(player, 10), payout(player, 10), payout(player, 10)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await balances(player.id)).toMatchObject({ cash: 3_000, held: 3_000, bonus: 0 });
    expect(await movements(player.id, 'DetractedFirstDepositBonusByWithdrawal')).toEqual([-6_000]);
  });
});

describe('the offers page', () => {
  const offers = async (player: Player) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bonus-system/offers/', headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('shows the first-deposit bonus to take, then received with its wagering, then settled by a withdrawal', async () => {
    const player = await userWithRole(t);
    expect(await offers(player)).toMatchObject({
      currency: 'EUR',
      bonusBalance: 0,
      cashback: { on: true, percent: 10, periodDays: 7 },
      firstDeposit: { status: 'available', percent: 100, cap: EUR_CAP / 100, amount: null, wagering: null },
    });
    await deposit(player, 40);
    await stake(player.id, 1_500);
    expect((await offers(player)).firstDeposit).toEqual({
      status: 'received',
      percent: 100,
      cap: EUR_CAP / 100,
      amount: 40,
      wagering: { staked: 15, required: 40, detracted: false },
    });
    expect(created(await payout(player, 10)).id).toBeGreaterThan(0);
    expect((await offers(player)).firstDeposit.wagering).toMatchObject({ detracted: true });
  });

  it('shows it closed to a player who deposited while it was off, and off when the operator has it off', async () => {
    const player = await userWithRole(t);
    await withBonuses({ firstDepositPercent: 0 }, async () => {
      await deposit(player, 20);
      expect((await offers(player)).firstDeposit.status).toBe('off');
    });
    expect((await offers(player)).firstDeposit.status).toBe('closed');
  });
});
