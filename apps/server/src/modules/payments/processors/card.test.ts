import { PAYMENT_STATUS as S } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../../../test/api.js';
import { created, type PaymentsWorld, usePayments, userWithRole } from '../../../../test/payments.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
usePayments('SO', (world) => ({ t, api } = world), { reconcileEachTest: true });

const GOOD = { expiry: '12/39', cvc: '123', holder: 'Jane Doe' };

/** A player with a fresh card deposit of `amount` EUR: its id and the hosted page's path. */
async function cardDeposit(amount = 25) {
  const player = await userWithRole(t);
  const deposit = created(await api.deposit(player.auth, 'card', amount));
  expect(deposit.status).toBe(S.requested);
  const url = new URL(deposit.redirectLink!);
  expect(url.origin).toBe('http://casino.test');
  return { player, id: deposit.id, page: url.pathname };
}

const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const statusOf = async (id: number) =>
  (await t.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const cashOf = async (userId: number) => (await t.services.wallet.getPlayerBalances(userId))!.cash;

describe('the hosted card page', () => {
  it('is HTML under the site’s strict CSP, with no script, showing the amount and the test cards', async () => {
    const { page, id } = await cardDeposit(25);
    const response = await t.app.inject({ method: 'GET', url: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain('25.00 EUR');
    expect(response.body).toContain(`#${id}`);
    expect(response.body).toContain('4000 0000 0000 3220');
    expect(response.body).toContain('name="viewport"');
  });

  it('explains every invalid field, keeps the values but never the CVC, and moves nothing', async () => {
    const { page, id } = await cardDeposit();
    const bad = await form(page, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', holder: '' });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('This card number is not valid.');
    expect(bad.body).toContain('This card has expired.');
    expect(bad.body).toContain('The security code is 3 or 4 digits.');
    expect(bad.body).toContain('Enter the name on the card.');
    expect(bad.body).toContain('value="4242 4242 4242 4241"');
    expect(bad.body).not.toContain('value="12"');
    const month = await form(page, { number: '4242424242424242', expiry: '13/30', cvc: '123', holder: 'Jo' });
    expect(month.body).toContain('Enter the expiry date as MM/YY.');
    const unknown = await form(page, { number: '4000056655665556', ...GOOD });
    expect(unknown.body).toContain('only its test cards');
    const escaped = await form(page, { number: '<b>x</b>', ...GOOD });
    expect(escaped.body).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(await statusOf(id)).toBe(S.requested);
  });

  it('4242…: pays, calls back, credits once and sends the player back to the deposit page', async () => {
    const { player, page, id } = await cardDeposit(25);
    const paid = await form(page, { number: '4242 4242 4242 4242', ...GOOD });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/deposit/card?payment=${id}`);
    expect(await statusOf(id)).toBe(S.success);
    expect(await cashOf(player.id)).toBe(2_500);
    // Posting again (a double click, the back button) changes nothing.
    const again = await form(page, { number: '4242 4242 4242 4242', ...GOOD });
    expect(again.headers.location).toBe(`/deposit/card?payment=${id}`);
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(303);
    expect(await cashOf(player.id)).toBe(2_500);
    const events = await t.services.payments.events(id);
    expect(events.map((e) => [e.to_status, e.actor])).toEqual([
      [10, 'player'],
      [20, 'processor:sandbox-card'],
      [30, 'processor:sandbox-card'],
    ]);
  });

  it('pays once when the form is posted many times at once', async () => {
    const { player, page, id } = await cardDeposit(12);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => form(page, { number: '4242424242424242', ...GOOD })),
    );
    expect(answers.map((a) => a.headers.location)).toEqual(Array(10).fill(`/deposit/card?payment=${id}`));
    const owed = await t.db
      .selectFrom('sandbox_callback_outbox')
      .selectAll()
      .where('body', 'like', `%"payment_id":${id},%`)
      .execute();
    expect(owed).toHaveLength(1);
    expect(await statusOf(id)).toBe(S.success);
    expect(await cashOf(player.id)).toBe(1_200);
  });

  it('4000…0002: declined, the payment fails and nothing is credited', async () => {
    const { player, page, id } = await cardDeposit();
    const declined = await form(page, { number: '4000000000000002', ...GOOD });
    expect(declined.headers.location).toBe(`/deposit/card?payment=${id}`);
    expect(await statusOf(id)).toBe(S.failed);
    expect(await cashOf(player.id)).toBe(0);
  });

  it('4000…3220: asks for the 3-D Secure code; a wrong code is explained, the right one pays', async () => {
    const { player, page, id } = await cardDeposit(40);
    const challenged = await form(page, { number: '4000000000003220', ...GOOD });
    expect(challenged.statusCode).toBe(303);
    const step = challenged.headers.location as string;
    expect(step).toMatch(/^\/sandbox\/card\/3ds\//);
    expect((await t.app.inject({ method: 'GET', url: page })).headers.location).toBe(step);
    const shown = await t.app.inject({ method: 'GET', url: step });
    expect(shown.body).toContain('•••• 3220');
    const wrong = await form(step, { action: 'approve', code: '000000' });
    expect(wrong.body).toContain('This code is not correct');
    expect(await statusOf(id)).toBe(S.requested);
    const right = await form(step, { action: 'approve', code: '123456' });
    expect(right.headers.location).toBe(`/deposit/card?payment=${id}`);
    expect(await statusOf(id)).toBe(S.success);
    expect(await cashOf(player.id)).toBe(4_000);
  });

  it('3-D Secure denied, or three wrong codes: declined', async () => {
    const denied = await cardDeposit();
    const step1 = (await form(denied.page, { number: '4000000000003220', ...GOOD })).headers.location as string;
    await form(step1, { action: 'deny', code: '' });
    expect(await statusOf(denied.id)).toBe(S.failed);

    const guessed = await cardDeposit();
    const step2 = (await form(guessed.page, { number: '4000000000003220', ...GOOD })).headers.location as string;
    for (const code of ['1', '2']) expect((await form(step2, { action: 'approve', code })).statusCode).toBe(200);
    expect((await form(step2, { action: 'approve', code: '3' })).statusCode).toBe(303);
    expect(await statusOf(guessed.id)).toBe(S.failed);
  });

  it('4000…0119: the bank never answers; no callback, and the expiry job ends the payment (45)', async () => {
    const { player, page, id } = await cardDeposit();
    const timedOut = await form(page, { number: '4000000000000119', ...GOOD });
    expect(timedOut.headers.location).toBe(`/deposit/card?payment=${id}`);
    expect(await statusOf(id)).toBe(S.requested);
    const owed = await t.db
      .selectFrom('sandbox_callback_outbox')
      .selectAll()
      .where('body', 'like', `%"payment_id":${id},%`)
      .execute();
    expect(owed).toEqual([]);
    await t.services.payments.expireStale(new Date(t.clock.now().getTime() + 2 * DAY));
    expect(await statusOf(id)).toBe(S.expired);
    expect(await cashOf(player.id)).toBe(0);
  });

  it('takes no card after 23 hours: the link has expired and the platform’s expiry ends the payment', async () => {
    const { page, id } = await cardDeposit();
    t.clock.advance(23 * HOUR + 1);
    const late = await form(page, { number: '4242424242424242', ...GOOD });
    expect(late.statusCode).toBe(404);
    expect(late.body).toContain('This payment link has expired.');
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
    expect(await statusOf(id)).toBe(S.requested);
    t.clock.advance(HOUR);
    await t.services.payments.expireStale();
    expect(await statusOf(id)).toBe(S.expired);
  });

  it('cancel on the page declines the payment; an unknown link is a 404 page', async () => {
    const { page, id } = await cardDeposit();
    const cancelled = await form(page, { action: 'cancel' });
    expect(cancelled.headers.location).toBe(`/deposit/card?payment=${id}`);
    expect(await statusOf(id)).toBe(S.failed);
    const gone = await t.app.inject({ method: 'GET', url: '/sandbox/card/pay/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Payment not found');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/card/pay/%3Cx%3E' })).statusCode).toBe(404);
  });
});
