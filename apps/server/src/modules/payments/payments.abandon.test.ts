import { type CryptoPayment, PAYMENT_STATUS as S } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { DAY, HOUR, SECOND } from '../../../test/api.js';
import { created, PAYMENTS, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let op: PaymentsWorld['op'];
usePayments('SO', (world) => ({ t, api, op } = world), { reconcileEachTest: true });

const CARD = { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Jo Doe' };

const abandon = (auth: Record<string, string>, id: number) =>
  api.post(`${PAYMENTS}/deposit/${id}/cancel_payment/`, auth);
const statusOf = async (id: number) =>
  (await t.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const cashOf = async (userId: number) => (await t.services.wallet.getPlayerBalances(userId))!.cash;
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);

/** A player's card deposit, not paid yet: its id and its hosted page. */
async function cardDeposit(amount = 20) {
  const player = await userWithRole(t);
  const deposit = created(await api.deposit(player.auth, 'card', amount));
  return { player, id: deposit.id, page: new URL(deposit.redirectLink!).pathname };
}

const pay = (page: string, fields: Record<string, string> = CARD) =>
  t.app.inject({
    method: 'POST',
    url: page,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Callbacks reach the platform only once `open` is true; before that the platform seems down (503). */
function gateCallbacks() {
  const gate = { open: false };
  t.services.payments.setCallbackTransport(async (url, payload, headers) => {
    if (!gate.open) return 503;
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
    return response.statusCode;
  });
  return gate;
}

describe('abandoning an unpaid deposit', () => {
  it('fails it (40) at the player’s request: its page then takes no card, and nothing is credited', async () => {
    const { player, id, page } = await cardDeposit(20);
    const answer = await abandon(player.auth, id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id, status: S.failed, paymentType: 'deposit' });
    const events = await t.services.payments.events(id);
    expect(events.at(-1)).toMatchObject({
      from_status: S.requested,
      to_status: S.failed,
      actor: 'player',
      reason: 'abandoned',
    });

    // The hosted page sends the player back to the site instead of taking the card.
    const late = await pay(page);
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(`/deposit/card?payment=${id}`);
    expect(await statusOf(id)).toBe(S.failed);
    expect(await cashOf(player.id)).toBe(0);
    // Asking again (a double click) answers the same; the transactions page shows it rejected.
    expect((await abandon(player.auth, id)).json()).toMatchObject({ status: S.failed });
    const page1 = (await api.get('/api/backoffice/transactions/', player.auth)).json();
    expect(page1.results).toContainEqual(expect.objectContaining({ id: `dp_${id}`, status: 'REJECTED' }));
  });

  it('is refused for a paid deposit, a bank transfer waiting for an operator, another player’s deposit and payouts', async () => {
    const { player, id, page } = await cardDeposit(10);
    expect((await pay(page)).statusCode).toBe(303);
    expect(await statusOf(id)).toBe(S.success);
    const paid = await abandon(player.auth, id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('payment_status_conflict');
    expect(await cashOf(player.id)).toBe(1_000);

    // The transfer may already be on its way to the bank: only the operator ends it.
    const bank = created(await api.deposit(player.auth, 'bank-transfer', 10));
    expect(bank.status).toBe(S.manualProcessRequired);
    expect((await abandon(player.auth, bank.id)).statusCode).toBe(409);
    expect(await statusOf(bank.id)).toBe(S.manualProcessRequired);

    const other = await cardDeposit(10);
    expect((await abandon(player.auth, other.id)).statusCode).toBe(404);
    expect((await abandon({}, other.id)).statusCode).toBe(401);
    expect((await abandon(op.auth, other.id)).statusCode).toBe(403);
    const payout = created(await api.payout(player.auth, 'card', 10));
    expect((await abandon(player.auth, payout.id)).statusCode).toBe(404);
    expect(await statusOf(other.id)).toBe(S.requested);
  });

  it('never loses a paid card: one whose callback has not arrived is neither abandoned nor expired, then credited', async () => {
    const gate = gateCallbacks();
    const { player, id, page } = await cardDeposit(30);
    expect((await pay(page)).statusCode).toBe(303);
    expect(await statusOf(id)).toBe(S.requested); // paid at the processor, the callback still owed

    const refused = await abandon(player.auth, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already being paid/);
    await t.services.payments.expireStale(later(2 * DAY));
    expect(await statusOf(id)).toBe(S.requested);

    gate.open = true;
    t.clock.advance(HOUR);
    expect(await t.services.payments.deliverCallbacks()).toBe(1);
    expect(await statusOf(id)).toBe(S.success);
    expect(await cashOf(player.id)).toBe(3_000);
  });

  it('expires an unpaid deposit after 24 hours: open on the transactions page without a balance, then rejected', async () => {
    gateCallbacks().open = true;
    const { player, id, page } = await cardDeposit(40);
    const row = async () =>
      (await api.get('/api/backoffice/transactions/', player.auth))
        .json()
        .results.find((r: { id: string }) => r.id === `dp_${id}`);
    expect(await row()).toMatchObject({ status: 'OPEN', balanceAfter: null, completedAt: null });
    await t.services.payments.expireStale(later(23 * HOUR));
    expect(await statusOf(id)).toBe(S.requested);
    await t.services.payments.expireStale(later(DAY + SECOND));
    expect(await statusOf(id)).toBe(S.expired);
    expect(await row()).toMatchObject({ status: 'REJECTED', balanceAfter: null });
    // Its page no longer takes a card, so no money can arrive for an expired deposit.
    expect((await pay(page)).headers.location).toBe(`/deposit/card?payment=${id}`);
    expect(await cashOf(player.id)).toBe(0);
  });

  it('abandons a crypto deposit until coins reach its address; coins on their way are waited for and credited', async () => {
    const player = await userWithRole(t);
    const create = async () => {
      const response = await api.post('/services/crypto-pay/create-payment', player.auth, {
        pay_currency: 'ltc',
        amount: 20,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<CryptoPayment>();
    };
    const unpaid = await create();
    expect((await abandon(player.auth, unpaid.payment_id)).json()).toMatchObject({ status: S.failed });

    const sent = await create();
    await t.services.payments.chain.send(sent.pay_address, sent.pay_amount);
    expect((await abandon(player.auth, sent.payment_id)).statusCode).toBe(409);
    await t.services.payments.expireStale(later(2 * DAY));
    expect(await statusOf(sent.payment_id)).toBe(S.requested);
    await t.services.payments.chain.mine(3);
    expect(await statusOf(sent.payment_id)).toBe(S.success);
    expect(await cashOf(player.id)).toBe(2_000);
  });
});
