import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

/** Reconcile's stranded stakes: a stake that neither a win nor a refund settled, though its round ended. */
let t: TestApp;
let provider: Awaited<ReturnType<typeof createProvider>>;

beforeAll(async () => {
  t = await build();
  provider = await createProvider(t, 'stranded-studio');
});
afterAll(() => t.close());

async function newPlayer() {
  const { user } = await signUpAndIn(t);
  await provider.launch(user.id);
  await fund(t, user.id, 10_000);
  return user.id;
}

it('passes every legitimate state of a round and finds a planted stranded stake', async () => {
  const [alice, bob] = [await newPlayer(), await newPlayer()];
  // Legitimate: a round still in play, a lost round closed by a zero win, a refunded bet
  // rolled back twice, an early rollback and its refused bet, and another player's early
  // rollback of an id that Alice's bet, still in play, then used.
  await provider.bet(alice, 'in-play', 2);
  await provider.bet(alice, 'lost', 1);
  await provider.win(alice, 'lost-win', 'lost', 0, 'r-lost', true);
  await provider.bet(alice, 'refunded', 1);
  await provider.rollback(alice, 'refunded-rb', 'refunded');
  await provider.rollback(alice, 'refunded-rb-2', 'refunded');
  await provider.rollback(alice, 'early-rb', 'early');
  expect((await provider.bet(alice, 'early', 1)).status).toBe(409);
  await provider.rollback(bob, 'bob-early-rb', 'taken-later');
  expect((await provider.bet(alice, 'taken-later', 1)).status).toBe(200);
  expect(await reconcile(t.db)).toMatchObject({ ok: true, strandedStakes: [] });

  // What the code before issue #28 stored for Bob's rollback of Alice's bet: a success that
  // moved nothing, after the bet. And a round closed by a win of one of its two bets: the
  // other stake has no outcome.
  await provider.bet(alice, 'repro-bet-1', 2);
  await sql`INSERT INTO provider_transactions (provider, transaction_id, kind, user_id, round_id, bet_transaction_id,
      amount, fingerprint, status_code, response)
    VALUES (${provider.code}, 'repro-rb-1', 'rollback', ${bob}, 'r-repro-bet-1', 'repro-bet-1', 0, 'f', 200, '{}')`.execute(
    t.db,
  );
  await provider.bet(alice, 'first-of-two', 1, 'two-bets');
  await provider.bet(alice, 'second-of-two', 1, 'two-bets');
  await provider.win(alice, 'two-win', 'second-of-two', 3, 'two-bets', true);
  const found = await reconcile(t.db);
  expect(found.ok).toBe(false);
  expect(found.strandedStakes).toEqual([
    expect.objectContaining({ transaction_id: 'first-of-two', user_id: alice, amount: 100, round_closed: true }),
    expect.objectContaining({ transaction_id: 'repro-bet-1', user_id: alice, amount: 200, round_closed: false }),
  ]);

  // Each stake gets its outcome: Alice's own rollback refunds hers (the planted rollback is
  // Bob's), and the lost bet gets its zero win.
  expect((await provider.rollback(alice, 'alice-rb', 'repro-bet-1')).body).toMatchObject({ amount: 2 });
  expect((await provider.win(alice, 'first-win', 'first-of-two', 0, 'two-bets')).status).toBe(200);
  expect(await reconcile(t.db)).toMatchObject({ ok: true, strandedStakes: [] });
});
