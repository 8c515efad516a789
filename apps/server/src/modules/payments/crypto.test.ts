import { CRYPTO_CURRENCIES, type CryptoPayment, PAYMENT_STATUS as S } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { DAY } from '../../../test/api.js';
import { PAYMENTS, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';
import { isValidAddress } from './processors/crypto-address.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
usePayments('SO', (world) => ({ t, api } = world), { reconcileEachTest: true });

const CRYPTO = '/services/crypto-pay';
const chain = () => t.services.payments.chain;

async function cryptoDeposit(payCurrency: string, amount: number, auth?: Record<string, string>) {
  const player = auth ? null : await userWithRole(t);
  const response = await api.post(`${CRYPTO}/create-payment`, auth ?? player!.auth, {
    pay_currency: payCurrency,
    amount,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { player: player!, payment: response.json<CryptoPayment>() };
}
const statusOf = async (id: number) =>
  await t.db.selectFrom('payments').select(['status', 'amount']).where('id', '=', id).executeTakeFirstOrThrow();
const cashOf = async (userId: number) => (await t.services.wallet.getPlayerBalances(userId))!.cash;

describe('/services/crypto-pay', () => {
  it('lists the coins in the spec’s display order, and gives a coin’s minimum in fiat', async () => {
    const list = await api.get(`${CRYPTO}/available-currencies`);
    expect(list.statusCode).toBe(200);
    expect(list.json().currencies.map((c: { currency: string }) => c.currency)).toEqual([...CRYPTO_CURRENCIES]);
    const min = await api.get(`${CRYPTO}/min-amount?currency=btc`);
    // 0.0001 BTC at 60 000 EUR.
    expect(min.json()).toEqual({ currency_from: 'btc', min_amount: 0.0001, fiat_equivalent: 6, fiat_currency: 'EUR' });
    const tnd = await api.get(`${CRYPTO}/min-amount?currency=btc&fiat_currency=TND`);
    expect(tnd.json().fiat_equivalent).toBe(20.1);
    expect((await api.get(`${CRYPTO}/min-amount?currency=xyz`)).statusCode).toBe(400);
    expect((await api.get(`${CRYPTO}/min-amount`)).statusCode).toBe(400);
  });

  it('gives a fresh address of the right chain per payment, with the amount to send', async () => {
    const shapes: Record<string, RegExp> = {
      btc: /^bc1q/,
      eth: /^0x[0-9a-f]{40}$/,
      usdttrc20: /^T/,
      usdterc20: /^0x/,
      busdbsc: /^0x/,
      bnbbsc: /^0x/,
      doge: /^D/,
      trx: /^T/,
      ltc: /^ltc1q/,
    };
    const player = await userWithRole(t);
    const seen = new Set<string>();
    for (const coin of CRYPTO_CURRENCIES) {
      const { payment } = await cryptoDeposit(coin, 30, player.auth);
      expect(payment.pay_address).toMatch(shapes[coin]!);
      expect(payment).toMatchObject({
        pay_currency: coin,
        price_amount: 30,
        price_currency: 'EUR',
        payment_status: 20,
      });
      seen.add(payment.pay_address);
    }
    const again = await cryptoDeposit('btc', 30, player.auth);
    seen.add(again.payment.pay_address);
    expect(seen.size).toBe(CRYPTO_CURRENCIES.length + 1);
    expect(again.payment.pay_amount).toBe(0.0005); // 30 EUR at 60 000 EUR per BTC
    expect(isValidAddress('btc', again.payment.pay_address)).toBe(true);
    // The deposit is an ordinary payment too, with the instructions as its message.
    const deposit = await api.get(`${PAYMENTS}/deposit/${again.payment.payment_id}/`, player.auth);
    expect(deposit.json().statusMessage).toContain(again.payment.pay_address);
    const shown = await api.get(`${CRYPTO}/payment/${again.payment.payment_id}`, player.auth);
    expect(shown.json()).toMatchObject({
      pay_address: again.payment.pay_address,
      confirmations: 0,
      received_amount: 0,
    });
    const stranger = await userWithRole(t);
    expect((await api.get(`${CRYPTO}/payment/${again.payment.payment_id}`, stranger.auth)).statusCode).toBe(404);
  });

  it('refuses an unknown coin, less than a coin’s minimum, guests and non-crypto systems', async () => {
    const player = await userWithRole(t);
    const unknown = await api.post(`${CRYPTO}/create-payment`, player.auth, { pay_currency: 'xrp', amount: 30 });
    expect(unknown.json().pay_currency[0].code).toBe('invalid');
    const small = await api.post(`${CRYPTO}/create-payment`, player.auth, { pay_currency: 'usdterc20', amount: 10 });
    expect(small.json().code).toBe('payment_system_limits');
    expect(small.json().message).toContain('20 USDT');
    expect((await api.post(`${CRYPTO}/create-payment`, {}, { pay_currency: 'btc', amount: 30 })).statusCode).toBe(401);
    const card = await api.post(`${CRYPTO}/create-payment`, player.auth, {
      pay_currency: 'btc',
      amount: 30,
      payment_system: 'card',
    });
    expect(card.json().code).toBe('payment_system_unavailable');
    const noCoin = await api.post(`${PAYMENTS}/deposit/`, player.auth, { payment_system: 'crypto', amount: 30 });
    expect(noCoin.json().pay_currency[0].code).toBe('required');
    expect(await t.db.selectFrom('payments').selectAll().where('user_id', '=', player.id).execute()).toEqual([]);
  });
});

describe('the simulated chain', () => {
  it('credits exactly at the coin’s confirmations, once, however often blocks are mined', async () => {
    const { player, payment } = await cryptoDeposit('btc', 30); // 2 confirmations
    const sent = await chain().send(payment.pay_address, payment.pay_amount);
    expect(sent.known).toBe(true);
    await chain().mine(1); // in a block: 1 confirmation
    expect((await statusOf(payment.payment_id)).status).toBe(S.requested);
    const shown = await api.get(`${CRYPTO}/payment/${payment.payment_id}`, player.auth);
    expect(shown.json()).toMatchObject({ received_amount: 0.0005, confirmations: 1 });
    const [a, b] = await Promise.all([chain().mine(1), chain().mine(1)]);
    expect([...a.settled, ...b.settled]).toEqual([
      { txid: sent.txid, state: 'credited', paymentId: payment.payment_id },
    ]);
    expect(await statusOf(payment.payment_id)).toEqual({ status: S.success, amount: 3_000 });
    expect(await cashOf(player.id)).toBe(3_000);
    await chain().mine(5);
    expect(await cashOf(player.id)).toBe(3_000);
  });

  it('leaves a transfer in the mempool unconfirmed until a block is mined', async () => {
    const { payment } = await cryptoDeposit('eth', 30); // 3 confirmations
    await chain().mine(10);
    await chain().send(payment.pay_address, payment.pay_amount);
    expect((await chain().mine(2)).settled).toEqual([]);
    expect((await chain().mine(1)).settled).toHaveLength(1);
  });

  it('credits what arrived: an underpayment above the minimum is credited as received', async () => {
    const { player, payment } = await cryptoDeposit('ltc', 50); // 70 EUR per LTC
    await chain().send(payment.pay_address, 0.5); // 35 EUR
    await chain().mine(3);
    expect(await statusOf(payment.payment_id)).toEqual({ status: S.success, amount: 3_500 });
    expect(await cashOf(player.id)).toBe(3_500);
    const events = await t.services.payments.events(payment.payment_id);
    expect(events.at(-1)).toMatchObject({ to_status: S.success, reason: 'underpaid' });
  });

  it('fails a deposit whose coins are worth less than the system’s minimum; late and unknown coins are orphaned', async () => {
    const { player, payment } = await cryptoDeposit('trx', 20); // 0.11 EUR per TRX, 2 confirmations
    await chain().send(payment.pay_address, 40); // 4.40 EUR < 5 EUR
    await chain().mine(2);
    expect((await statusOf(payment.payment_id)).status).toBe(S.failed);
    expect(await cashOf(player.id)).toBe(0);
    await chain().send(payment.pay_address, 1000);
    await chain().send('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 5);
    const { settled } = await chain().mine(2);
    expect(settled.map((s) => s?.state)).toEqual(['orphaned', 'orphaned']);
    expect(await cashOf(player.id)).toBe(0);
  });

  it('does not credit a deposit that expired before its coins confirmed', async () => {
    const { player, payment } = await cryptoDeposit('doge', 20);
    await t.services.payments.expireStale(new Date(t.clock.now().getTime() + 2 * DAY));
    await chain().send(payment.pay_address, payment.pay_amount);
    expect((await chain().mine(3)).settled[0]).toMatchObject({ state: 'orphaned' });
    expect((await statusOf(payment.payment_id)).status).toBe(S.expired);
    expect(await cashOf(player.id)).toBe(0);
  });

  it('refuses nonsense amounts and block counts', async () => {
    await expect(chain().send('x', -1)).rejects.toThrow();
    await expect(chain().send('x', Number.NaN)).rejects.toThrow();
    await expect(chain().mine(0)).rejects.toThrow();
    await expect(chain().mine(1.5)).rejects.toThrow();
  });
});

describe('crypto payouts', () => {
  it('need a coin and an address of its chain', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    const pay = (payload: object) =>
      api.post(`${PAYMENTS}/payout/`, player.auth, { payment_system: 'crypto', amount: 20, ...payload });
    expect((await pay({ destination: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })).json().pay_currency[0].code).toBe(
      'required',
    );
    expect(
      (await pay({ pay_currency: 'btc', destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).json().destination[0]
        .code,
    ).toBe('invalid');
    const ok = await pay({ pay_currency: 'btc', destination: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ status: 20, destination: '••••f3t4' });
  });
});
