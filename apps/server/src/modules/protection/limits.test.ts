import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { addOnlineSystems, cashier, userWithRole } from '../../../test/payments.js';

let t: TestApp;
let online: string;
beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  online = await addOnlineSystems(t);
});
afterAll(() => t.close());

const limits = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/protection/limits/', headers: auth })).json() as {
    kind: string;
    period: string;
    amount: number | null;
    pending: { amount: number | null; effectiveAt: string } | null;
  }[];
const setLimit = (auth: Record<string, string>, period: string, amount: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/protection/limits/',
    headers: auth,
    payload: { kind: 'deposit', period, amount },
  });
/** The player's authorization as of the clock's now (a token signed before it moved may have expired). */
const now = async (player: { id: number }) => ({
  authorization: `Bearer ${await t.services.accessTokens.sign({ userId: player.id, role: 'P', sessionId: `s-${player.id}` }, t.clock.now())}`,
});
const daily = async (auth: Record<string, string>) => (await limits(auth)).find((limit) => limit.period === 'day')!;

describe('deposit limits', () => {
  it('apply a decrease at once, and an increase or a removal only after 7 days', async () => {
    const player = await userWithRole(t, 'P');
    expect((await limits(player.auth)).map((limit) => [limit.kind, limit.period, limit.amount])).toEqual([
      ['deposit', 'day', null],
      ['deposit', 'week', null],
      ['deposit', 'month', null],
      ['wager', 'day', null],
      ['wager', 'week', null],
      ['wager', 'month', null],
      ['loss', 'day', null],
      ['loss', 'week', null],
      ['loss', 'month', null],
      ['session', 'session', null],
    ]);
    expect((await setLimit(player.auth, 'day', 100)).statusCode).toBe(200);
    expect(await daily(player.auth)).toMatchObject({ amount: 100, pending: null });

    const raised = await setLimit(player.auth, 'day', 200);
    expect(raised.json()).toMatchObject({
      amount: 100,
      pending: { amount: 200, effectiveAt: new Date(t.clock.now().getTime() + 7 * DAY).toISOString() },
    });
    t.clock.advance(7 * DAY - HOUR);
    expect(await daily(await now(player))).toMatchObject({ amount: 100, pending: { amount: 200 } });
    t.clock.advance(HOUR);
    const auth = await now(player);
    expect(await daily(auth)).toMatchObject({ amount: 200, pending: null });

    expect((await setLimit(auth, 'day', null)).json()).toMatchObject({ amount: 200, pending: { amount: null } });
    expect((await setLimit(auth, 'day', 50)).json()).toMatchObject({ amount: 50, pending: null });
  });

  it('refuse a deposit that would pass a limit, counting the deposits under way', async () => {
    const player = await userWithRole(t, 'P');
    const api = cashier(t);
    await setLimit(player.auth, 'week', 30);
    expect((await api.deposit(player.auth, online, 20)).statusCode).toBe(201);
    const over = await api.deposit(player.auth, online, 15);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'transaction_limit' });
    expect((await api.deposit(player.auth, online, 10)).statusCode).toBe(201);
    // A week later the first deposits are out of the window.
    t.clock.advance(7 * DAY + 1);
    expect((await api.deposit(await now(player), online, 25)).statusCode).toBe(201);
  });

  it('counts two deposits started at once one after the other', async () => {
    const player = await userWithRole(t, 'P');
    const api = cashier(t);
    await setLimit(player.auth, 'day', 50);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.deposit(player.auth, online, 20)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(4);
  });

  it('refuse what is no limit', async () => {
    const player = await userWithRole(t, 'P');
    expect((await setLimit(player.auth, 'year', 10)).statusCode).toBe(400);
    expect((await setLimit(player.auth, 'day', -5)).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/protection/limits/',
      headers: player.auth,
      payload: { kind: 'bonus', period: 'day', amount: 5 },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
