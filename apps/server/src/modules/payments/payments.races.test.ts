import { describe, expect, it } from 'vitest';
import { DAY } from '../../../test/api.js';
import {
  addOnlineSystems,
  created,
  PAYMENTS,
  type PaymentsWorld,
  usePayments,
  userWithRole,
} from '../../../test/payments.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let op: PaymentsWorld['op'];
let online: string;
usePayments('SO', (world) => ({ t, api, op, online } = world));

const balances = async (id: number) => (await t.services.wallet.getPlayerBalances(id))!;
const statusOf = async (id: number) =>
  (await t.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('exactly once under races', () => {
  it('credits a deposit once for 50 concurrent manual_success calls', async () => {
    const player = await userWithRole(t);
    const deposit = created(await api.deposit(player.auth, 'bank-transfer', 25));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.act(op.auth, 'deposit', deposit.id, 'manual_success')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    expect(await balances(player.id)).toMatchObject({ cash: 2_500 });
    expect(await statusOf(deposit.id)).toBe(30);
  });

  it('credits once for 50 duplicate processor success outcomes (a duplicate is answered, not refused)', async () => {
    const player = await userWithRole(t);
    const deposit = created(await api.deposit(player.auth, online, 40));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        t.services.payments.applyOutcome('test-online', { paymentId: deposit.id, outcome: 'success' }),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await balances(player.id)).toMatchObject({ cash: 4_000 });
  });

  it('posts 50 concurrent process_after_approve calls on a payout once', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    const payout = created(await api.payout(player.auth, online, 60));
    await api.act(op.auth, 'payout', payout.id, 'approve_success');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.act(op.auth, 'payout', payout.id, 'process_after_approve')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await balances(player.id)).toMatchObject({ cash: 4_000, held: 0 });
  });

  it('lets exactly one of a cancel and an operator decision win; the money ends in one place', async () => {
    for (const [setup, action] of [
      ['approved', 'process_after_approve'],
      ['requested', 'approve_fail'],
      ['requested', 'approve_success'],
    ] as const) {
      for (let round = 0; round < 4; round += 1) {
        const player = await userWithRole(t, 'P', 'EUR', 10_000);
        const payout = created(await api.payout(player.auth, online, 30));
        if (setup === 'approved') await api.act(op.auth, 'payout', payout.id, 'approve_success');
        const [cancel, decision] = await Promise.all([
          api.cancel(player.auth, payout.id),
          api.act(op.auth, 'payout', payout.id, action),
        ]);
        const codes = [cancel.statusCode, decision.statusCode];
        expect(
          codes.every((c) => c === 200 || c === 409),
          String(codes),
        ).toBe(true);
        const status = await statusOf(payout.id);
        const after = await balances(player.id);
        if (action === 'approve_success') {
          // A cancel after the approval is still allowed (21 → 40): both may succeed, in order.
          expect([21, 40]).toContain(status);
        } else {
          expect(codes.filter((c) => c === 200)).toHaveLength(1);
        }
        if (status === 30) expect(after).toMatchObject({ cash: 7_000, held: 0 });
        else if (status === 40) expect(after).toMatchObject({ cash: 10_000, held: 0 });
        else expect(after).toMatchObject({ cash: 7_000, held: 3_000 });
      }
    }
  });

  it('refuses the second of two payouts that together exceed the balance', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    const [a, b] = await Promise.all([api.payout(player.auth, online, 70), api.payout(player.auth, online, 70)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.statusCode === 400)!.json().code).toBe('not_enough_money');
    expect(await balances(player.id)).toMatchObject({ cash: 3_000, held: 7_000 });
    const rows = await t.db.selectFrom('payments').select('id').where('user_id', '=', player.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of an expiry and a success win', async () => {
    const later = () => new Date(t.clock.now().getTime() + 2 * DAY);
    for (let round = 0; round < 6; round += 1) {
      const player = await userWithRole(t);
      const deposit = created(await api.deposit(player.auth, online, 10));
      const [expired, success] = await Promise.allSettled([
        t.services.payments.expireStale(later()),
        t.services.payments.applyOutcome('test-online', { paymentId: deposit.id, outcome: 'success' }),
      ]);
      const status = await statusOf(deposit.id);
      expect([30, 45]).toContain(status);
      expect(success.status === 'fulfilled').toBe(status === 30);
      expect(expired.status).toBe('fulfilled');
      expect((await balances(player.id)).cash).toBe(status === 30 ? 1_000 : 0);
    }
  });

  it('lets exactly one of an abandon and a card payment win; a paid deposit is never lost', async () => {
    const form = new URLSearchParams({ number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Jo Doe' });
    for (let round = 0; round < 8; round += 1) {
      const player = await userWithRole(t);
      const deposit = created(await api.deposit(player.auth, 'card', 15));
      const [abandon, paid] = await Promise.all([
        api.post(`${PAYMENTS}/deposit/${deposit.id}/cancel_payment/`, player.auth),
        t.app.inject({
          method: 'POST',
          url: new URL(deposit.redirectLink!).pathname,
          payload: form.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ]);
      expect(paid.statusCode).toBe(303);
      const status = await statusOf(deposit.id);
      const session = await t.db
        .selectFrom('sandbox_card_sessions')
        .select('status')
        .where('payment_id', '=', deposit.id)
        .executeTakeFirstOrThrow();
      // The card was taken exactly when the deposit is credited, and abandoned exactly when it was not.
      expect([30, 40]).toContain(status);
      expect(session.status).toBe(status === 30 ? 'succeeded' : 'declined');
      expect(abandon.statusCode).toBe(status === 30 ? 409 : 200);
      expect((await balances(player.id)).cash).toBe(status === 30 ? 1_500 : 0);
    }
  });

  it('expires only stale deposits in 10 or 20, never manual ones or young ones', async () => {
    const player = await userWithRole(t);
    const young = created(await api.deposit(player.auth, online, 10));
    const manual = created(await api.deposit(player.auth, 'bank-transfer', 10));
    await t.services.payments.expireStale(new Date(t.clock.now().getTime() + 60_000));
    expect(await statusOf(young.id)).toBe(20);
    await t.services.payments.expireStale(new Date(t.clock.now().getTime() + 2 * DAY));
    expect(await statusOf(young.id)).toBe(45);
    expect(await statusOf(manual.id)).toBe(27);
  });

  it('expires a deposit still starting (10 → 45); the late processor answer then changes nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await addOnlineSystems(t, {
      processor: 'slow',
      slug: 'slow-card',
      implementation: {
        startDeposit: async () => {
          await gate;
          return { status: 20 };
        },
        startPayout: async () => ({ status: 20 }),
      },
    });
    const player = await userWithRole(t);
    const pending = api.deposit(player.auth, 'slow-card', 10);
    let row;
    while (!(row = await t.db.selectFrom('payments').selectAll().where('user_id', '=', player.id).executeTakeFirst()));
    expect(row.status).toBe(10);
    await t.services.payments.expireStale(new Date(t.clock.now().getTime() + 2 * DAY));
    release();
    const answer = await pending;
    expect(answer.statusCode).toBe(409);
    expect(await statusOf(row.id)).toBe(45);
  });
});
