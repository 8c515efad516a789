import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

let t: TestApp;
let provider: Awaited<ReturnType<typeof createProvider>>;

beforeAll(async () => {
  t = await build();
  provider = await createProvider(t);
});
afterAll(() => t.close());

async function newPlayer(balanceMinor: number) {
  const { user } = await signUpAndIn(t);
  await provider.launch(user.id);
  if (balanceMinor) await fund(t, user.id, balanceMinor);
  return user.id;
}

describe('seamless wallet under concurrency', () => {
  it('200 concurrent bets against a balance covering k of them: exactly k succeed, never below zero', async () => {
    const k = 37;
    const player = await newPlayer(k * 250);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => provider.bet(player, `debit-${i}`, 2.5)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(k);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(200 - k);
    expect(refused.every((r) => r.body.code === 'not_enough_money' && r.body.balance === 0)).toBe(true);
    expect((await t.services.wallet.getPlayerBalances(player))?.cash).toBe(0);
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('100 concurrent copies of one bet, win and rollback: one effect each and identical answers', async () => {
    const player = await newPlayer(10_000);
    const bets = await Promise.all(Array.from({ length: 100 }, () => provider.bet(player, 'copy-bet', 10)));
    expect(new Set(bets.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(bets[0]).toMatchObject({ status: 200, body: { balance: 90 } });

    const wins = await Promise.all(Array.from({ length: 100 }, () => provider.win(player, 'copy-win', 'copy-bet', 25)));
    expect(new Set(wins.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(wins[0]).toMatchObject({ status: 200, body: { balance: 115 } });

    await provider.bet(player, 'copy-bet-2', 5);
    const rollbacks = await Promise.all(
      Array.from({ length: 100 }, () => provider.rollback(player, 'copy-rb', 'copy-bet-2')),
    );
    expect(new Set(rollbacks.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(rollbacks[0]).toMatchObject({ status: 200, body: { balance: 115 } });

    expect((await t.services.wallet.getPlayerBalances(player))?.cash).toBe(11_500);
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('bets and payout holds racing for one balance: exactly k succeed across both paths', async () => {
    // Two ways of taking the same cash: the batched game book and the one-at-a-time ledger.
    const k = 23;
    const player = await newPlayer(k * 300);
    const bets = Array.from({ length: 60 }, (_, i) => provider.bet(player, `mixed-bet-${i}`, 3));
    const holds = Array.from({ length: 60 }, (_, i) =>
      t.services.wallet
        .reserve({ key: `mixed-hold-${player}-${i}`, userId: player, amount: 300, purpose: 'payout' })
        .then(
          () => 'held',
          (error: { code?: string }) => error.code,
        ),
    );
    const [betResults, holdResults] = await Promise.all([Promise.all(bets), Promise.all(holds)]);
    const acceptedBets = betResults.filter((r) => r.status === 200).length;
    const acceptedHolds = holdResults.filter((r) => r === 'held').length;
    expect(acceptedBets + acceptedHolds).toBe(k);
    expect(betResults.every((r) => r.status === 200 || r.body.code === 'not_enough_money')).toBe(true);
    expect(holdResults.every((r) => r === 'held' || r === 'not_enough_money')).toBe(true);
    expect(await t.services.wallet.getPlayerBalances(player)).toMatchObject({ cash: 0, held: acceptedHolds * 300 });
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('refuses a changed amount under a used transaction id and moves nothing', async () => {
    const player = await newPlayer(10_000);
    expect((await provider.bet(player, 'same-id', 10)).status).toBe(200);
    const changed = await provider.bet(player, 'same-id', 11);
    expect(changed).toMatchObject({ status: 409, body: { code: 'transaction_conflict' } });
    expect((await provider.win(player, 'same-win', 'same-id', 3)).status).toBe(200);
    expect(await provider.win(player, 'same-win', 'same-id', 4)).toMatchObject({
      status: 409,
      body: { code: 'transaction_conflict' },
    });
    expect((await t.services.wallet.getPlayerBalances(player))?.cash).toBe(10_000 - 1000 + 300);
  });
});
