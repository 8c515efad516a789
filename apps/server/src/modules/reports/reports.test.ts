import type { GgrReport, PaymentsReport, PlayersReport } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { addOnlineSystems, cashier, created, userWithRole } from '../../../test/payments.js';
import { createProvider } from '../../../test/provider.js';
import { signedInStaff } from '../../../test/staff.js';
import { reconcile } from '../wallet/index.js';

/**
 * The owner's reports (decision 043) over real activity: a stake, a win, a rolled-back stake,
 * a bonus stake and its win, a conversion of bonus to cash, two currencies, the sportsbook, a
 * deposit, a payout and a pending deposit; every number asserted exactly.
 */
let t: TestApp;
let owner: Record<string, string>;
const today = new Date().toISOString().slice(0, 10);
const range = `from=${today}&to=${today}`;
const REPORTS = '/api/backoffice/reports';

const get = (url: string, headers: Record<string, string> = owner) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  owner = (await signedInStaff(t, 'O')).headers;
  const studio = await createProvider(t, 'studio');
  const sportsbook = await createProvider(t, 'sportsbook');

  // EUR, real money: a stake of 10 that wins 4, and a stake of 5 rolled back.
  const a = await userWithRole(t, 'P', 'EUR', 10_000);
  await studio.launch(a.id, 'slot-1');
  expect((await studio.bet(a.id, 'a1', 10, 'r-a1', 'slot-1')).status).toBe(200);
  expect((await studio.win(a.id, 'a2', 'a1', 4)).status).toBe(200);
  expect((await studio.bet(a.id, 'a3', 5, 'r-a3', 'slot-1')).status).toBe(200);
  expect((await studio.rollback(a.id, 'a4', 'a3')).status).toBe(200);

  // EUR, bonus money: 20 granted, a stake of 8 that wins 3, then 15 of bonus exchanged for 5 of cash.
  const b = await userWithRole(t, 'P', 'EUR');
  await t.services.wallet.grantBonus({ key: 'report-grant', userId: b.id, amount: 2_000, kind: 'IncreasedBySO' });
  await studio.launch(b.id, 'slot-2');
  expect((await studio.bet(b.id, 'b1', 8, 'r-b1', 'slot-2')).status).toBe(200);
  expect((await studio.win(b.id, 'b2', 'b1', 3)).status).toBe(200);
  await t.services.wallet.exchangeBonus({
    key: 'report-exchange',
    userId: b.id,
    amount: 1_500,
    cashAmount: 500,
    maxCash: 100_000,
  });

  // USD, the sportsbook: a stake of 20 that wins 50.
  const c = await userWithRole(t, 'P', 'USD', 5_000);
  await sportsbook.launch(c.id, 'sportsbook');
  expect((await sportsbook.bet(c.id, 'c1', 20, 'r-c1', 'sportsbook')).status).toBe(200);
  expect((await sportsbook.win(c.id, 'c2', 'c1', 50)).status).toBe(200);

  // Payments in EUR: a deposit of 50 and a payout of 30 made by hand, and a deposit of 40 still waiting.
  const api = cashier(t);
  const operator = await userWithRole(t, 'SO');
  const online = await addOnlineSystems(t);
  const d = await userWithRole(t, 'P', 'EUR', 10_000);
  const deposit = created(await api.deposit(d.auth, 'bank-transfer', 50));
  expect((await api.act(operator.auth, 'deposit', deposit.id, 'manual_success')).statusCode).toBe(200);
  const payout = created(await api.payout(d.auth, 'bank-transfer', 30));
  expect((await api.act(operator.auth, 'payout', payout.id, 'manual_success')).statusCode).toBe(200);
  created(await api.deposit(d.auth, online, 40));
});

afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

const zeroBonus = { bonus_stakes: 0, bonus_wins: 0 };

describe('GGR and NGR', () => {
  it('by day: real-money stakes and wins, bonus play beside them, bonus cost and NGR, per currency', async () => {
    const response = await get(`${REPORTS}/ggr/?${range}&by=day`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<GgrReport>();
    const eur = { key: today, provider: null, currency: 'EUR', bets: 1, stakes: 10, wins: 4, ggr: 6 };
    const usd = { key: today, provider: null, currency: 'USD', bets: 1, stakes: 20, wins: 50, ggr: -30 };
    expect(report.rows).toEqual([
      { ...eur, bonus_stakes: 8, bonus_wins: 3, bonus_cost: 5, ngr: 1 },
      { ...usd, ...zeroBonus, bonus_cost: 0, ngr: -30 },
    ]);
    expect(report.totals).toEqual([
      { ...eur, key: 'total', bonus_stakes: 8, bonus_wins: 3, bonus_cost: 5, ngr: 1 },
      { ...usd, key: 'total', ...zeroBonus, bonus_cost: 0, ngr: -30 },
    ]);
  });

  it('by game, provider and sport: GGR per currency, biggest first; one currency when asked', async () => {
    const byGame = (await get(`${REPORTS}/ggr/?${range}&by=game`)).json<GgrReport>();
    expect(byGame.rows.map((row) => [row.currency, row.provider, row.key, row.ggr, row.bonus_stakes])).toEqual([
      ['EUR', 'studio', 'slot-1', 6, 0],
      ['EUR', 'studio', 'slot-2', 0, 8],
      ['USD', 'sportsbook', 'sportsbook', -30, 0],
    ]);
    expect(byGame.rows.every((row) => row.bonus_cost === null && row.ngr === null)).toBe(true);

    const byProvider = (await get(`${REPORTS}/ggr/?${range}&by=provider`)).json<GgrReport>();
    expect(byProvider.rows.map((row) => [row.currency, row.key, row.stakes, row.wins, row.ggr])).toEqual([
      ['EUR', 'studio', 10, 4, 6],
      ['USD', 'sportsbook', 20, 50, -30],
    ]);

    const bySport = (await get(`${REPORTS}/ggr/?${range}&by=sport`)).json<GgrReport>();
    expect(bySport.rows.map((row) => [row.currency, row.provider, row.key, row.ggr])).toEqual([
      ['USD', 'sportsbook', 'sportsbook', -30],
    ]);

    const usdOnly = (await get(`${REPORTS}/ggr/?${range}&by=day&currency=USD`)).json<GgrReport>();
    expect(usdOnly.rows.map((row) => [row.currency, row.ggr])).toEqual([['USD', -30]]);
    expect(usdOnly.totals.map((row) => row.currency)).toEqual(['USD']);
  });

  it('fills every day of the range, quiet days at zero', async () => {
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const report = (await get(`${REPORTS}/ggr/?from=${yesterday}&to=${today}&currency=EUR`)).json<GgrReport>();
    expect(report.rows.map((row) => [row.key, row.ggr, row.ngr])).toEqual([
      [yesterday, 0, 0],
      [today, 6, 1],
    ]);
  });

  it('answers a CSV file, by format=csv or by Accept: text/csv', async () => {
    const response = await get(`${REPORTS}/ggr/?${range}&by=day&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ggr-by-day-${today}-${today}.csv"`);
    expect(response.body.split('\r\n')).toEqual([
      'key,provider,currency,bets,stakes,wins,ggr,bonus_stakes,bonus_wins,bonus_cost,ngr',
      `${today},,EUR,1,10.00,4.00,6.00,8.00,3.00,5.00,1.00`,
      `${today},,USD,1,20.00,50.00,-30.00,0.00,0.00,0.00,-30.00`,
      'total,,EUR,1,10.00,4.00,6.00,8.00,3.00,5.00,1.00',
      'total,,USD,1,20.00,50.00,-30.00,0.00,0.00,0.00,-30.00',
      '',
    ]);
    const byAccept = await get(`${REPORTS}/ggr/?${range}&by=game`, { ...owner, accept: 'text/csv' });
    expect(byAccept.headers['content-disposition']).toContain(`ggr-by-game-${today}-${today}.csv`);
    expect(byAccept.body.split('\r\n')[1]).toBe('slot-1,studio,EUR,1,10.00,4.00,6.00,0.00,0.00,,');
  });
});

describe('payments and active players', () => {
  it('counts and sums successful deposits and payouts per day and currency, and what is pending now', async () => {
    const response = await get(`${REPORTS}/payments/?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<PaymentsReport>();
    const eur = { currency: 'EUR', deposits_count: 1, deposits_sum: 50, payouts_count: 1, payouts_sum: 30 };
    expect(report.rows).toEqual([{ day: today, ...eur }]);
    expect(report.totals).toEqual([eur]);
    expect(report.pending).toEqual([{ direction: 'deposit', currency: 'EUR', count: 1, sum: 40 }]);

    const csv = await get(`${REPORTS}/payments/?${range}&format=csv`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payments-${today}-${today}.csv"`);
    expect(csv.body).toBe(
      `day,currency,deposits_count,deposits_sum,payouts_count,payouts_sum\r\n${today},EUR,1,50.00,1,30.00\r\n`,
    );
    expect((await get(`${REPORTS}/payments/?${range}&currency=USD`)).json<PaymentsReport>()).toMatchObject({
      rows: [],
      pending: [],
    });
  });

  it('counts the distinct players who staked real money (not the bonus-only one)', async () => {
    const report = (await get(`${REPORTS}/players/?${range}`)).json<PlayersReport>();
    expect(report).toEqual({ from: today, to: today, rows: [{ day: today, active: 2 }], active_total: 2 });
    const csv = await get(`${REPORTS}/players/?${range}`, { ...owner, accept: 'text/csv' });
    expect(csv.body).toBe(`day,active\r\n${today},2\r\n`);
  });
});

describe('ranges and roles', () => {
  it('refuses a range backwards, longer than 366 days, or not a date, as field errors', async () => {
    const backwards = await get(`${REPORTS}/ggr/?from=2026-02-02&to=2026-02-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ from: [{ code: 'invalid' }] });
    const long = await get(`${REPORTS}/payments/?from=2025-01-01&to=2026-01-02`);
    expect(long.json()).toMatchObject({ to: [{ code: 'invalid' }] });
    expect((await get(`${REPORTS}/players/?from=2025-01-01&to=2026-01-01`)).statusCode).toBe(200);
    const notADay = await get(`${REPORTS}/players/?from=2026-02-30&to=2026-03-01`);
    expect(notADay.json()).toMatchObject({ from: [{ code: 'invalid_date' }] });
    expect((await get(`${REPORTS}/ggr/?by=week`)).statusCode).toBe(400);
  });

  it('is the owner’s alone', async () => {
    for (const role of ['C', 'A', 'SO', 'SA'] as const) {
      const { headers } = await signedInStaff(t, role);
      for (const path of ['ggr', 'payments', 'players']) {
        expect((await get(`${REPORTS}/${path}/`, headers)).statusCode, `${role} ${path}`).toBe(403);
      }
    }
    const player = await userWithRole(t, 'P');
    expect((await get(`${REPORTS}/ggr/`, player.auth)).statusCode).toBe(403);
    expect((await get(`${REPORTS}/ggr/`, {})).statusCode).toBe(401);
  });
});
