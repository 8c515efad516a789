import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { promoteAndSignIn } from '../../../test/staff.js';
import { fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

/** A cashier (role C) with `balance` minor units, and a player registered under them. */
async function cashierWithPlayer(balance: number) {
  const cashier = await signUpAndIn(t);
  const session = await promoteAndSignIn(t, cashier, 'C');
  if (balance) await fund(t, cashier.user.id, balance);
  const player = await signUpAndIn(t, { agent_id: String(cashier.user.id) });
  return { cashier: { id: cashier.user.id, auth: session.headers }, player };
}

const transfer = (auth: Record<string, string>, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/backoffice/transactions/',
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

describe('POST /api/backoffice/transactions/ (cashier transfer)', () => {
  it('moves cash from a cashier to their player and back, as ledger transfers', async () => {
    const { cashier, player } = await cashierWithPlayer(10_000);
    const deposit = await transfer(cashier.auth, {
      amount: 30,
      currency: 'EUR',
      sender_id: cashier.id,
      recipient_id: player.user.id,
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json()).toMatchObject({ sender: { balance: 70 }, recipient: { balance: 30 } });
    const back = await transfer(cashier.auth, {
      amount: 5.5,
      currency: 'EUR',
      sender_id: player.user.id,
      recipient_id: cashier.id,
    });
    expect(back.json()).toMatchObject({ sender: { balance: 24.5 }, recipient: { balance: 75.5 } });
    const seen = await t.app.inject({ method: 'GET', url: '/api/backoffice/transactions/', headers: player.auth });
    expect(seen.json().results.map((r: { type: string; kind: string }) => `${r.type}:${r.kind}`)).toEqual([
      'withdrawal:cashier_transfer',
      'deposit:cashier_transfer',
    ]);
  });

  it('moves nothing twice for a retried idempotency key, and refuses more than the cashier has', async () => {
    const { cashier, player } = await cashierWithPlayer(1_000);
    const body = { amount: 4, currency: 'EUR', sender_id: cashier.id, recipient_id: player.user.id };
    const [a, b] = await Promise.all([
      transfer(cashier.auth, body, 'retry-key-1'),
      transfer(cashier.auth, body, 'retry-key-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await t.services.wallet.getPlayerBalances(player.user.id))?.cash).toBe(400);
    expect((await transfer(cashier.auth, { ...body, amount: 4 }, 'retry-key-1')).statusCode).toBe(201);
    expect((await transfer(cashier.auth, { ...body, amount: 5 }, 'retry-key-1')).statusCode).toBe(409);
    expect((await transfer(cashier.auth, { ...body, amount: 6.01 })).json()).toMatchObject({
      code: 'not_enough_money',
    });
  });

  it("refuses players, other cashiers' players, third parties and a wrong currency", async () => {
    const { cashier, player } = await cashierWithPlayer(1_000);
    const other = await cashierWithPlayer(1_000);
    const cases = [
      [player.auth, { sender_id: player.user.id, recipient_id: cashier.id }, 403],
      [cashier.auth, { sender_id: cashier.id, recipient_id: other.player.user.id }, 403],
      [cashier.auth, { sender_id: other.cashier.id, recipient_id: player.user.id }, 403],
      [cashier.auth, { sender_id: cashier.id, recipient_id: cashier.id }, 403],
      [{}, { sender_id: cashier.id, recipient_id: player.user.id }, 401],
    ] as const;
    for (const [auth, ids, status] of cases) {
      expect((await transfer(auth, { amount: 1, currency: 'EUR', ...ids })).statusCode).toBe(status);
    }
    const wrongCurrency = await transfer(cashier.auth, {
      amount: 1,
      currency: 'USD',
      sender_id: cashier.id,
      recipient_id: player.user.id,
    });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(
      (
        await transfer(cashier.auth, {
          amount: -1,
          currency: 'EUR',
          sender_id: cashier.id,
          recipient_id: player.user.id,
        })
      ).json(),
    ).toHaveProperty('amount');
    expect((await t.services.wallet.getPlayerBalances(player.user.id))?.cash).toBe(0);
  });
});
