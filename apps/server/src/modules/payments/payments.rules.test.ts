import { describe, expect, it } from 'vitest';
import { created, PAYMENTS, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let op: PaymentsWorld['op'];
let online: string;
usePayments('O', (world) => ({ t, api, op, online } = world));

describe('payment systems and limits', () => {
  it('lists the systems of the player’s currency with limits converted into it', async () => {
    const eur = await userWithRole(t);
    const tnd = await userWithRole(t, 'P', 'TND');
    const list = (auth: Record<string, string>, direction: string) =>
      api.get(`${PAYMENTS}/${direction}/system_list/`, auth).then((r) => r.json());
    // 10..10 000 TND at 3.35 TND per EUR: the minimum ceiled, the maximum floored.
    expect(await list(tnd.auth, 'deposit')).toContainEqual(
      expect.objectContaining({ slug: 'bank-transfer', min: 10, max: 10_000, isTemporaryDisabled: false }),
    );
    // 2.99 to 2 985.07 EUR would read as a mistake: a converted limit is rounded to three
    // figures in whole units, inwards (the minimum up, the maximum down).
    expect(await list(eur.auth, 'deposit')).toContainEqual(
      expect.objectContaining({ slug: 'bank-transfer', min: 3, max: 2980 }),
    );
    const usd = await userWithRole(t, 'P', 'USD');
    const rub = await userWithRole(t, 'P', 'RUB');
    // The card's 5 to 2 980 EUR: 5.40 and 3 218.40 USD at 1.08, 500 and 298 000 RUB at 100.
    expect(await list(usd.auth, 'deposit')).toContainEqual(
      expect.objectContaining({ slug: 'card', min: 6, max: 3210 }),
    );
    expect(await list(rub.auth, 'deposit')).toContainEqual(
      expect.objectContaining({ slug: 'card', min: 500, max: 298_000 }),
    );
    // Limits in the player's own currency are the operator's, untouched.
    expect(await list(eur.auth, 'deposit')).toContainEqual(
      expect.objectContaining({ slug: 'card', min: 5, max: 2980 }),
    );
    // What the list shows is what is enforced.
    const funded = await userWithRole(t, 'P', 'EUR', 500_000);
    expect((await api.deposit(funded.auth, 'bank-transfer', 2.99)).json().code).toBe('payment_system_limits');
    expect((await api.deposit(funded.auth, 'bank-transfer', 3)).statusCode).toBe(201);
    expect((await api.payout(funded.auth, 'bank-transfer', 2_980.01)).json().code).toBe('payment_system_limits');
    expect((await list(eur.auth, 'payout')).map((s: { slug: string }) => s.slug)).toContain(online);
    await t.services.payments.upsertSystem({
      direction: 'deposit',
      slug: 'tnd-only',
      name: 'TND only',
      processor: 'manual',
      currency: 'TND',
      limits_currency: 'TND',
      min_amount: 100,
      max_amount: 1_000,
    });
    expect((await list(eur.auth, 'deposit')).map((s: { slug: string }) => s.slug)).not.toContain('tnd-only');
    expect((await list(tnd.auth, 'deposit')).map((s: { slug: string }) => s.slug)).toContain('tnd-only');
    expect((await api.deposit(eur.auth, 'tnd-only', 5)).json().code).toBe('payment_system_unavailable');
  });

  it('refuses amounts outside a system’s limits, saying which, and disabled or unknown systems', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 500_000);
    const below = await api.deposit(player.auth, online, 4.99);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      code: 'payment_system_limits',
      message: expect.stringMatching(/^Below the minimum/),
    });
    const above = await api.payout(player.auth, 'card', 2_985.01);
    expect(above.json()).toMatchObject({
      code: 'payment_system_limits',
      message: expect.stringMatching(/^Above the maximum/),
    });
    expect((await api.deposit(player.auth, 'no-such-system', 10)).json().code).toBe('payment_system_unavailable');
    await t.services.payments.upsertSystem({
      direction: 'deposit',
      slug: 'paused',
      name: 'Paused',
      processor: 'manual',
      currency: null,
      limits_currency: 'EUR',
      min_amount: 100,
      max_amount: 100_000,
      is_temporary_disabled: true,
    });
    const paused = await api.deposit(player.auth, 'paused', 10);
    expect(paused.json()).toMatchObject({
      code: 'payment_system_unavailable',
      message: expect.stringMatching(/disabled/),
    });
    expect((await api.payout(player.auth, online, 0)).statusCode).toBe(400);
    expect((await api.deposit(player.auth, online, 'ten' as unknown as number)).statusCode).toBe(400);
    expect(await t.db.selectFrom('payments').select('id').where('user_id', '=', player.id).execute()).toEqual([]);
  });

  it('applies the wallet’s limits too: the maximum balance and the cash for a payout', async () => {
    const rich = await userWithRole(t, 'P', 'EUR', 740_000);
    // The terms' maximum balance: 25 000 TND ≈ 7 462.68 EUR.
    expect((await api.deposit(rich.auth, online, 100)).json().code).toBe('transaction_limit');
    const poor = await userWithRole(t, 'P', 'EUR', 500);
    expect((await api.payout(poor.auth, online, 5.01)).json().code).toBe('not_enough_money');
  });

  it('tells a payout above both the balance and the method’s maximum that the money is not there', async () => {
    // 5 000 EUR asked with 134 EUR on the balance: the balance is the reason, not the card's 2 980 EUR maximum.
    const player = await userWithRole(t, 'P', 'EUR', 13_400);
    for (const system of ['card', 'bank-transfer', online]) {
      const answer = await api.payout(player.auth, system, 5_000);
      expect(answer.statusCode, system).toBe(400);
      expect(answer.json(), system).toMatchObject({ code: 'not_enough_money' });
    }
    // Below the minimum is still the minimum, and within the balance the maximum still applies.
    expect((await api.payout(player.auth, 'card', 5)).json()).toMatchObject({ code: 'payment_system_limits' });
    const rich = await userWithRole(t, 'P', 'EUR', 700_000);
    expect((await api.payout(rich.auth, 'card', 5_000)).json()).toMatchObject({
      code: 'payment_system_limits',
      message: expect.stringMatching(/^Above the maximum/),
    });
    expect(await t.db.selectFrom('payments').select('id').where('user_id', '=', player.id).execute()).toEqual([]);
  });

  it('sends large online payouts (above 3000 TND) to manual review with the wait message', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 200_000);
    const small = created(await api.payout(player.auth, online, 895.52));
    expect(small.status).toBe(20);
    const large = created(await api.payout(player.auth, online, 895.53));
    expect(large).toMatchObject({ status: 27, statusMessage: expect.stringMatching(/administrator/) });
    const manual = await api.get(`${PAYMENTS}/payout/manual_list/`, op.auth);
    expect(manual.json().results.map((p: { id: number }) => p.id)).toContain(large.id);
    expect((await api.cancel(player.auth, large.id)).statusCode).toBe(409);
  });
});

describe('closed loop', () => {
  it('sends payouts back to the last deposit’s method when it pays out, and allows it', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    // No successful deposit yet: any system.
    expect((await api.payout(player.auth, 'bank-transfer', 10)).statusCode).toBe(201);
    const deposit = created(await api.deposit(player.auth, online, 20));
    await t.services.payments.applyOutcome('test-online', { paymentId: deposit.id, outcome: 'success' });
    const refused = await api.payout(player.auth, 'bank-transfer', 10);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'payout_closed_loop', message: expect.stringContaining(online) });
    expect((await api.payout(player.auth, online, 10)).statusCode).toBe(201);
    // Back to bank transfer after a bank-transfer deposit.
    const bank = created(await api.deposit(player.auth, 'bank-transfer', 10));
    await api.act(op.auth, 'deposit', bank.id, 'manual_success');
    expect((await api.payout(player.auth, 'bank-transfer', 10)).statusCode).toBe(201);
    expect((await api.payout(player.auth, online, 10)).json().code).toBe('payout_closed_loop');
  });
});

describe('closed loop to the card of the last deposit', () => {
  const payByCard = async (auth: Record<string, string>, amount: number, number: string) => {
    const deposit = created(await api.deposit(auth, 'card', amount));
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(deposit.redirectLink!).pathname,
      payload: new URLSearchParams({ number, expiry: '12/39', cvc: '123', holder: 'Jo Doe' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    return deposit.id;
  };
  type Offered = { slug: string; closedLoop: { allowed: boolean; destination: string | null } | null };
  const payoutList = async (auth: Record<string, string>) =>
    (await api.get(`${PAYMENTS}/payout/system_list/`, auth)).json<Offered[]>();
  const loopOf = (list: Offered[], slug: string) => list.find((s) => s.slug === slug)!.closedLoop;

  it('pays a card payout only to the card the last deposit came from, and says which one', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    // No deposit yet: every method, any card.
    expect(loopOf(await payoutList(player.auth), 'card')).toBeNull();
    await payByCard(player.auth, 20, '4242 4242 4242 4242');

    const list = await payoutList(player.auth);
    expect(loopOf(list, 'card')).toEqual({ allowed: true, destination: '••••4242' });
    expect(loopOf(list, 'bank-transfer')).toEqual({ allowed: false, destination: null });
    expect(loopOf(list, 'crypto')).toEqual({ allowed: false, destination: null });

    // A card never used for a deposit (Mastercard's test number ends in 4444) is refused, holding nothing.
    const other = await api.payout(player.auth, 'card', 10, '5555 5555 5555 4444');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'payout_closed_loop', message: expect.stringContaining('••••4242') });
    expect((await t.services.wallet.getPlayerBalances(player.id))!.held).toBe(0);
    const bank = await api.payout(player.auth, 'bank-transfer', 10);
    expect(bank.json()).toMatchObject({ code: 'payout_closed_loop', message: expect.stringContaining('Bank card') });
    expect((await api.payout(player.auth, 'card', 10, '4242 4242 4242 4242')).statusCode).toBe(201);
  });

  it('follows the newest successful deposit: a new card, or a bank transfer', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    await payByCard(player.auth, 20, '4242 4242 4242 4242');
    // A declined card is not a deposit: the loop stays on the card that paid.
    await payByCard(player.auth, 20, '4000 0000 0000 0002');
    expect(loopOf(await payoutList(player.auth), 'card')).toEqual({ allowed: true, destination: '••••4242' });
    // 3-D Secure: the card is known from the first step.
    const secure = await payByCard(player.auth, 20, '4000 0000 0000 3220');
    const session = await t.db
      .selectFrom('sandbox_card_sessions')
      .select('ref')
      .where('payment_id', '=', secure)
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/card/3ds/${session.ref}`,
      payload: new URLSearchParams({ action: 'approve', code: '123456' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(loopOf(await payoutList(player.auth), 'card')).toEqual({ allowed: true, destination: '••••3220' });
    expect((await api.payout(player.auth, 'card', 10, '4242 4242 4242 4242')).json().code).toBe('payout_closed_loop');
    expect((await api.payout(player.auth, 'card', 10, '4000 0000 0000 3220')).statusCode).toBe(201);

    const bank = created(await api.deposit(player.auth, 'bank-transfer', 10));
    await api.act(op.auth, 'deposit', bank.id, 'manual_success');
    const list = await payoutList(player.auth);
    expect(loopOf(list, 'bank-transfer')).toEqual({ allowed: true, destination: null });
    expect(loopOf(list, 'card')).toEqual({ allowed: false, destination: null });
  });
});

describe('who may do what', () => {
  it('refuses operator endpoints to players (403) and guests (401), and other players’ payments (404)', async () => {
    const owner = await userWithRole(t, 'P', 'EUR', 10_000);
    const other = await userWithRole(t);
    const cashierRole = await userWithRole(t, 'C');
    const deposit = created(await api.deposit(owner.auth, 'bank-transfer', 10));
    const payout = created(await api.payout(owner.auth, online, 10));
    for (const direction of ['deposit', 'payout'] as const) {
      const id = direction === 'deposit' ? deposit.id : payout.id;
      for (const action of [
        'approve_success',
        'approve_fail',
        'manual_success',
        'manual_fail',
        'process_after_approve',
      ]) {
        expect((await api.act(owner.auth, direction, id, action)).statusCode).toBe(403);
        expect((await api.act(cashierRole.auth, direction, id, action)).statusCode).toBe(403);
        expect((await api.act({}, direction, id, action)).statusCode).toBe(401);
      }
      for (const list of ['approve_list', 'manual_list']) {
        expect((await api.get(`${PAYMENTS}/${direction}/${list}/`, owner.auth)).statusCode).toBe(403);
        expect((await api.get(`${PAYMENTS}/${direction}/${list}/`)).statusCode).toBe(401);
      }
      expect((await api.get(`${PAYMENTS}/${direction}/${id}/`, other.auth)).statusCode).toBe(404);
      expect((await api.get(`${PAYMENTS}/${direction}/${id}/`, owner.auth)).statusCode).toBe(200);
      expect((await api.get(`${PAYMENTS}/${direction}/999999999/`, owner.auth)).statusCode).toBe(404);
      expect((await api.get(`${PAYMENTS}/${direction}/abc/`, owner.auth)).statusCode).toBe(400);
      expect((await api.get(`${PAYMENTS}/${direction}/`)).statusCode).toBe(401);
    }
    expect((await api.get(`${PAYMENTS}/payout/${deposit.id}/`, owner.auth)).statusCode).toBe(404);
    expect((await api.cancel(other.auth, payout.id)).statusCode).toBe(404);
    expect((await api.deposit(op.auth, online, 10)).statusCode).toBe(403);
    expect((await api.cancel(owner.auth, payout.id)).json()).toMatchObject({ status: 40 });
    expect((await t.services.wallet.getPlayerBalances(owner.id))!.cash).toBe(10_000);
  });

  it('lists the player’s own payments, the approve list, and the payment history', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    const deposit = created(await api.deposit(player.auth, 'bank-transfer', 10));
    const payout = created(await api.payout(player.auth, online, 15));
    const own = (await api.get(`${PAYMENTS}/deposit/`, player.auth)).json();
    expect(own).toMatchObject({ count: 1, page: 1, results: [{ id: deposit.id, amount: 10, amountCurrency: 'EUR' }] });
    const approve = (await api.get(`${PAYMENTS}/deposit/approve_list/?page_size=100`, op.auth)).json();
    expect(approve.results.map((p: { id: number }) => p.id)).toContain(deposit.id);
    const history = (await api.get('/services/facade/history/payment/?page_size=1', player.auth)).json();
    expect(history).toMatchObject({
      count: 2,
      page_size: 1,
      results: [
        {
          id: payout.id,
          paymentId: payout.id,
          currency: 'EUR',
          amount: 15,
          status: 20,
          paymentSystem: online,
          paymentType: 'payout',
        },
      ],
    });
    // The payout shows in the player's transactions while it waits for approval.
    const transactions = (await api.get('/api/backoffice/transactions/', player.auth)).json();
    expect(transactions.results).toContainEqual(
      expect.objectContaining({ id: `wd_${payout.id}`, status: 'OPEN', amount: 15 }),
    );
  });
});
