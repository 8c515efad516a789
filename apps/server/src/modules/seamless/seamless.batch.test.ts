import { afterAll, beforeAll, expect, it } from 'vitest';
import { inLockedTransaction } from '../../db/locked-transaction.js';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';
import { type Call, runCalls } from './seamless.batch.js';

/** One batch decides its calls in order, each seeing what the earlier ones did (decision 012). */
let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const inOneBatch = (calls: Call[]) =>
  inLockedTransaction(t.db, [], (tx, commitAfter) =>
    runCalls(
      { wallet: t.services.wallet, users: t.services.users, now: t.services.now, launched: new Set() },
      tx,
      calls,
      commitAfter,
    ),
  );

function callsOf(provider: string, player: number) {
  const base = (tx: string, round: string) => ({ transaction_id: tx, round_id: round, player_id: String(player) });
  return {
    bet: (tx: string, amount: number, round = `r-${tx}`): Call => ({
      kind: 'bet',
      provider,
      request: { ...base(tx, round), game_id: 'g', amount },
    }),
    win: (tx: string, bet: string, amount: number, roundClosed = false): Call => ({
      kind: 'win',
      provider,
      request: { ...base(tx, `r-${bet}`), bet_transaction_id: bet, amount, round_closed: roundClosed },
    }),
    rollback: (tx: string, bet: string): Call => ({
      kind: 'rollback',
      provider,
      request: { ...base(tx, `r-${bet}`), bet_transaction_id: bet },
    }),
  };
}

it('decides every call of a batch in order, and a retried batch gets the same answers', async () => {
  const provider = await createProvider(t, 'batch-one');
  const player = await insertPlayer(t);
  await provider.launch(player);
  await fund(t, player, 10_000);
  const c = callsOf(provider.code, player);
  const batch = [
    c.bet('b1', 40),
    c.win('w1', 'b1', 15, true), // sees b1, closes its round
    c.bet('b1-late', 1, 'r-b1'), // on the round w1 just closed
    c.bet('too-big', 80), // 100 - 40 + 15 = 75 left
    c.rollback('rb2', 'b2'), // before its bet
    c.bet('b2', 5), // refused: rolled back already
    c.bet('b1', 40), // a copy: the same answer
    c.bet('b1', 41), // the same id, another amount
    c.rollback('rb1', 'b1'), // b1 has a win
  ];
  const answers = await inOneBatch(batch);
  expect(
    answers.map((a) => [a.status, (a.body as { code?: string }).code ?? (a.body as { balance: number }).balance]),
  ).toEqual([
    [200, 60],
    [200, 75],
    [409, 'round_closed'],
    [400, 'not_enough_money'],
    [200, 75],
    [409, 'bet_rolled_back'],
    [200, 60],
    [409, 'transaction_conflict'],
    [409, 'bet_settled'],
  ]);
  expect(answers[3]!.body).toMatchObject({ balance: 75 });
  expect(answers[6]).toEqual(answers[0]);
  expect((await t.services.wallet.getPlayerBalances(player))?.cash).toBe(7_500);

  // A retry of the whole batch moves nothing and answers exactly as before.
  expect(JSON.stringify(await inOneBatch(batch))).toBe(JSON.stringify(answers));
  expect((await t.services.wallet.getPlayerBalances(player))?.cash).toBe(7_500);
  expect((await reconcile(t.db)).ok).toBe(true);
});

it('serves several providers and players in one batch, and refuses unknown players alone', async () => {
  const [first, second] = [await createProvider(t, 'batch-a'), await createProvider(t, 'batch-b')];
  const [alice, bob] = [await insertPlayer(t), await insertPlayer(t)];
  await first.launch(alice);
  await second.launch(alice);
  await second.launch(bob);
  await fund(t, alice, 1_000);
  await fund(t, bob, 1_000);
  const answers = await inOneBatch([
    callsOf(first.code, alice).bet('x1', 3),
    callsOf(second.code, alice).bet('x1', 4), // the same id at another provider is another call
    callsOf(second.code, bob).bet('x2', 5),
    callsOf(first.code, bob).bet('x3', 1), // bob never launched a game of the first provider
  ]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404]);
  expect((await t.services.wallet.getPlayerBalances(alice))?.cash).toBe(300);
  expect((await t.services.wallet.getPlayerBalances(bob))?.cash).toBe(500);
  expect((await reconcile(t.db)).ok).toBe(true);
});

it("binds a bet's wins and rollbacks to its player within one batch too", async () => {
  const provider = await createProvider(t, 'batch-players');
  const [alice, bob] = [await insertPlayer(t), await insertPlayer(t)];
  for (const player of [alice, bob]) {
    await provider.launch(player);
    await fund(t, player, 1_000);
  }
  const [a, b] = [callsOf(provider.code, alice), callsOf(provider.code, bob)];
  const answers = await inOneBatch([
    a.bet('p1', 2),
    b.rollback('b-rb1', 'p1'), // Alice's bet: refused, and it stays hers
    b.win('b-w1', 'p1', 9, true),
    a.win('a-w1', 'p1', 5),
    b.rollback('b-rb2', 'p2'), // before any bet: remembered for Bob
    a.bet('p2', 3), // Alice's bet is not his to block
    a.rollback('a-rb2', 'p2'),
    b.rollback('b-rb3', 'p3'),
    b.bet('p3', 1), // Bob's own early rollback refuses his late bet
  ]);
  const shown = answers.map(({ status, body }) => {
    const { code, amount } = body as { code?: string; amount?: number };
    return [status, code ?? amount];
  });
  expect(shown).toEqual([
    [200, 2],
    [404, 'bet_not_found'],
    [404, 'bet_not_found'],
    [200, 5],
    [200, 0],
    [200, 3],
    [200, 3],
    [200, 0],
    [409, 'bet_rolled_back'],
  ]);
  expect((await t.services.wallet.getPlayerBalances(alice))?.cash).toBe(1_000 - 200 + 500);
  expect((await t.services.wallet.getPlayerBalances(bob))?.cash).toBe(1_000);
  expect((await reconcile(t.db)).ok).toBe(true);
});
