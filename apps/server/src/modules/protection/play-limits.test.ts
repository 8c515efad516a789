import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

let t: TestApp;
let casino: Awaited<ReturnType<typeof createProvider>>;
beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  casino = await createProvider(t, 'play-limits-casino');
});
afterAll(() => t.close());

let calls = 0;
const id = () => `pl-${++calls}`;
const setLimit = (auth: Record<string, string>, kind: string, period: string, amount: number | null) =>
  t.app.inject({ method: 'PUT', url: '/api/protection/limits/', headers: auth, payload: { kind, period, amount } });

async function player() {
  const signedIn = await signUpAndIn(t);
  await fund(t, signedIn.user.id, 100_000);
  await casino.launch(signedIn.user.id);
  return signedIn;
}

describe('wager limits', () => {
  it('refuse a stake that would take the day’s stakes past the limit, refunds given back', async () => {
    const p = await player();
    const userId = p.user.id;
    expect((await setLimit(p.auth, 'wager', 'day', 10)).statusCode).toBe(200);
    const first = id();
    expect((await casino.bet(userId, first, 6)).status).toBe(200);
    const over = await casino.bet(userId, id(), 5);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ code: 'play_limit_reached' });
    expect((await casino.bet(userId, id(), 4)).status).toBe(200);
    // A refunded stake no longer counts.
    expect((await casino.rollback(userId, id(), first)).status).toBe(200);
    expect((await casino.bet(userId, id(), 6)).status).toBe(200);
    expect((await casino.bet(userId, id(), 0.01)).status).toBe(403);
    // Tomorrow (UTC) is a new day.
    t.clock.advance(DAY);
    expect((await casino.bet(userId, id(), 10)).status).toBe(200);
    expect((await reconcile(t.db)).gameResultMismatches).toEqual([]);
  });

  it('count stakes of one batch one after the other', async () => {
    const p = await player();
    await setLimit(p.auth, 'wager', 'week', 20);
    const answers = await Promise.all(Array.from({ length: 8 }, () => casino.bet(p.user.id, id(), 5)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(4);
    const balances = await t.services.wallet.getPlayerBalances(p.user.id);
    expect(balances!.cash).toBe(100_000 - 2_000);
  });
});

describe('loss limits', () => {
  it('count a stake as lost until it wins, and wins as lowering the loss', async () => {
    const p = await player();
    const userId = p.user.id;
    await setLimit(p.auth, 'loss', 'month', 10);
    const first = id();
    expect((await casino.bet(userId, first, 8)).status).toBe(200);
    expect((await casino.bet(userId, id(), 3)).body).toMatchObject({ code: 'play_limit_reached' });
    // A win of 5 takes the loss to 3: 7 more may be staked.
    expect((await casino.win(userId, id(), first, 5, `r-${first}`)).status).toBe(200);
    const second = id();
    expect((await casino.bet(userId, second, 7)).status).toBe(200);
    expect((await casino.bet(userId, id(), 0.01)).status).toBe(403);
    // Winnings are always paid, whatever the limit.
    expect((await casino.win(userId, id(), second, 50)).status).toBe(200);
  });

  it('take a raise only after 7 days, and a decrease at once', async () => {
    const p = await player();
    const userId = p.user.id;
    await setLimit(p.auth, 'loss', 'day', 5);
    expect((await setLimit(p.auth, 'loss', 'day', 50)).json()).toMatchObject({ amount: 5, pending: { amount: 50 } });
    expect((await casino.bet(userId, id(), 6)).status).toBe(403);
    t.clock.advance(7 * DAY);
    expect((await casino.bet(userId, id(), 6)).status).toBe(200);
  });
});
