import { randomBytes } from 'node:crypto';
import { PAYMENT_STATUS as S } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { DAY, SECOND } from '../../../test/api.js';
import { created, PAYMENTS, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';
import { callbackHeaders } from './processors/callback-signature.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
usePayments('SO', (world) => ({ t, api } = world), { reconcileEachTest: true });

const CALLBACK = `${PAYMENTS}/deposit/callback/card/`;

async function secret() {
  const system = await t.db
    .selectFrom('payment_systems')
    .selectAll()
    .where('direction', '=', 'deposit')
    .where('slug', '=', 'card')
    .executeTakeFirstOrThrow();
  // The platform creates the secret on first use; the processor is configured with the same one.
  if (system.callback_secret) return system.callback_secret;
  const fresh = randomBytes(32).toString('hex');
  await t.db.updateTable('payment_systems').set({ callback_secret: fresh }).where('slug', '=', 'card').execute();
  return fresh;
}

async function cardDeposit(amount = 20) {
  const player = await userWithRole(t);
  const deposit = created(await api.deposit(player.auth, 'card', amount));
  return { player, id: deposit.id, amount: amount * 100 };
}

const body = (
  paymentId: number,
  amount: number,
  status = 'succeeded',
  eventId = `evt_${randomBytes(8).toString('hex')}`,
) =>
  JSON.stringify({
    event_id: eventId,
    payment_id: paymentId,
    ref: 'r',
    status,
    amount,
    currency: 'EUR',
    created: '2026-01-01T00:00:00Z',
  });

async function send(
  raw: string,
  options: { key?: string; at?: Date; url?: string; headers?: Record<string, string> } = {},
) {
  const headers = options.headers ?? callbackHeaders(options.key ?? (await secret()), raw, options.at ?? t.clock.now());
  return t.app.inject({
    method: 'POST',
    url: options.url ?? CALLBACK,
    payload: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
const statusOf = async (id: number) =>
  (await t.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const cashOf = async (userId: number) => (await t.services.wallet.getPlayerBalances(userId))!.cash;

describe('processor callbacks', () => {
  it('applies a signed callback once; answers a replayed event with the payment and moves nothing', async () => {
    const { player, id, amount } = await cardDeposit();
    const raw = body(id, amount);
    const first = await send(raw);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id, status: S.success });
    const replay = await send(raw);
    expect(replay.statusCode).toBe(200);
    expect(await cashOf(player.id)).toBe(amount);
    const rows = await t.db.selectFrom('payment_callbacks').selectAll().where('payment_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses forged, tampered, unsigned and stale callbacks (401) and moves nothing', async () => {
    const { player, id, amount } = await cardDeposit();
    const raw = body(id, amount);
    expect((await send(raw, { key: 'not-the-secret' })).statusCode).toBe(401);
    const signed = callbackHeaders(await secret(), raw, t.clock.now());
    expect(
      (await send(raw.replace(`"amount":${amount}`, `"amount":${amount * 10}`), { headers: signed })).statusCode,
    ).toBe(401);
    expect((await send(raw, { headers: {} })).statusCode).toBe(401);
    const stale = await send(raw, { at: new Date(t.clock.now().getTime() - 301 * SECOND) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('permission_denied');
    expect((await send('not json')).statusCode).toBe(401);
    expect((await send(body(id, amount, 'chargeback'))).statusCode).toBe(401);
    expect(await statusOf(id)).toBe(S.requested);
    expect(await cashOf(player.id)).toBe(0);
  });

  it('refuses a signed callback whose amount is not the payment’s, or for another system or payment', async () => {
    const { id, amount } = await cardDeposit();
    expect((await send(body(id, amount + 1))).json().code).toBe('bad_request');
    const bank = created(await api.deposit((await userWithRole(t)).auth, 'bank-transfer', 20));
    expect((await send(body(bank.id, 2_000))).statusCode).toBe(404);
    expect((await send(body(99_999_999, 2_000))).statusCode).toBe(404);
    expect((await send(body(id, amount), { url: `${PAYMENTS}/deposit/callback/nosuch/` })).statusCode).toBe(404);
    // {var}: the card processor defines no suffix, so card_extra is refused like a forgery.
    expect((await send(body(id, amount), { url: `${PAYMENTS}/deposit/callback/card_extra/` })).statusCode).toBe(401);
    expect(await statusOf(id)).toBe(S.requested);
  });

  it('credits once for 50 concurrent duplicate success callbacks (same and new event ids)', async () => {
    const { player, id, amount } = await cardDeposit(33);
    const same = body(id, amount);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(i % 2 ? same : body(id, amount))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(await statusOf(id)).toBe(S.success);
    expect(await cashOf(player.id)).toBe(amount);
    const credits = await t.db
      .selectFrom('wallet_transfers')
      .selectAll()
      .where('payment_ref', '=', `payment:${id}`)
      .execute();
    expect(credits).toHaveLength(1);
  });

  it('lets exactly one of a success callback and the expiry win; the money follows the winner', async () => {
    for (let round = 0; round < 8; round++) {
      const { player, id, amount } = await cardDeposit(10);
      const [callback] = await Promise.all([
        send(body(id, amount)),
        t.services.payments.expireStale(new Date(t.clock.now().getTime() + 2 * DAY)),
      ]);
      const status = await statusOf(id);
      expect([S.success, S.expired]).toContain(status);
      expect(callback.statusCode).toBe(status === S.success ? 200 : 409);
      expect(await cashOf(player.id)).toBe(status === S.success ? amount : 0);
    }
  });

  it('a failed callback declines the payment; a late success after it is a 409', async () => {
    const { player, id, amount } = await cardDeposit();
    expect((await send(body(id, amount, 'declined'))).json().status).toBe(S.failed);
    expect((await send(body(id, amount))).statusCode).toBe(409);
    expect(await cashOf(player.id)).toBe(0);
  });

  it('GET callback sends the browser back to the system’s page', async () => {
    const back = await t.app.inject({ method: 'GET', url: `${CALLBACK}?payment=12` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/deposit/card?payment=12');
    const payout = await t.app.inject({ method: 'GET', url: `${PAYMENTS}/payout/callback/card/` });
    expect(payout.headers.location).toBe('/withdrawal/card');
    // A manual system takes no callbacks.
    const bank = await t.app.inject({ method: 'GET', url: `${PAYMENTS}/deposit/callback/bank-transfer/` });
    expect(bank.statusCode).toBe(404);
  });
});

describe('the sandbox processor’s callback outbox', () => {
  it('retries a callback the platform answered 500 once, after its backoff, and credits once', async () => {
    const { player, id } = await cardDeposit(15);
    const page = new URL(
      (await t.db.selectFrom('payments').select('redirect_link').where('id', '=', id).executeTakeFirstOrThrow())
        .redirect_link!,
    ).pathname;
    let failures = 1;
    t.services.payments.setCallbackTransport(async (url, payload, headers) => {
      if (failures-- > 0) return 500;
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
      return response.statusCode;
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: page,
      payload: new URLSearchParams({
        number: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
        holder: 'Jo Doe',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(await statusOf(id)).toBe(S.requested);
    const outbox = () =>
      t.db
        .selectFrom('sandbox_callback_outbox')
        .selectAll()
        .where('body', 'like', `%"payment_id":${id},%`)
        .executeTakeFirstOrThrow();
    expect(await outbox()).toMatchObject({ state: 'pending', attempts: 1, last_status: 500 });

    expect(await t.services.payments.deliverCallbacks()).toBe(0); // not due yet
    t.clock.advance(10 * SECOND);
    expect(await t.services.payments.deliverCallbacks()).toBe(1);
    expect(await outbox()).toMatchObject({ state: 'delivered', attempts: 2, last_status: 200 });
    expect(await statusOf(id)).toBe(S.success);
    expect(await cashOf(player.id)).toBe(1_500);
    t.clock.advance(DAY);
    expect(await t.services.payments.deliverCallbacks()).toBe(0);
    expect(await cashOf(player.id)).toBe(1_500);
  });

  it('stops at a refusal (401), and gives up after 12 failed attempts with growing delays', async () => {
    const pay = async (answer: number) => {
      const { id } = await cardDeposit(10);
      t.services.payments.setCallbackTransport(async () => answer);
      const link = await t.db
        .selectFrom('payments')
        .select('redirect_link')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await t.app.inject({
        method: 'POST',
        url: new URL(link.redirect_link!).pathname,
        payload: new URLSearchParams({
          number: '4242424242424242',
          expiry: '12/39',
          cvc: '123',
          holder: 'Jo Doe',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return () =>
        t.db
          .selectFrom('sandbox_callback_outbox')
          .selectAll()
          .where('body', 'like', `%"payment_id":${id},%`)
          .executeTakeFirstOrThrow();
    };
    const refused = await pay(401);
    expect(await refused()).toMatchObject({ state: 'refused', attempts: 1 });

    const unavailable = await pay(503);
    const gaps: number[] = [];
    for (let attempt = 2; attempt <= 13; attempt++) {
      const before = await unavailable();
      gaps.push(before.next_attempt_at.getTime() - t.clock.now().getTime());
      t.clock.advance(before.next_attempt_at.getTime() - t.clock.now().getTime());
      await t.services.payments.deliverCallbacks();
    }
    expect(await unavailable()).toMatchObject({ state: 'abandoned', attempts: 12, last_status: 503 });
    expect(gaps.slice(0, 4)).toEqual([10_000, 30_000, 90_000, 270_000]);
    expect(Math.max(...gaps)).toBe(3_600_000);
  });
});
