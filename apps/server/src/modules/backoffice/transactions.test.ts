import { describe, expect, it } from 'vitest';

import { created, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';
import { signUpAndIn } from '../../../test/players.js';
import { promoteAndSignIn } from '../../../test/staff.js';
import { fund } from '../../../test/provider.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let op: PaymentsWorld['op'];
let online: string;
usePayments('O', (world) => ({ t, api, op, online } = world));

const list = (auth: Record<string, string>, query = '') => api.get(`/api/backoffice/transactions/${query}`, auth);
const one = (auth: Record<string, string>, id: string) => api.get(`/api/backoffice/transactions/${id}/`, auth);
/** The test clock stops at build time; payments take its time and transfers the database's, so it catches up first. */
const catchUp = () => t.clock.advance(Date.now() + 1_000 - t.clock.now().getTime());
const statusOf = async (auth: Record<string, string>, id: string) => (await one(auth, id)).json().status;

describe('GET /api/backoffice/transactions/', () => {
  it("lists the player's deposits and withdrawals, newest first, with balances before and after", async () => {
    const player = await userWithRole(t, 'P', 'EUR', 5_000);
    await fund(t, player.id, 2_550);
    catchUp();
    const payout = created(await api.payout(player.auth, online, 10));
    const response = await list(player.auth);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(page.results.map((r: { id: string }) => r.id)).toEqual([
      `wd_${payout.id}`,
      expect.stringMatching(/^tr_/),
      expect.stringMatching(/^tr_/),
    ]);
    expect(page.results[0]).toMatchObject({
      type: 'withdrawal',
      kind: 'payout',
      status: 'OPEN',
      amount: 10,
      fromId: player.id,
      balanceBefore: 75.5,
      balanceAfter: 65.5,
      completedAt: null,
    });
    expect(page.results[1]).toMatchObject({
      type: 'deposit',
      status: 'COMPLETED',
      amount: 25.5,
      balanceBefore: 50,
      balanceAfter: 75.5,
      kind: 'deposit',
      toId: player.id,
    });

    expect((await api.act(op.auth, 'payout', payout.id, 'approve_fail')).statusCode).toBe(200);
    const after = (await list(player.auth, '?status=REJECTED')).json();
    expect(after).toMatchObject({
      count: 1,
      results: [{ id: `wd_${payout.id}`, status: 'REJECTED', completedAt: expect.any(String) }],
    });
    expect((await list(player.auth, '?status=COMPLETED')).json().count).toBe(2);
  });

  it('shows a deposit from its start: open, in process, then completed with the balance its credit left', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 1_000);
    const deposit = created(await api.deposit(player.auth, online, 25));
    const id = `dp_${deposit.id}`;
    expect((await one(player.auth, id)).json()).toMatchObject({
      id,
      type: 'deposit',
      kind: 'deposit',
      status: 'OPEN',
      amount: 25,
      toId: player.id,
      balanceBefore: null,
      balanceAfter: null,
      completedAt: null,
    });
    expect((await list(player.auth, '?status=OPEN')).json().results.map((r: { id: string }) => r.id)).toEqual([id]);

    await api.act(op.auth, 'deposit', deposit.id, 'approve_success');
    expect(await statusOf(player.auth, id)).toBe('IN_PROCESS');
    await api.act(op.auth, 'deposit', deposit.id, 'process_after_approve');
    expect((await one(player.auth, id)).json()).toMatchObject({
      status: 'COMPLETED',
      balanceBefore: 10,
      balanceAfter: 35,
      completedAt: expect.any(String),
    });
    // The credit is the deposit's row, not a second one.
    expect((await list(player.auth, `?recipient=${player.id}`)).json().count).toBe(2);

    const refused = created(await api.deposit(player.auth, online, 30));
    await api.act(op.auth, 'deposit', refused.id, 'approve_fail');
    expect((await one(player.auth, `dp_${refused.id}`)).json()).toMatchObject({
      status: 'REJECTED',
      balanceAfter: null,
    });
    const counts = await Promise.all(
      ['ALL', 'OPEN', 'IN_PROCESS', 'COMPLETED', 'REJECTED'].map(
        async (status) => (await list(player.auth, `?status=${status}`)).json().count,
      ),
    );
    expect(counts).toEqual([3, 0, 0, 2, 1]);
  });

  it('names the method of each payment in the language asked for; other movements have none', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 1_000);
    catchUp();
    const deposit = created(await api.deposit(player.auth, 'bank-transfer', 20));
    const inLanguage = async (language: string, path = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/backoffice/transactions/${path}`,
          headers: { ...player.auth, 'accept-language': language },
        })
      ).json();
    const french = await inLanguage('fr');
    expect(french.results).toEqual([
      expect.objectContaining({ id: `dp_${deposit.id}`, method: 'Virement bancaire', paymentSystem: 'bank-transfer' }),
      expect.objectContaining({ id: expect.stringMatching(/^tr_/), method: null, paymentSystem: null }),
    ]);
    expect(await inLanguage('ru', `dp_${deposit.id}/`)).toMatchObject({ method: 'Банковский перевод' });
    expect(await inLanguage('ar', `dp_${deposit.id}/`)).toMatchObject({ method: 'تحويل مصرفي' });
    expect((await one(player.auth, `dp_${deposit.id}`)).json()).toMatchObject({ method: 'Bank transfer' });
  });

  it('filters deposits by recipient and withdrawals by sender, pages, and days', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    for (let i = 0; i < 4; i += 1) await fund(t, player.id, 100 + i);
    created(await api.payout(player.auth, online, 50));
    expect((await list(player.auth, `?recipient=${player.id}`)).json().count).toBe(5);
    expect((await list(player.auth, `?sender=${player.id}`)).json().count).toBe(1);
    const second = (await list(player.auth, '?page=2&page_size=4')).json();
    expect(second).toMatchObject({ count: 6, page: 2, page_size: 4 });
    expect(second.results).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(player.auth, `?created_from=${today}&created_to=${today}`)).json().count).toBe(6);
    expect((await list(player.auth, '?created_to=2001-01-01')).json().count).toBe(0);
  });

  it("refuses another player's ids and hides another player's transactions", async () => {
    const [alice, bob] = [await userWithRole(t, 'P', 'EUR', 1_000), await userWithRole(t)];
    catchUp();
    const deposit = created(await api.deposit(alice.auth, online, 20));
    expect((await list(bob.auth, `?recipient=${alice.id}`)).json()).toMatchObject({ code: 'permission_denied' });
    expect((await list(bob.auth, `?sender=${alice.id}`)).statusCode).toBe(403);
    const ids = (await list(alice.auth)).json().results.map((r: { id: string }) => r.id);
    expect(ids).toEqual([`dp_${deposit.id}`, expect.stringMatching(/^tr_/)]);
    for (const id of ids) {
      expect((await one(alice.auth, id)).json()).toMatchObject({ id });
      expect((await one(bob.auth, id)).statusCode).toBe(404);
    }
    expect((await list(bob.auth)).json().count).toBe(0);
  });

  it('rejects bad filters and ids with field codes and requires a player', async () => {
    const player = await signUpAndIn(t);
    const bad = await list(player.auth, '?status=MAYBE&page=0&created_from=2024-02-30');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['created_from', 'page', 'status']);
    expect((await one(player.auth, 'xx_1')).statusCode).toBe(400);
    expect((await api.get('/api/backoffice/transactions/')).statusCode).toBe(401);
    const asCashier = await promoteAndSignIn(t, player, 'C');
    expect((await list(asCashier.headers)).statusCode).toBe(403);
  });
});
