import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newSession } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const list = (auth: { authorization: string }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/backoffice/transactions/${query}`, headers: auth });

describe('GET /api/backoffice/transactions/', () => {
  it("lists the player's deposits and withdrawals, newest first, with balances before and after", async () => {
    const player = await signUpAndIn(t);
    const id = player.user.id;
    await fund(t, id, 5_000);
    await fund(t, id, 2_550);
    const { holdId } = await t.services.wallet.reserve({
      key: `w-${id}`,
      userId: id,
      amount: 1_000,
      purpose: 'payout',
    });
    const response = await list(player.auth);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(page.results.map((r: { id: string }) => r.id)).toEqual([
      `wd_${holdId}`,
      expect.stringMatching(/^tr_/),
      expect.stringMatching(/^tr_/),
    ]);
    expect(page.results[0]).toMatchObject({
      type: 'withdrawal',
      status: 'IN_PROCESS',
      amount: 10,
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
      toId: id,
    });

    await t.services.wallet.voidHold({ key: `v-${id}`, holdId });
    const after = (await list(player.auth, '?status=REJECTED')).json();
    expect(after).toMatchObject({ count: 1, results: [{ id: `wd_${holdId}`, status: 'REJECTED' }] });
    expect((await list(player.auth, '?status=COMPLETED')).json().count).toBe(2);
  });

  it('filters deposits by recipient and withdrawals by sender, pages, and days', async () => {
    const player = await signUpAndIn(t);
    const id = player.user.id;
    for (let i = 0; i < 5; i += 1) await fund(t, id, 100 + i);
    await t.services.wallet.reserve({ key: `w2-${id}`, userId: id, amount: 50, purpose: 'payout' });
    expect((await list(player.auth, `?recipient=${id}`)).json().count).toBe(5);
    expect((await list(player.auth, `?sender=${id}`)).json().count).toBe(1);
    const second = (await list(player.auth, '?page=2&page_size=4')).json();
    expect(second).toMatchObject({ count: 6, page: 2, page_size: 4 });
    expect(second.results).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(player.auth, `?created_from=${today}&created_to=${today}`)).json().count).toBe(6);
    expect((await list(player.auth, '?created_to=2001-01-01')).json().count).toBe(0);
  });

  it("refuses another player's ids and hides another player's transactions", async () => {
    const [alice, bob] = [await signUpAndIn(t), await signUpAndIn(t)];
    await fund(t, alice.user.id, 1_000);
    expect((await list(bob.auth, `?recipient=${alice.user.id}`)).json()).toMatchObject({ code: 'permission_denied' });
    expect((await list(bob.auth, `?sender=${alice.user.id}`)).statusCode).toBe(403);
    const aliceTx = (await list(alice.auth)).json().results[0].id;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/transactions/${aliceTx}/`,
      headers: alice.auth,
    });
    expect(own.json()).toMatchObject({ id: aliceTx, amount: 10 });
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/transactions/${aliceTx}/`,
      headers: bob.auth,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list(bob.auth)).json().count).toBe(0);
  });

  it('rejects bad filters with field codes and requires a player', async () => {
    const player = await signUpAndIn(t);
    const bad = await list(player.auth, '?status=MAYBE&page=0&created_from=2024-02-30');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['created_from', 'page', 'status']);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/transactions/' })).statusCode).toBe(401);
    await t.db.updateTable('users').set({ role: 'C' }).where('id', '=', player.user.id).execute();
    const asCashier = await newSession(t, player.registration.username, player.registration.password);
    expect((await list(bearer(asCashier.access))).statusCode).toBe(403);
  });
});
