import type {
  AgentActivity,
  AgentCommissionPaid,
  AgentCommissionPaymentList,
  AgentSummary,
  GgrReport,
  StaffLoginResponse,
} from '@casino/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerOf, subAgentOf } from '../../../test/agents.js';
import { bearer, expectError, expectFieldError, post } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { createProvider, fund } from '../../../test/provider.js';
import { codeNow, signedInStaff, staffLogin } from '../../../test/staff.js';
import { reconcile } from '../wallet/index.js';

/**
 * Paying an agent's commission (decision 044): the activity's amount, credited once from the house
 * to the agent's cash, the period recorded; every way to pay twice refused, by the database too.
 */
let t: TestApp;
type Signed = Awaited<ReturnType<typeof signedInStaff>>;
let owner: Signed;
let top: Signed;
let sub: Awaited<ReturnType<typeof subAgentOf>>;
let quiet: Signed;
const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
const ggrBefore: { json?: GgrReport } = {};

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const paymentsUrl = (agentId: number) => `/api/backoffice/agents/${agentId}/commission/payments/`;
const pay = (agentId: number, body: object, headers = owner.headers) =>
  post(t, paymentsUrl(agentId), body, { headers });
const todayInEur = { from: today, to: today, currency: 'EUR' };
const ggrUrl = `/api/backoffice/reports/ggr/?from=${today}&to=${today}`;

/** The agent's cash: cached, and as the ledger's transfers make it. */
async function cashOf(agentId: number) {
  const { rows } = await sql<{ balance: number; derived: string }>`
    SELECT a.balance,
      coalesce((SELECT sum(amount) FROM wallet_transfers WHERE to_account_id = a.id), 0)
        - coalesce((SELECT sum(amount) FROM wallet_transfers WHERE from_account_id = a.id), 0) AS derived
    FROM wallet_accounts a WHERE a.user_id = ${agentId} AND a.kind = 'cash'`.execute(t.db);
  return { balance: rows[0]!.balance, derived: Number(rows[0]!.derived) };
}

beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  owner = await signedInStaff(t, 'O');
  top = await signedInStaff(t, 'A');
  sub = await subAgentOf(t, top);
  quiet = await signedInStaff(t, 'A');
  const studio = await createProvider(t, 'studio');

  // The top agent's player loses 46 (a stake of 50 that wins 4); the sub-agent's loses 30.
  await fund(t, top.account.id, 20_000);
  const player = await playerOf(t, top);
  const transfer = await post(
    t,
    '/api/backoffice/transactions/',
    { amount: 100, currency: 'EUR', sender_id: top.account.id, recipient_id: player.id },
    { headers: top.headers },
  );
  expect(transfer.statusCode, transfer.body).toBe(201);
  await studio.launch(player.id, 'slot-1');
  expect((await studio.bet(player.id, 'p1', 50, 'r-p1', 'slot-1')).status).toBe(200);
  expect((await studio.win(player.id, 'p2', 'p1', 4)).status).toBe(200);
  const subsPlayer = await playerOf(t, sub);
  await fund(t, subsPlayer.id, 3_000);
  await studio.launch(subsPlayer.id, 'slot-1');
  expect((await studio.bet(subsPlayer.id, 's1', 30, 'r-s1', 'slot-1')).status).toBe(200);

  for (const [agent, rate] of [
    [top.account.id, 12.5],
    [sub.account.id, 50],
    [quiet.account.id, 10],
  ] as const) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/agents/${agent}/commission/`,
      payload: { rate },
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const ggr = await get(ggrUrl, owner.headers);
  expect(ggr.statusCode, ggr.body).toBe(200);
  ggrBefore.json = ggr.json<GgrReport>();
});

afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

describe("paying an agent's commission", () => {
  it('refuses a period that is not over yet: its later money could never be paid', async () => {
    expectFieldError(await pay(top.account.id, todayInEur), 'to', 'invalid');
    expect((await cashOf(top.account.id)).balance).toBe(20_000 - 10_000);
  });

  describe('once the period is over', () => {
    beforeAll(async () => {
      // The platform's clock moves to tomorrow: today's money is now a past period's.
      t.clock.advance(DAY_MS);
      for (const staff of [owner, top, sub, quiet]) {
        const again = await staffLogin(t, staff.account.username, staff.secret ? codeNow(t, staff.secret) : undefined);
        expect(again.statusCode, again.body).toBe(200);
        staff.headers = bearer(again.json<StaffLoginResponse>().access);
      }
    });

    it("credits the activity's amount once, from the house to the agent's cash, with its record", async () => {
      const activity = (
        await get(
          `/api/backoffice/agents/activity/?from=${today}&to=${today}&agent_id=${top.account.id}`,
          owner.headers,
        )
      ).json<AgentActivity>();
      expect(activity.commission).toEqual([{ currency: 'EUR', ngr: 46, rate: 12.5, amount: 5.75 }]);
      const before = await cashOf(top.account.id);

      // Five requests at once for the same period: one pays, the others are told it is paid.
      const attempts = await Promise.all(Array.from({ length: 5 }, () => pay(top.account.id, todayInEur)));
      expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const paid = attempts.find((response) => response.statusCode === 201)!;
      for (const refused of attempts.filter((response) => response !== paid))
        expectError(refused, 409, 'already_exists');
      const payment = paid.json<AgentCommissionPaid>();
      expect(payment).toMatchObject({
        agent_id: top.account.id,
        currency: 'EUR',
        from: today,
        to: today,
        ngr: 46,
        rate: 12.5,
        amount: 5.75,
        paid_by: owner.account.id,
        paid_by_username: owner.account.username,
        balance: (before.balance + 575) / 100,
      });

      // A retry after the success pays nothing more.
      expectError(await pay(top.account.id, todayInEur), 409, 'already_exists');

      // One transfer, from the house, as IncreasedByOwner; the cached balance is the ledger's.
      const transfers = await t.db
        .selectFrom('wallet_transfers as t')
        .innerJoin('wallet_accounts as f', 'f.id', 't.from_account_id')
        .innerJoin('wallet_accounts as a', 'a.id', 't.to_account_id')
        .innerJoin('wallet_operations as o', 'o.id', 't.operation_id')
        .select([
          't.amount',
          't.kind',
          't.currency',
          'f.kind as from_kind',
          'f.user_id as from_user',
          'o.idempotency_key',
        ])
        .where('a.user_id', '=', top.account.id)
        .where('a.kind', '=', 'cash')
        .where('t.kind', '=', 'IncreasedByOwner')
        .execute();
      expect(transfers).toEqual([
        {
          amount: 575,
          kind: 'IncreasedByOwner',
          currency: 'EUR',
          from_kind: 'house',
          from_user: null,
          idempotency_key: `agent-commission:${top.account.id}:EUR:${today}:${today}`,
        },
      ]);
      const after = await cashOf(top.account.id);
      expect(after).toEqual({ balance: before.balance + 575, derived: before.balance + 575 });
      const summary = (await get('/api/backoffice/agents/', owner.headers))
        .json<AgentSummary[]>()
        .find((agent) => agent.id === top.account.id);
      expect(summary?.balance).toBe(after.balance / 100);

      // The owner and the agent read the payment; the sub-agent's commission is theirs, unpaid.
      const { balance: _, ...listed } = payment;
      for (const headers of [owner.headers, top.headers]) {
        const list = await get(paymentsUrl(top.account.id), headers);
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json<AgentCommissionPaymentList>().results).toEqual([listed]);
      }
      expect((await get(paymentsUrl(sub.account.id), owner.headers)).json()).toEqual({ results: [] });
      // The audit log keeps every call, the paying one with the agent's balance before it.
      const audit = (await t.services.staff.audit.list({ page: 1, page_size: 6, actor_id: owner.account.id })).results;
      expect(audit.map((entry) => entry.action)).toEqual(
        Array(6).fill('POST /api/backoffice/agents/:id/commission/payments/'),
      );
      expect(audit.map((entry) => entry.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const paying = audit.find((entry) => entry.status === 201)!;
      expect(paying.before).toMatchObject({ id: top.account.id, balance: before.balance / 100 });
      expect(paying.after).toMatchObject({ amount: 5.75, balance: after.balance / 100 });
    });

    it('refuses a period overlapping a paid one, and the database refuses it without the code', async () => {
      // Yesterday and today: the same money again, refused by the exclusion constraint.
      expectError(await pay(top.account.id, { ...todayInEur, from: yesterday }), 409, 'already_exists');
      const row = {
        agent_id: top.account.id,
        currency: 'EUR',
        ngr: 4_600,
        rate_bp: 1_250,
        amount: 575,
        paid_by: owner.account.id,
      };
      const insert = (from_day: string, to_day: string) =>
        t.db.transaction().execute((tx) =>
          tx
            .insertInto('agent_commission_payments')
            .values({ ...row, from_day, to_day, operation_key: `manual:${from_day}:${to_day}` })
            .execute(),
        );
      await expect(insert(today, today)).rejects.toMatchObject({ code: '23505' });
      await expect(insert(yesterday, today)).rejects.toMatchObject({ code: '23P01' });
      await expect(insert('2020-01-01', today)).rejects.toMatchObject({ code: '23P01' });
      // A paid period is never freed to be paid again.
      await expect(
        sql`DELETE FROM agent_commission_payments WHERE agent_id = ${top.account.id}`.execute(t.db),
      ).rejects.toThrow(/append-only/);
      // A record without its ledger operation does not commit.
      await expect(insert('2019-01-01', '2019-01-31')).rejects.toMatchObject({ code: '23503' });
      const count = await t.db
        .selectFrom('agent_commission_payments')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count.count)).toBe(1);
    });

    it('refuses nothing due, another currency, a bad period and an agent that is not one', async () => {
      expectError(await pay(quiet.account.id, todayInEur), 409, 'nothing_to_pay_out');
      expectError(
        await pay(top.account.id, { from: '2020-01-01', to: '2020-01-31', currency: 'EUR' }),
        409,
        'nothing_to_pay_out',
      );
      expectFieldError(await pay(top.account.id, { ...todayInEur, currency: 'USD' }), 'currency', 'invalid_currency');
      expectFieldError(await pay(top.account.id, { to: today, currency: 'EUR' }), 'from', 'required');
      expectFieldError(await pay(top.account.id, { ...todayInEur, from: '2026-02-30' }), 'from', 'invalid_date');
      expectFieldError(await pay(top.account.id, { ...todayInEur, from: '2020-01-01' }), 'to', 'invalid');
      const cashier = await signedInStaff(t, 'C');
      expectError(await pay(cashier.account.id, todayInEur), 404, 'not_found');
      expectError(await get(paymentsUrl(cashier.account.id), owner.headers), 404, 'not_found');
      expect((await cashOf(quiet.account.id)).balance).toBe(0);
    });

    it('is the owner’s alone; an agent reads their own payments only', async () => {
      const others = [
        top,
        sub,
        await signedInStaff(t, 'C'),
        await signedInStaff(t, 'SO'),
        await signedInStaff(t, 'SA'),
      ];
      for (const staff of others)
        expectError(await pay(sub.account.id, todayInEur, staff.headers), 403, 'permission_denied');
      expectError(await get(paymentsUrl(sub.account.id), top.headers), 403, 'permission_denied');
      expectError(await get(paymentsUrl(top.account.id), sub.headers), 403, 'permission_denied');
      expectError(await get(paymentsUrl(top.account.id), quiet.headers), 403, 'permission_denied');
      expect((await get(paymentsUrl(sub.account.id), sub.headers)).json()).toEqual({ results: [] });
      // The sub-agent's own commission is still the owner's to pay.
      const paid = await pay(sub.account.id, todayInEur);
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json<AgentCommissionPaid>()).toMatchObject({ ngr: 30, rate: 50, amount: 15 });
    });

    it("leaves the owner's GGR and NGR as they were: the commission is neither game money nor bonus cost", async () => {
      const after = await get(ggrUrl, owner.headers);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json<GgrReport>()).toEqual(ggrBefore.json);
      expect((await reconcile(t.db)).ok).toBe(true);
    });
  });
});
