import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLockedTransaction } from '../../db/locked-transaction.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';
import { type Call, runCalls } from './seamless.batch.js';

/** `correct`: a resettlement that pays less takes back what it can of what the bet's wins paid (decision 027). */
let t: TestApp;
let provider: Awaited<ReturnType<typeof createProvider>>;

beforeAll(async () => {
  t = await build();
  provider = await createProvider(t, 'sportsbook');
});
afterAll(async () => {
  expect(await reconcile(t.db)).toMatchObject({ ok: true, strandedStakes: [] });
  await t.close();
});

async function newPlayer(balanceMinor = 10_000) {
  const { user } = await signUpAndIn(t);
  await provider.launch(user.id);
  if (balanceMinor) await fund(t, user.id, balanceMinor);
  return user.id;
}
const balancesOf = async (player: number) => (await t.services.wallet.getPlayerBalances(player))!;
const correct = (player: number, tx: string, bet: string, amount: number, round = `r-${bet}`) =>
  provider.call('correct', {
    transaction_id: tx,
    round_id: round,
    player_id: String(player),
    bet_transaction_id: bet,
    amount,
  });

describe('correct', () => {
  it('takes back part of what a settled ticket paid', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'ticket-1', 10);
    expect(await provider.win(player, 'settle-1', 'ticket-1', 30, 'r-ticket-1', true)).toMatchObject({
      status: 200,
      body: { amount: 30, balance: 120 },
    });
    expect(await correct(player, 'correct-1', 'ticket-1', 12)).toMatchObject({
      status: 200,
      body: { transaction_id: 'correct-1', player_id: String(player), amount: 12, balance: 108, cash: 108, bonus: 0 },
    });
    expect((await balancesOf(player)).cash).toBe(10_800);
    // The reclaim is a transfer of its own kind from the player to the provider.
    const transfers = await t.db
      .selectFrom('wallet_transfers')
      .select(['kind', 'amount', 'bet_ref'])
      .where('idempotency_key', 'like', 'seamless:sportsbook:correct-1%')
      .execute();
    expect(transfers).toEqual([{ kind: 'reclaim', amount: 1200, bet_ref: 'ticket-1' }]);
  });

  it('accepts a win on a bet whose round an earlier win closed: a resettlement may pay more', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'ticket-more', 10);
    await provider.win(player, 'settle-more', 'ticket-more', 0, 'r-ticket-more', true);
    expect(await provider.win(player, 'resettle-more', 'ticket-more', 25, 'r-ticket-more', true)).toMatchObject({
      status: 200,
      body: { amount: 25, balance: 115 },
    });
    // A partial cash-out, then the settlement, then a correction of it.
    await provider.bet(player, 'ticket-cash-out', 10);
    await provider.win(player, 'cash-out', 'ticket-cash-out', 4, 'r-ticket-cash-out', false);
    await provider.win(player, 'settle-rest', 'ticket-cash-out', 8, 'r-ticket-cash-out', true);
    expect((await correct(player, 'correct-rest', 'ticket-cash-out', 8)).body).toMatchObject({ amount: 8 });
    expect((await balancesOf(player)).cash).toBe(10_000 + 1500 - 1000 + 400);
    expect(await reconcile(t.db)).toMatchObject({ ok: true, strandedStakes: [] });
  });

  it('takes at most what the wins paid', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'ticket-cap', 10);
    await provider.win(player, 'win-cap-a', 'ticket-cap', 20);
    await provider.win(player, 'win-cap-b', 'ticket-cap', 10, 'r-ticket-cap', true);
    expect(await correct(player, 'correct-cap', 'ticket-cap', 50)).toMatchObject({
      status: 200,
      body: { amount: 30, balance: 90 },
    });
    // A bet without a win has nothing to take back.
    await provider.bet(player, 'ticket-no-win', 5);
    expect(await correct(player, 'correct-no-win', 'ticket-no-win', 5)).toMatchObject({
      status: 200,
      body: { amount: 0, balance: 85 },
    });
    expect((await balancesOf(player)).cash).toBe(8_500);
  });

  it('never takes more over several corrections than the wins paid', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'ticket-two', 10);
    await provider.win(player, 'win-two', 'ticket-two', 30, 'r-ticket-two', true);
    expect((await correct(player, 'correct-two-a', 'ticket-two', 20)).body).toMatchObject({ amount: 20 });
    expect((await correct(player, 'correct-two-b', 'ticket-two', 20)).body).toMatchObject({ amount: 10 });
    expect((await correct(player, 'correct-two-c', 'ticket-two', 5)).body).toMatchObject({ amount: 0 });
    // A later win may be corrected again, up to what it paid.
    await provider.win(player, 'win-two-more', 'ticket-two', 7, 'r-ticket-two', true);
    expect((await correct(player, 'correct-two-d', 'ticket-two', 9)).body).toMatchObject({ amount: 7 });
    expect((await balancesOf(player)).cash).toBe(10_000 - 1000);
  });

  it('takes only what the balance holds, says so, and leaves it at 0', async () => {
    const player = await newPlayer(1000);
    await provider.bet(player, 'ticket-spent', 10);
    await provider.win(player, 'win-spent', 'ticket-spent', 30, 'r-ticket-spent', true);
    await provider.bet(player, 'other-ticket', 25); // 5 left
    expect(await correct(player, 'correct-spent', 'ticket-spent', 30)).toMatchObject({
      status: 200,
      body: { amount: 5, balance: 0, cash: 0, bonus: 0 },
    });
    expect(await balancesOf(player)).toMatchObject({ cash: 0, bonus: 0 });
    // What could not be taken stays the house's loss; a later correction takes what is there by then.
    await fund(t, player, 300);
    expect((await correct(player, 'correct-spent-2', 'ticket-spent', 30)).body).toMatchObject({
      amount: 3,
      balance: 0,
    });
    const negative = await t.db.selectFrom('wallet_accounts').select('id').where('balance', '<', 0).execute();
    expect(negative).toEqual([]);
    expect(await reconcile(t.db)).toMatchObject({ ok: true });
  });

  it('takes from the accounts the wins went to, the shortfall of one from the other', async () => {
    const player = await newPlayer(600);
    await t.services.wallet.grantBonus({ key: `bonus-${player}`, userId: player, amount: 1000, kind: 'Cashback' });
    await provider.bet(player, 'ticket-mixed', 10); // 6 cash + 4 bonus
    await provider.win(player, 'win-mixed', 'ticket-mixed', 20, 'r-ticket-mixed', true); // 12 cash + 8 bonus
    expect(await balancesOf(player)).toMatchObject({ cash: 1200, bonus: 1400 });
    expect((await correct(player, 'correct-mixed', 'ticket-mixed', 5)).body).toMatchObject({
      amount: 5,
      cash: 9,
      bonus: 12,
    });
    await provider.bet(player, 'spend-cash', 9); // cash 0, bonus 12
    expect((await correct(player, 'correct-mixed-2', 'ticket-mixed', 10)).body).toMatchObject({
      amount: 10,
      cash: 0,
      bonus: 2,
    });
  });

  it('answers a retry exactly as the first time, moving nothing more, and refuses a changed one', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'ticket-retry', 10);
    await provider.win(player, 'win-retry', 'ticket-retry', 30, 'r-ticket-retry', true);
    const first = await provider.send(
      'correct',
      JSON.stringify({
        transaction_id: 'correct-retry',
        round_id: 'r-ticket-retry',
        player_id: String(player),
        bet_transaction_id: 'ticket-retry',
        amount: 10,
      }),
    );
    const again = await provider.send(
      'correct',
      JSON.stringify({
        transaction_id: 'correct-retry',
        round_id: 'r-ticket-retry',
        player_id: String(player),
        bet_transaction_id: 'ticket-retry',
        amount: 10,
      }),
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await correct(player, 'correct-retry', 'ticket-retry', 11)).toMatchObject({
      status: 409,
      body: { code: 'transaction_conflict' },
    });
    expect((await balancesOf(player)).cash).toBe(11_000);
    // A refusal is kept too.
    const refused = await correct(player, 'correct-missing', 'no-such-ticket', 1);
    expect(refused).toMatchObject({ status: 404, body: { code: 'bet_not_found' } });
    expect(await correct(player, 'correct-missing', 'no-such-ticket', 1)).toEqual(refused);
  });

  it("refuses another player's bet, an unknown bet and a rolled-back bet", async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    await provider.bet(alice, 'alice-ticket', 10);
    await provider.win(alice, 'alice-win', 'alice-ticket', 30, 'r-alice-ticket', true);
    expect(await correct(bob, 'bob-correct', 'alice-ticket', 30)).toMatchObject({
      status: 404,
      body: { code: 'bet_not_found' },
    });
    expect(await correct(bob, 'bob-correct-2', 'nothing', 30)).toMatchObject({
      status: 404,
      body: { code: 'bet_not_found' },
    });
    await provider.bet(bob, 'bob-void', 5);
    await provider.rollback(bob, 'bob-void-rb', 'bob-void');
    expect(await correct(bob, 'bob-correct-3', 'bob-void', 5)).toMatchObject({
      status: 409,
      body: { code: 'bet_rolled_back' },
    });
    expect((await balancesOf(alice)).cash).toBe(12_000);
    expect((await balancesOf(bob)).cash).toBe(10_000);
    // Alice's own correction still finds everything her win paid.
    expect((await correct(alice, 'alice-correct', 'alice-ticket', 30)).body).toMatchObject({ amount: 30 });
  });

  it('refuses an amount of nothing', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'ticket-zero', 10);
    await provider.win(player, 'win-zero', 'ticket-zero', 30);
    for (const [tx, amount] of [
      ['correct-zero', 0],
      ['correct-tiny', 0.001],
      ['correct-negative', -1],
    ] as const) {
      expect(await correct(player, tx, 'ticket-zero', amount)).toMatchObject({
        status: 400,
        body: { code: 'invalid_request' },
      });
    }
    expect((await balancesOf(player)).cash).toBe(12_000);
  });

  it('lowers the day’s net winnings by what it takes back', async () => {
    const player = await newPlayer();
    await provider.bet(player, 'ticket-net', 10);
    await provider.win(player, 'win-net', 'ticket-net', 50, 'r-ticket-net', true);
    await correct(player, 'correct-net', 'ticket-net', 30);
    const { rows } = await sql<{ net: string }>`
      SELECT sum(net) AS net FROM wallet_daily_game_results WHERE user_id = ${player}`.execute(t.db);
    expect(Number(rows[0]?.net)).toBe(-1000 + 5000 - 3000);
    expect((await reconcile(t.db)).gameResultMismatches).toEqual([]);
  });

  it('keeps concurrent wins and corrections of one bet consistent', async () => {
    const player = await newPlayer(1000);
    await provider.bet(player, 'ticket-race', 10);
    const calls = Array.from({ length: 120 }, (_, i) =>
      i % 2 === 0
        ? provider.win(player, `race-win-${i}`, 'ticket-race', 5).then((r) => ({ kind: 'win', ...r }))
        : correct(player, `race-correct-${i}`, 'ticket-race', 7).then((r) => ({ kind: 'correct', ...r })),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const sum = (kind: string) =>
      Math.round(results.filter((r) => r.kind === kind).reduce((total, r) => total + Number(r.body.amount) * 100, 0));
    const won = sum('win');
    const taken = sum('correct');
    expect(won).toBe(60 * 500);
    expect(taken).toBeLessThanOrEqual(won);
    expect(results.every((r) => r.kind === 'win' || Number(r.body.amount) <= 7)).toBe(true);
    // The balance is the stake's remainder plus the wins less what the corrections took.
    expect((await balancesOf(player)).cash).toBe(1000 - 1000 + won - taken);
    // And what the corrections answered is what was recorded and moved.
    const recorded = await t.db
      .selectFrom('provider_transactions')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('provider', '=', provider.code)
      .where('bet_transaction_id', '=', 'ticket-race')
      .where('kind', '=', 'correct')
      .executeTakeFirstOrThrow();
    expect(Number(recorded.total)).toBe(taken);
    // A last correction takes whatever the wins paid that is not yet taken back.
    expect((await correct(player, 'race-last', 'ticket-race', 1000)).body).toMatchObject({
      amount: (won - taken) / 100,
      balance: 0,
    });
    expect(await reconcile(t.db)).toMatchObject({ ok: true, strandedStakes: [] });
  });

  it('sees, in one batch, the wins and corrections decided before it', async () => {
    const player = await newPlayer();
    const base = { round_id: 'r-ticket-batch', player_id: String(player), bet_transaction_id: 'ticket-batch' };
    const win = (tx: string, amount: number): Call => ({
      kind: 'win',
      provider: provider.code,
      request: { ...base, transaction_id: tx, amount, round_closed: false },
    });
    const take = (tx: string, amount: number): Call => ({
      kind: 'correct',
      provider: provider.code,
      request: { ...base, transaction_id: tx, amount },
    });
    const calls: Call[] = [
      {
        kind: 'bet',
        provider: provider.code,
        request: { ...base, transaction_id: 'ticket-batch', game_id: 'g', amount: 10 },
      },
      win('batch-win-1', 10),
      take('batch-correct-1', 8),
      take('batch-correct-2', 8),
      win('batch-win-2', 5),
      take('batch-correct-3', 20),
    ];
    const answers = await inLockedTransaction(t.db, [], (tx, commitAfter) =>
      runCalls(
        { wallet: t.services.wallet, users: t.services.users, now: t.services.now, launched: new Set() },
        tx,
        calls,
        commitAfter,
      ),
    );
    expect(answers.map((a) => [a.status, (a.body as { amount?: number }).amount])).toEqual([
      [200, 10],
      [200, 10],
      [200, 8],
      [200, 2],
      [200, 5],
      [200, 5],
    ]);
    expect((await balancesOf(player)).cash).toBe(9_000);
    // A correction in a later batch finds nothing left to take.
    expect((await correct(player, 'batch-correct-4', 'ticket-batch', 1)).body).toMatchObject({ amount: 0 });
  });
});
