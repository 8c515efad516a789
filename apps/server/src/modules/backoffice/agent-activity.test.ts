import type { AgentActivity, LoginResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerOf, subAgentOf } from '../../../test/agents.js';
import { bearer, expectError, expectFieldError, login, post } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { cashier as cashierApi, created, userWithRole } from '../../../test/payments.js';
import { createProvider, fund } from '../../../test/provider.js';
import { signedInStaff } from '../../../test/staff.js';
import { reconcile } from '../wallet/index.js';
import { commissionOn, summariseActivity } from './agent-activity.js';

/**
 * An agent's activity and commission (decision 044) over real money: cashier transfers in and
 * out, a payment deposit, stakes and wins, bonus money turned into cash; a sub-agent's player
 * counted in the tree but not in the agent's commission; every number asserted exactly.
 */
let t: TestApp;
type Signed = Awaited<ReturnType<typeof signedInStaff>>;
let owner: Signed;
let top: Signed;
let middle: Awaited<ReturnType<typeof subAgentOf>>;
const players = {} as Record<'winner' | 'loser' | 'subs' | 'quiet' | 'outside', Awaited<ReturnType<typeof playerOf>>>;
const today = new Date().toISOString().slice(0, 10);
const ACTIVITY = '/api/backoffice/agents/activity/';

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const transfer = (staff: Signed, from: number, to: number, amount: number) =>
  post(
    t,
    '/api/backoffice/transactions/',
    { amount, currency: 'EUR', sender_id: from, recipient_id: to },
    { headers: staff.headers },
  );

beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  owner = await signedInStaff(t, 'O');
  top = await signedInStaff(t, 'A');
  middle = await subAgentOf(t, top);
  const cashier = await signedInStaff(t, 'C');
  players.winner = await playerOf(t, top);
  players.loser = await playerOf(t, top);
  players.quiet = await playerOf(t, top);
  players.subs = await playerOf(t, middle);
  players.outside = await playerOf(t, cashier);
  const studio = await createProvider(t, 'studio');

  // The top agent's player who loses: 100 in by the agent, 10 back out, a stake of 50 that wins 4,
  // and 15 of bonus money exchanged for 5 of cash (the bonus cost).
  await fund(t, top.account.id, 20_000);
  expect((await transfer(top, top.account.id, players.winner.id, 100)).statusCode).toBe(201);
  expect((await transfer(top, players.winner.id, top.account.id, 10)).statusCode).toBe(201);
  await studio.launch(players.winner.id, 'slot-1');
  expect((await studio.bet(players.winner.id, 'w1', 50, 'r-w1', 'slot-1')).status).toBe(200);
  expect((await studio.win(players.winner.id, 'w2', 'w1', 4)).status).toBe(200);
  await t.services.wallet.grantBonus({
    key: 'agent-grant',
    userId: players.winner.id,
    amount: 2_000,
    kind: 'IncreasedBySO',
  });
  await t.services.wallet.exchangeBonus({
    key: 'agent-exchange',
    userId: players.winner.id,
    amount: 1_500,
    cashAmount: 500,
    maxCash: 100_000,
  });

  // The top agent's player who wins: 20 in, a stake of 5 that wins 15.
  expect((await transfer(top, top.account.id, players.loser.id, 20)).statusCode).toBe(201);
  await studio.launch(players.loser.id, 'slot-1');
  expect((await studio.bet(players.loser.id, 'l1', 5, 'r-l1', 'slot-1')).status).toBe(200);
  expect((await studio.win(players.loser.id, 'l2', 'l1', 15)).status).toBe(200);

  // The sub-agent's player: a payment deposit of 50 and a stake of 30 that loses.
  const session = (await login(t, players.subs.username, players.subs.password)).json<LoginResponse>();
  const deposit = created(await cashierApi(t).deposit(bearer(session.access), 'bank-transfer', 50));
  const operator = await userWithRole(t, 'SO');
  expect((await cashierApi(t).act(operator.auth, 'deposit', deposit.id, 'manual_success')).statusCode).toBe(200);
  await studio.launch(players.subs.id, 'slot-1');
  expect((await studio.bet(players.subs.id, 's1', 30, 'r-s1', 'slot-1')).status).toBe(200);

  // A cashier's player outside the tree plays too.
  await fund(t, cashier.account.id, 10_000);
  expect((await transfer(cashier, cashier.account.id, players.outside.id, 40)).statusCode).toBe(201);
  await studio.launch(players.outside.id, 'slot-1');
  expect((await studio.bet(players.outside.id, 'o1', 40, 'r-o1', 'slot-1')).status).toBe(200);

  const rate = (id: number, value: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/agents/${id}/commission/`,
      payload: { rate: value },
      headers: owner.headers,
    });
  expect((await rate(top.account.id, 12.5)).statusCode).toBe(200);
  expect((await rate(middle.account.id, 50)).statusCode).toBe(200);
});

afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

const zero = { deposits: 0, withdrawals: 0, bets: 0, stakes: 0, wins: 0, ggr: 0, bonus_cost: 0, ngr: 0 };

describe("an agent's activity", () => {
  it("shows each player of the tree, the tree's totals, and the commission on the direct players' NGR", async () => {
    const response = await get(`${ACTIVITY}?from=${today}&to=${today}`, top.headers);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<AgentActivity>();
    expect(report.agent).toEqual({ id: top.account.id, username: top.account.username, commission_rate: 12.5 });
    expect([report.from, report.to]).toEqual([today, today]);
    const row = (player: { id: number; username: string }, agentId: number) => ({
      ...zero,
      id: player.id,
      username: player.username,
      agent_id: agentId,
      currency: 'EUR',
    });
    expect(report.players).toEqual([
      {
        ...row(players.winner, top.account.id),
        deposits: 100,
        withdrawals: 10,
        bets: 1,
        stakes: 50,
        wins: 4,
        ggr: 46,
        bonus_cost: 5,
        ngr: 41,
      },
      { ...row(players.subs, middle.account.id), deposits: 50, bets: 1, stakes: 30, ggr: 30, ngr: 30 },
      { ...row(players.loser, top.account.id), deposits: 20, bets: 1, stakes: 5, wins: 15, ggr: -10, ngr: -10 },
    ]);
    expect(report.totals).toEqual([
      {
        currency: 'EUR',
        deposits: 170,
        withdrawals: 10,
        bets: 3,
        stakes: 85,
        wins: 19,
        ggr: 66,
        bonus_cost: 5,
        ngr: 61,
      },
    ]);
    // 12.5 % of the direct players' 41 − 10 = 31: 3.875, floored; the sub-agent's player earns the sub-agent.
    expect(report.commission).toEqual([{ currency: 'EUR', ngr: 31, rate: 12.5, amount: 3.87 }]);
  });

  it("is the sub-agent's own for the sub-agent, who earns on their players; the owner names any agent", async () => {
    const own = (await get(`${ACTIVITY}?from=${today}&to=${today}`, middle.headers)).json<AgentActivity>();
    expect(own.players.map((row) => row.id)).toEqual([players.subs.id]);
    expect(own.commission).toEqual([{ currency: 'EUR', ngr: 30, rate: 50, amount: 15 }]);
    // The top agent may look at their sub-agent's; the owner at anyone's.
    const byTop = (
      await get(`${ACTIVITY}?from=${today}&to=${today}&agent_id=${middle.account.id}`, top.headers)
    ).json();
    expect(byTop).toEqual(own);
    const byOwner = (
      await get(`${ACTIVITY}?from=${today}&to=${today}&agent_id=${top.account.id}`, owner.headers)
    ).json<AgentActivity>();
    expect(byOwner.commission).toEqual([{ currency: 'EUR', ngr: 31, rate: 12.5, amount: 3.87 }]);
  });

  it('refuses an agent above or beside the caller, the owner without an agent, and a bad range', async () => {
    expectError(await get(`${ACTIVITY}?agent_id=${top.account.id}`, middle.headers), 404, 'not_found');
    const other = await signedInStaff(t, 'A');
    expectError(await get(`${ACTIVITY}?agent_id=${top.account.id}`, other.headers), 404, 'not_found');
    expectError(await get(`${ACTIVITY}?agent_id=${players.winner.id}`, owner.headers), 404, 'not_found');
    expectFieldError(await get(ACTIVITY, owner.headers), 'agent_id', 'required');
    expectFieldError(await get(`${ACTIVITY}?from=2026-02-10&to=2026-02-01`, top.headers), 'from', 'invalid');
    expectFieldError(await get(`${ACTIVITY}?from=2026-02-30&to=2026-03-01`, top.headers), 'from', 'invalid_date');
    const cashier = await signedInStaff(t, 'C');
    expectError(await get(ACTIVITY, cashier.headers), 403, 'permission_denied');
  });

  it('is empty over days without money', async () => {
    const report = (await get(`${ACTIVITY}?from=2020-01-01&to=2020-01-31`, top.headers)).json<AgentActivity>();
    expect([report.players, report.totals, report.commission]).toEqual([[], [], []]);
  });
});

describe('the commission rule', () => {
  it('earns nothing on a loss and floors to the minor unit, beyond 2^53 too', () => {
    expect(commissionOn(-5_000, 5_000)).toBe(0);
    expect(commissionOn(0, 5_000)).toBe(0);
    expect(commissionOn(3_100, 1_250)).toBe(387);
    expect(commissionOn(9_000_000_000_000, 9_999)).toBe(8_999_100_000_000);
  });

  it('sums the direct players per currency before the rate: a winner offsets a loser', () => {
    const figures = { deposits: 0, withdrawals: 0, bets: 1, stakes: 0, wins: 0, ggr: 0, bonus_cost: 0 };
    const summary = summariseActivity({
      agentId: 1,
      rateBp: 1_000,
      players: [
        { id: 10, username: 'a', parent_id: 1 },
        { id: 11, username: 'b', parent_id: 1 },
        { id: 12, username: 'c', parent_id: 2 },
        { id: 13, username: 'd', parent_id: 1 },
      ],
      money: [
        { ...figures, user_id: 10, currency: 'EUR', ngr: 10_000 },
        { ...figures, user_id: 11, currency: 'EUR', ngr: -4_000 },
        { ...figures, user_id: 12, currency: 'EUR', ngr: 50_000 },
        { ...figures, user_id: 13, currency: 'TND', ngr: -100 },
        // Not in the tree: left out.
        { ...figures, user_id: 99, currency: 'EUR', ngr: 70_000 },
      ],
    });
    expect(summary.commission).toEqual([
      { currency: 'EUR', ngr: 60, rate: 10, amount: 6 },
      { currency: 'TND', ngr: -1, rate: 10, amount: 0 },
    ]);
    expect(summary.totals.map((total) => [total.currency, total.ngr, total.bets])).toEqual([
      ['EUR', 560, 3],
      ['TND', -1, 1],
    ]);
    expect(summary.players.map((row) => row.id)).toEqual([12, 10, 11, 13]);
  });
});
