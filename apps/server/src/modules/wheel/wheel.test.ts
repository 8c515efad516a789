import { createFairRng } from '@casino/fair';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, expectError } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { userWithRole } from '../../../test/payments.js';
import { DEFAULT_SETTINGS } from '../settings/index.js';
import { reconcile } from '../wallet/index.js';
import { drawSegment } from './wheel.rules.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

type Auth = Record<string, string>;
const get = (url: string, auth: Auth = {}) => t.app.inject({ method: 'GET', url, headers: auth });
const spin = (auth: Auth, isFree: boolean) =>
  t.app.inject({ method: 'POST', url: '/services/wheel/spin/', headers: auth, payload: { is_free: isFree } });
const balances = async (id: number) => (await t.services.wallet.getPlayerBalances(id))!;

describe('the wheel', () => {
  it('shows a guest its terms and 16 prizes in the default currency, with a free spin to offer', async () => {
    expect((await get('/services/wheel/settings/public/')).json()).toMatchObject({
      freeSpinTime: 86_400,
      paidSpinCost: 1,
      hasFreeSpin: true,
      freeSpinsAvailable: 1,
      currency: 'EUR',
      nextFreeSpinAt: null,
    });
    const prizes = (await get('/services/wheel/prizes/')).json();
    expect(prizes).toHaveLength(16);
    expect(prizes[10]).toEqual({ id: 10, amount: 0, isPresent: true, name: 'Royal Ace cap', currency: 'EUR' });
    expectError(await spin({}, true), 401, 'not_authenticated');
  });

  it('gives a free spin, then none until its time, drawn from the player’s fair stream', async () => {
    const player = await userWithRole(t);
    const result = await spin(player.auth, true);
    expect(result.statusCode, result.body).toBe(200);
    const won = result.json();
    // The draw is the published one: the segment the seeds' stream picks by the weights.
    const seed = await t.db
      .selectFrom('wheel_seeds')
      .selectAll()
      .where('user_id', '=', player.id)
      .executeTakeFirstOrThrow();
    const weights = DEFAULT_SETTINGS.wheel.segments.map((segment) => segment.weight);
    expect(won.prizeId).toBe(drawSegment(createFairRng(seed.server_seed, won.clientSeed, won.nonce), weights));
    expect(won).toMatchObject({ nonce: 0, serverSeedHash: seed.server_seed_hash, currency: 'EUR' });
    expect((await balances(player.id)).bonus).toBe(Math.round(won.amount * 100));

    expectError(await spin(player.auth, true), 409, 'wheel_free_spin_unavailable');
    const settings = (await get('/services/wheel/settings/public/', player.auth)).json();
    expect(settings).toMatchObject({ hasFreeSpin: false, freeSpinsAvailable: 0 });
    expect(Date.parse(settings.nextFreeSpinAt) - t.clock.now().getTime()).toBe(DAY);
    // A day later (the last free spin moved back a day): the next one.
    await sql`UPDATE wheel_spins SET created_at = created_at - interval '1 day' WHERE user_id = ${player.id}`.execute(
      t.db,
    );
    expect((await spin(player.auth, true)).json()).toMatchObject({ nonce: 1 });
  });

  it('charges a paid spin through the ledger, refuses one the balance does not cover, and lists both', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 150);
    expect((await spin(player.auth, false)).statusCode).toBe(200);
    expect((await balances(player.id)).cash).toBe(50);
    expectError(await spin(player.auth, false), 400, 'not_enough_money');
    expect((await spin(player.auth, true)).statusCode).toBe(200);
    const history = (await get('/services/wheel/statistics/betshistory/', player.auth)).json();
    expect(history.count).toBe(2);
    expect(history.results.map((r: { isFree: boolean; betAmount: number }) => [r.isFree, r.betAmount])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    expect(history.results[1]).toMatchObject({ userBalanceBefore: 1.5, userBalanceAfter: 0.5, userId: player.id });
  });

  it('takes one free spin out of twenty asked at once', async () => {
    const player = await userWithRole(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(player.auth, true)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const spins = await t.db.selectFrom('wheel_spins').select('nonce').where('user_id', '=', player.id).execute();
    expect(spins).toHaveLength(1);
  });

  it('keeps a present for the operator to send, and pays a money prize as a LuckySpin bonus', async () => {
    // Every weight on the present, then on a money prize.
    const operator = await userWithRole(t, 'SO');
    const terms = (await get('/api/backoffice/wheel/', operator.auth)).json();
    expect(terms.paidSpinReturn).toMatchObject({ percent: 90 });
    const only = (index: number) => ({
      ...terms,
      segments: terms.segments.map((segment: object, i: number) => ({ ...segment, weight: i === index ? 1 : 0 })),
    });
    const { paidSpinReturn: _r, totalWeight: _w, ...editable } = only(10);
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/backoffice/wheel/', headers: operator.auth, payload: body });
    try {
      expect((await put(editable)).json().paidSpinReturn.percent).toBe(0);
      const player = await userWithRole(t);
      expect((await spin(player.auth, true)).json()).toMatchObject({
        isPresent: true,
        name: 'Royal Ace cap',
        amount: 0,
      });
      const present = await t.db
        .selectFrom('wheel_presents')
        .selectAll()
        .where('user_id', '=', player.id)
        .executeTakeFirst();
      expect(present).toMatchObject({ name: 'Royal Ace cap', status: 'pending' });

      const { paidSpinReturn: _r2, totalWeight: _w2, ...money } = only(12);
      expect((await put(money)).json().paidSpinReturn.percent).toBe(1_000);
      const winner = await userWithRole(t);
      expect((await spin(winner.auth, true)).json()).toMatchObject({ amount: 10, isPresent: false });
      const lucky = await t.services.wallet.bonusMovements(
        winner.id,
        { kinds: ['LuckySpin'] },
        { order: 'date', limit: 5, offset: 0 },
      );
      expect(lucky.rows.map((row) => row.amount)).toEqual([1_000]);
    } finally {
      const { paidSpinReturn: _r3, totalWeight: _w3, ...original } = terms;
      await put(original);
    }
  });

  it('lets only the operator change the terms, and refuses terms that do not hold', async () => {
    const player = await userWithRole(t);
    expectError(await get('/api/backoffice/wheel/', player.auth), 403, 'permission_denied');
    const operator = await userWithRole(t, 'O');
    const {
      paidSpinReturn: _r,
      totalWeight: _w,
      ...terms
    } = (await get('/api/backoffice/wheel/', operator.auth)).json();
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/backoffice/wheel/', headers: operator.auth, payload: body });
    expect((await put({ ...terms, segments: terms.segments.slice(1) })).statusCode).toBe(400);
    expect(
      (await put({ ...terms, segments: terms.segments.map((s: object) => ({ ...s, weight: 0 })) })).statusCode,
    ).toBe(400);
  });
});
