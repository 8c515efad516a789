import type { NoticeItem } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DAY, expectError } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { promoteAndSignIn } from '../../../test/staff.js';
import { reconcile } from '../wallet/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

type Kind = 'Cashback' | 'FirstDeposit' | 'PersonalJackpot' | 'IncreasedBySO';
let grants = 0;
const grant = (userId: number, kind: Kind, amount: number, toCash = false) =>
  t.services.wallet.grantBonus({ key: `notice-${++grants}`, userId, amount, kind, toCash });

const notices = (auth: Record<string, string>, kind: string) =>
  t.app.inject({ method: 'GET', url: `/api/bonus-system/notices/?kind=${kind}`, headers: auth });
const acknowledge = (auth: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/bonus-system/notices/${id}/acknowledge/`, headers: auth });
async function listed(auth: Record<string, string>, kind: string): Promise<NoticeItem[]> {
  const response = await notices(auth, kind);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoticeItem[]>();
}

/** The ids of the player's bonus credits of one type, newest first, as the bonus history lists them. */
async function creditIds(auth: Record<string, string>, type: Kind): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bonus-system/bonusbalance/history?type=${type}&is_accrued=true`,
    headers: auth,
  });
  return response.json<{ results: { id: string }[] }>().results.map((item) => item.id);
}

describe('the bonus notices', () => {
  it("list the player's own unacknowledged credits of the kind asked, newest first", async () => {
    const alice = await signUpAndIn(t);
    const bob = await signUpAndIn(t);
    await grant(alice.user.id, 'Cashback', 250);
    await grant(alice.user.id, 'PersonalJackpot', 10_000);
    await grant(alice.user.id, 'FirstDeposit', 500);
    await grant(alice.user.id, 'Cashback', 75);
    await grant(alice.user.id, 'IncreasedBySO', 300);
    await grant(bob.user.id, 'Cashback', 999);

    const cashback = await listed(alice.auth, 'cashback');
    expect(cashback.map((notice) => [notice.kind, notice.amount, notice.amountCurrency])).toEqual([
      ['cashback', 0.75, 'EUR'],
      ['cashback', 2.5, 'EUR'],
    ]);
    expect(cashback.map((notice) => notice.id)).toEqual(await creditIds(alice.auth, 'Cashback'));
    expect(Date.parse(cashback[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(cashback[1]!.createdAt));
    expect((await listed(alice.auth, 'jackpot')).map((notice) => [notice.kind, notice.amount])).toEqual([
      ['jackpot', 100],
    ]);
    expect((await listed(alice.auth, 'first_deposit')).map((notice) => [notice.kind, notice.amount])).toEqual([
      ['first_deposit', 5],
    ]);
    expect((await listed(bob.auth, 'cashback')).map((notice) => notice.amount)).toEqual([9.99]);
    expect(await listed(bob.auth, 'jackpot')).toEqual([]);
  });

  it('are credits of the bonus balance only: neither a grant to cash nor a take-back is one', async () => {
    const player = await signUpAndIn(t);
    const userId = player.user.id;
    await grant(userId, 'Cashback', 400, true);
    await grant(userId, 'FirstDeposit', 400);
    await t.services.wallet.takeBackBonus({ key: `notice-${++grants}`, userId, amount: 100, kind: 'FirstDeposit' });
    expect(await listed(player.auth, 'cashback')).toEqual([]);
    expect((await listed(player.auth, 'first_deposit')).map((notice) => notice.amount)).toEqual([4]);
  });

  it('list at most 10, the newest', async () => {
    const player = await signUpAndIn(t);
    for (let amount = 1; amount <= 12; amount++) await grant(player.user.id, 'PersonalJackpot', amount * 100);
    expect((await listed(player.auth, 'jackpot')).map((notice) => notice.amount)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
  });

  it('leave out credits older than 30 days', async () => {
    const player = await signUpAndIn(t);
    await grant(player.user.id, 'Cashback', 100);
    expect(await t.services.notices.list(player.user.id, 'cashback')).toHaveLength(1);
    t.clock.advance(30 * DAY + 60_000);
    try {
      expect(await t.services.notices.list(player.user.id, 'cashback')).toEqual([]);
    } finally {
      t.clock.advance(-(30 * DAY + 60_000));
    }
  });

  it('disappear once acknowledged; acknowledging again answers the same, and no other notice goes', async () => {
    const player = await signUpAndIn(t);
    await grant(player.user.id, 'Cashback', 100);
    await grant(player.user.id, 'Cashback', 200);
    const [newest, oldest] = await listed(player.auth, 'cashback');

    const first = await acknowledge(player.auth, newest!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id: newest!.id, acknowledgedAt: expect.any(String) });
    expect(await listed(player.auth, 'cashback')).toEqual([oldest]);

    const again = await acknowledge(player.auth, newest!.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const racing = await Promise.all([acknowledge(player.auth, oldest!.id), acknowledge(player.auth, oldest!.id)]);
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(racing[0]!.json()).toEqual(racing[1]!.json());
    expect(await listed(player.auth, 'cashback')).toEqual([]);
  });

  it("are not found for someone else's notice, for a transfer that is no notice, or for no transfer", async () => {
    const alice = await signUpAndIn(t);
    const bob = await signUpAndIn(t);
    await grant(alice.user.id, 'PersonalJackpot', 5_000);
    await grant(bob.user.id, 'IncreasedBySO', 300);
    const [jackpot] = await listed(alice.auth, 'jackpot');
    const [manual] = await creditIds(bob.auth, 'IncreasedBySO');

    expectError(await acknowledge(bob.auth, jackpot!.id), 404, 'not_found');
    expectError(await acknowledge(bob.auth, manual!), 404, 'not_found');
    for (const id of ['999999999999', '0', 'abc', '1e3', '99999999999999999999'])
      expectError(await acknowledge(alice.auth, id), 404, 'not_found');
    // Bob's attempt acknowledged nothing of Alice's.
    expect(await listed(alice.auth, 'jackpot')).toEqual([jackpot]);
  });

  it('are refused to guests, other roles and an unknown kind', async () => {
    const player = await signUpAndIn(t);
    await grant(player.user.id, 'Cashback', 100);
    const [notice] = await listed(player.auth, 'cashback');
    expectError(await notices({}, 'cashback'), 401, 'not_authenticated');
    expectError(await acknowledge({}, notice!.id), 401, 'not_authenticated');

    const cashier = await signUpAndIn(t);
    const session = await promoteAndSignIn(t, cashier, 'C');
    expectError(await notices(bearer(session.access), 'cashback'), 403, 'permission_denied');
    expectError(await acknowledge(bearer(session.access), notice!.id), 403, 'permission_denied');

    expect((await notices(player.auth, 'bonus')).statusCode).toBe(400);
    expect((await notices(player.auth, '')).statusCode).toBe(400);
    expect(await listed(player.auth, 'cashback')).toEqual([notice]);
  });
});
