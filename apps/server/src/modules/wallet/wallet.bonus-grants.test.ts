import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';
import { reconcile } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

const bonusOf = async (id: number) => (await t.services.wallet.getPlayerBalances(id))!.bonus;
const players = (count: number, currency?: string) =>
  Promise.all(Array.from({ length: count }, () => insertPlayer(t, currency)));
let batch = 0;

/** The transfers a batch wrote for these keys, with their accounts. */
const transfersOf = (keys: string[]) =>
  t.db
    .selectFrom('wallet_transfers as t')
    .innerJoin('wallet_operations as o', 'o.id', 't.operation_id')
    .innerJoin('wallet_accounts as f', 'f.id', 't.from_account_id')
    .innerJoin('wallet_accounts as a', 'a.id', 't.to_account_id')
    .select([
      'o.idempotency_key as operation',
      'o.kind as operationKind',
      'o.user_id as operationUser',
      't.idempotency_key as key',
      't.kind',
      't.amount',
      't.currency',
      't.to_balance_after as balanceAfter',
      'f.kind as fromKind',
      'f.currency as fromCurrency',
      'a.kind as toKind',
      'a.user_id as toUser',
    ])
    .where('o.idempotency_key', 'in', keys)
    .orderBy('o.idempotency_key')
    .execute();

describe('grantBonuses', () => {
  it('credits every player in one call, each grant an operation and a transfer from bonus funding, as grantBonus writes them', async () => {
    const [eur1, eur2] = await players(2);
    const [tnd] = await players(1, 'TND');
    await t.services.wallet.grantBonus({ key: `before-${eur1}`, userId: eur1!, amount: 100, kind: 'Cashback' });
    const grants = [
      { key: `b${++batch}:${eur1}`, userId: eur1!, amount: 50 },
      { key: `b${batch}:${eur2}`, userId: eur2!, amount: 7 },
      { key: `b${batch}:${tnd}`, userId: tnd!, amount: 1_234 },
    ];
    expect(await t.services.wallet.grantBonuses('Cashback', grants)).toEqual({ granted: 3, skipped: [] });
    expect([await bonusOf(eur1!), await bonusOf(eur2!), await bonusOf(tnd!)]).toEqual([150, 7, 1_234]);
    const transfers = await transfersOf(grants.map((grant) => grant.key));
    expect(transfers).toHaveLength(3);
    for (const grant of grants) {
      const currency = grant.userId === tnd ? 'TND' : 'EUR';
      expect(transfers.find((row) => row.operation === grant.key)).toEqual({
        operation: grant.key,
        operationKind: 'Cashback',
        operationUser: grant.userId,
        key: `${grant.key}#0`,
        kind: 'Cashback',
        amount: grant.amount,
        currency,
        balanceAfter: await bonusOf(grant.userId),
        fromKind: 'bonus_funding',
        fromCurrency: currency,
        toKind: 'bonus',
        toUser: grant.userId,
      });
    }
    // The bonus history reads the balance after from the transfer.
    const history = await t.services.bonus.history(
      eur1!,
      { page: 1, page_size: 20, ordering: '-date', is_accrued: true },
      'Cashback',
    );
    expect(history.results[0]).toMatchObject({ amount: 0.5, bonusBalanceBefore: 1, bonusBalanceAfter: 1.5 });
  });

  it('is known to grantBonus: the same request there is a replay, other terms are refused', async () => {
    const [player] = await players(1);
    await fund(t, player!, 300);
    const key = `b${++batch}:${player}`;
    await t.services.wallet.grantBonuses('Cashback', [{ key, userId: player!, amount: 40 }]);
    const replay = await t.services.wallet.grantBonus({ key, userId: player!, amount: 40, kind: 'Cashback' });
    expect(replay).toEqual({
      replayed: true,
      balances: { currency: 'EUR', cash: 300, bonus: 40, held: 0 },
    });
    await expect(
      t.services.wallet.grantBonus({ key, userId: player!, amount: 41, kind: 'Cashback' }),
    ).rejects.toMatchObject({ code: 'already_exists' });
    expect(await bonusOf(player!)).toBe(40);
  });

  it('skips every key already taken, by grantBonus, an earlier batch or on other terms', async () => {
    const [a, b, c] = await players(3);
    const key = (id: number) => `b${batch}:${id}`;
    batch += 1;
    await t.services.wallet.grantBonus({ key: key(a!), userId: a!, amount: 10, kind: 'Cashback' });
    const grants = [
      { key: key(a!), userId: a!, amount: 10 },
      { key: key(b!), userId: b!, amount: 20 },
    ];
    expect(await t.services.wallet.grantBonuses('Cashback', grants)).toEqual({ granted: 1, skipped: [key(a!)] });
    const again = [
      ...grants.map((grant) => ({ ...grant, amount: grant.amount * 2 })),
      { key: key(c!), userId: c!, amount: 5 },
    ];
    expect(await t.services.wallet.grantBonuses('Cashback', again)).toEqual({
      granted: 1,
      skipped: [key(a!), key(b!)],
    });
    expect([await bonusOf(a!), await bonusOf(b!), await bonusOf(c!)]).toEqual([10, 20, 5]);
  });

  it('grants each key once when batches of the same players run at once, while the players bet', async () => {
    const ids = await players(30);
    await Promise.all(ids.map((id) => fund(t, id, 1_000)));
    batch += 1;
    const grants = ids.map((id, i) => ({ key: `b${batch}:${id}`, userId: id, amount: i + 1 }));
    let bets = 0;
    const results = await Promise.all([
      t.services.wallet.grantBonuses('Cashback', grants),
      t.services.wallet.grantBonuses('Cashback', [...grants].reverse()),
      t.services.wallet.grantBonuses('Cashback', grants.slice(10, 20)),
      ...ids.map((id) =>
        t.services.wallet.placeBet({
          key: `bg-bet-${++bets}`,
          userId: id,
          provider: 'studio',
          round: `bg-round-${bets}`,
          bet: `bg-bet-${bets}`,
          amount: 400,
        }),
      ),
    ]);
    const batches = results.slice(0, 3) as { granted: number; skipped: string[] }[];
    expect(batches.reduce((sum, result) => sum + result.granted, 0)).toBe(30);
    expect(batches.reduce((sum, result) => sum + result.skipped.length, 0)).toBe(30 + 10);
    for (const [i, id] of ids.entries()) {
      expect(await t.services.wallet.getPlayerBalances(id)).toMatchObject({ cash: 600, bonus: i + 1 });
    }
    expect(await transfersOf(grants.map((grant) => grant.key))).toHaveLength(30);
  });

  it('writes all of a batch or none of it', async () => {
    const [a, b] = await players(2);
    batch += 1;
    const good = { key: `b${batch}:${a}`, userId: a!, amount: 10 };
    await expect(
      t.services.wallet.grantBonuses('Cashback', [good, { key: `b${batch}:none`, userId: 2_000_000_000, amount: 10 }]),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      t.services.wallet.grantBonuses('Cashback', [good, { key: `b${batch}:${b}`, userId: b!, amount: 0 }]),
    ).rejects.toMatchObject({ code: 'bad_request' });
    await expect(t.services.wallet.grantBonuses('Cashback', [good, { ...good, key: 'other' }])).rejects.toThrow(
      /twice/,
    );
    expect([await bonusOf(a!), await bonusOf(b!)]).toEqual([0, 0]);
    expect(await transfersOf([good.key])).toEqual([]);
    expect(await t.services.wallet.grantBonuses('Cashback', [])).toEqual({ granted: 0, skipped: [] });
  });
});
