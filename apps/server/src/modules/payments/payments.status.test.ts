import { PAYMENT_STATUS as S } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { DAY } from '../../../test/api.js';
import { addOnlineSystems, created, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';
import { isLegalTransition, TRANSACTION_STATUS_OF } from './payment-status.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let op: PaymentsWorld['op'];
let online: string;
usePayments('SO', (world) => ({ t, api, op, online } = world));

const ALL = [10, 20, 21, 22, 27, 30, 40, 45];
const LEGAL = ['10>20', '10>40', '10>45', '20>21', '20>22', '20>27', '20>30', '20>40', '20>45', '21>30', '21>40'];
LEGAL.push('21>27', '22>40', '27>21', '27>30', '27>40');

describe('the status table', () => {
  it('gives every payment status exactly one status on the transactions page', () => {
    const mapped = Object.values(TRANSACTION_STATUS_OF).flat();
    expect([...mapped].sort()).toEqual(ALL);
  });

  it('allows exactly the transitions of the spec, and none out of 30, 40, 45', () => {
    const allowed = ALL.flatMap((from) => ALL.filter((to) => isLegalTransition(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual([...LEGAL].sort());
  });
});

type Direction = 'deposit' | 'payout';

/** A payment of the direction brought to `status` through the API (and the expiry job for 45). */
async function paymentIn(direction: Direction, status: number) {
  const player = await userWithRole(t, 'P', 'EUR', direction === 'payout' ? 100_000 : 0);
  const manual = status === 27 || status === 30 || status === 40;
  const create = direction === 'deposit' ? api.deposit : api.payout;
  const payment = created(await create(player.auth, manual ? 'bank-transfer' : online, 50));
  const act = (action: string) => api.act(op.auth, direction, payment.id, action);
  if (status === 21) await act('approve_success');
  if (status === 30) await act('manual_success');
  if (status === 40) await act('manual_fail');
  if (status === 45) await t.services.payments.expireStale(new Date(t.clock.now().getTime() + 2 * DAY));
  const now = await t.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
  expect(now.status).toBe(direction === 'payout' && status === 45 ? 20 : status);
  return { player, id: payment.id };
}

const ACTIONS = {
  approve_success: [20, 27],
  approve_fail: [20, 27],
  process_after_approve: [21],
  manual_success: [27],
  manual_fail: [27],
};

describe('operator actions and cancel from every status', () => {
  for (const direction of ['deposit', 'payout'] as const) {
    it(`${direction}: each action works from its statuses only, and a refused one moves nothing`, async () => {
      const statuses = direction === 'deposit' ? [20, 21, 27, 30, 40, 45] : [20, 21, 27, 30, 40];
      const actions = direction === 'payout' ? { ...ACTIONS, cancel_payment: [20, 21] } : ACTIONS;
      for (const status of statuses) {
        for (const [action, from] of Object.entries(actions)) {
          const { player, id } = await paymentIn(direction, status);
          const before = await t.services.wallet.getPlayerBalances(player.id);
          const response =
            action === 'cancel_payment'
              ? await api.cancel(player.auth, id)
              : await api.act(op.auth, direction, id, action);
          const expected = from.includes(status) ? 200 : 409;
          expect(response.statusCode, `${direction} ${status} ${action}: ${response.body}`).toBe(expected);
          if (expected === 409) {
            expect(response.json().code).toBe('payment_status_conflict');
            expect(await t.services.wallet.getPlayerBalances(player.id)).toEqual(before);
          }
        }
      }
    });
  }

  it('records every transition with its actor and time, and moves the money of each end state', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    const payout = created(await api.payout(player.auth, online, 30, '4000 0566 5566 5556'));
    expect(payout).toMatchObject({ status: 20, destination: '••••5556' });
    expect(await t.services.wallet.getPlayerBalances(player.id)).toMatchObject({ cash: 7_000, held: 3_000 });
    expect((await api.act(op.auth, 'payout', payout.id, 'approve_success')).json().status).toBe(21);
    expect((await api.act(op.auth, 'payout', payout.id, 'process_after_approve')).json().status).toBe(30);
    expect(await t.services.wallet.getPlayerBalances(player.id)).toMatchObject({ cash: 7_000, held: 0 });
    const events = await t.services.payments.events(payout.id);
    expect(events.map((e) => [e.from_status, e.to_status, e.actor])).toEqual([
      [null, 10, 'player'],
      [10, 20, 'processor:test-online'],
      [20, 21, `operator:${op.id}`],
      [21, 30, `operator:${op.id}`],
    ]);
    expect(events.every((e) => e.at instanceof Date)).toBe(true);

    // approve_fail: 20 → 22 → 40, the hold back to cash.
    const refused = created(await api.payout(player.auth, online, 20));
    const failed = await api.act(op.auth, 'payout', refused.id, 'approve_fail');
    expect(failed.json().status).toBe(40);
    expect((await t.services.payments.events(refused.id)).map((e) => e.to_status)).toEqual([10, 20, 22, 40]);
    expect(await t.services.wallet.getPlayerBalances(player.id)).toMatchObject({ cash: 7_000, held: 0 });

    // 27 → 21 → 30 on a manual deposit credits once; 21 → 27 and 20 → 30 by processor outcomes.
    const deposit = created(await api.deposit(player.auth, 'bank-transfer', 12));
    expect(deposit).toMatchObject({ status: 27, statusMessage: expect.stringContaining(`PAY-${deposit.id}`) });
    await api.act(op.auth, 'deposit', deposit.id, 'approve_success');
    await t.services.payments.applyOutcome('test-online', { paymentId: deposit.id, outcome: 'manual_review' });
    await api.act(op.auth, 'deposit', deposit.id, 'manual_success');
    expect((await t.services.payments.events(deposit.id)).map((e) => e.to_status)).toEqual([10, 20, 27, 21, 27, 30]);
    const card = created(await api.deposit(player.auth, online, 5));
    expect(card.redirectLink).toBe(`https://pay.test/${card.id}`);
    expect(
      (await t.services.payments.applyOutcome('test-online', { paymentId: card.id, outcome: 'success' })).status,
    ).toBe(30);
    expect(await t.services.wallet.getPlayerBalances(player.id)).toMatchObject({ cash: 8_700, held: 0 });
  });

  it('fails a payment whose processor does not answer (10 → 40) and gives the hold back', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    const down = async () => Promise.reject(new Error('down'));
    await addOnlineSystems(t, {
      processor: 'broken',
      slug: 'broken-card',
      implementation: { startDeposit: down, startPayout: down },
    });
    const response = await api.payout(player.auth, 'broken-card', 10);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('payment_system_unavailable');
    const [row] = await t.db.selectFrom('payments').selectAll().where('user_id', '=', player.id).execute();
    expect(row?.status).toBe(S.failed);
    expect(await t.services.wallet.getPlayerBalances(player.id)).toMatchObject({ cash: 10_000, held: 0 });

    const deposit = await api.deposit(player.auth, 'broken-card', 10);
    expect(deposit.json().code).toBe('payment_system_unavailable');
    const statuses = await t.db.selectFrom('payments').select('status').where('user_id', '=', player.id).execute();
    expect(statuses.map((p) => p.status)).toEqual([S.failed, S.failed]);
    expect(await t.services.wallet.getPlayerBalances(player.id)).toMatchObject({ cash: 10_000, held: 0 });
  });
});
