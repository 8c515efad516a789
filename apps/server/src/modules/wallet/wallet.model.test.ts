import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { createProvider } from '../../../test/provider.js';
import { reconcile, splitLike } from './index.js';

/**
 * Random sequences of everything that moves a player's money, run against the real
 * wallet and seamless protocol on PostgreSQL and against a model kept in memory. After
 * every step the balances must match the model; at the end the ledger must reconcile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await build();
  await createProvider(t);
});
afterAll(() => t.close());

interface Bet {
  id: string;
  cash: number;
  bonus: number;
  state: 'placed' | 'won' | 'rolled_back';
}
interface Model {
  cash: number;
  bonus: number;
  held: number;
  bets: Bet[];
  earlyRollbacks: string[];
  holds: { id: number; amount: number; open: boolean }[];
}
interface Real {
  player: number;
  seq: number;
  last: (() => Promise<unknown>) | null;
}

const key = (real: Real, what: string) => `${real.player}-${what}-${++real.seq}`;
const provider = 'studio';

async function check(model: Model, real: Real) {
  const balances = await t.services.wallet.getPlayerBalances(real.player);
  expect({ cash: balances?.cash, bonus: balances?.bonus, held: balances?.held }).toEqual({
    cash: model.cash,
    bonus: model.bonus,
    held: model.held,
  });
}

type Cmd = fc.AsyncCommand<Model, Real>;
const command = (name: string, check_: (m: Model) => boolean, run: (m: Model, r: Real) => Promise<void>): Cmd => ({
  check: check_,
  run: async (m, r) => {
    await run(m, r);
    await check(m, r);
  },
  toString: () => name,
});

const amount = fc.integer({ min: 1, max: 5_000 });

const commands = [
  amount.map((a) =>
    command(
      `deposit ${a}`,
      () => true,
      async (m, r) => {
        await t.services.wallet.deposit({ key: key(r, 'dep'), userId: r.player, amount: a, paymentRef: 'model' });
        m.cash += a;
      },
    ),
  ),
  amount.map((a) =>
    command(
      `bonus ${a}`,
      () => true,
      async (m, r) => {
        await t.services.wallet.grantBonus({ key: key(r, 'bonus'), userId: r.player, amount: a, kind: 'Cashback' });
        m.bonus += a;
      },
    ),
  ),
  amount.map((a) =>
    command(
      `exchange ${a}`,
      () => true,
      async (m, r) => {
        const call = () =>
          t.services.wallet.exchangeBonus({
            key: key(r, 'exch'),
            userId: r.player,
            amount: a,
            cashAmount: a,
            maxCash: Number.MAX_SAFE_INTEGER,
          });
        if (a > m.bonus)
          return void (await expect(call()).rejects.toMatchObject({ code: 'insufficient_funds_on_bonus_balance' }));
        await call();
        m.bonus -= a;
        m.cash += a;
      },
    ),
  ),
  amount.map((a) =>
    command(
      `bet ${a}`,
      () => true,
      async (m, r) => {
        const id = `bet-${r.player}-${++r.seq}`;
        const call = () =>
          t.services.seamless.bet(provider, {
            transaction_id: id,
            round_id: id,
            player_id: String(r.player),
            game_id: 'g',
            amount: a / 100,
          });
        const answer = await call();
        r.last = call;
        if (a > m.cash + m.bonus) return void expect(answer.status).toBe(400);
        expect(answer.status).toBe(200);
        const cash = Math.min(m.cash, a);
        m.bets.push({ id, cash, bonus: a - cash, state: 'placed' });
        m.cash -= cash;
        m.bonus -= a - cash;
      },
    ),
  ),
  fc.tuple(fc.nat(), fc.integer({ min: 0, max: 10_000 })).map(([i, a]) =>
    command(
      `win #${i} ${a}`,
      (m) => m.bets.length > 0,
      async (m, r) => {
        const bet = m.bets[i % m.bets.length]!;
        // One id for the call and its retries: a retry is the same request again.
        const id = `win-${r.player}-${++r.seq}`;
        const call = () =>
          t.services.seamless.win(provider, {
            transaction_id: id,
            round_id: bet.id,
            player_id: String(r.player),
            bet_transaction_id: bet.id,
            amount: a / 100,
            round_closed: false,
          });
        const answer = await call();
        r.last = call;
        if (bet.state === 'rolled_back') return void expect(answer.status).toBe(409);
        expect(answer.status).toBe(200);
        const parts = splitLike(a, bet);
        m.cash += parts.cash;
        m.bonus += parts.bonus;
        bet.state = 'won';
      },
    ),
  ),
  fc.nat().map((i) =>
    command(
      `rollback #${i}`,
      (m) => m.bets.length > 0,
      async (m, r) => {
        const bet = m.bets[i % m.bets.length]!;
        const id = `rb-${r.player}-${++r.seq}`;
        const call = () =>
          t.services.seamless.rollback(provider, {
            transaction_id: id,
            round_id: bet.id,
            player_id: String(r.player),
            bet_transaction_id: bet.id,
          });
        const answer = await call();
        r.last = call;
        if (bet.state === 'won') return void expect(answer.status).toBe(409);
        expect(answer.status).toBe(200);
        if (bet.state === 'placed') {
          m.cash += bet.cash;
          m.bonus += bet.bonus;
          bet.state = 'rolled_back';
        }
      },
    ),
  ),
  fc.constant(
    command(
      'early rollback, then its bet',
      () => true,
      async (m, r) => {
        const id = `early-${r.player}-${++r.seq}`;
        const base = { round_id: id, player_id: String(r.player) };
        await t.services.seamless.rollback(provider, { ...base, transaction_id: `rb-${id}`, bet_transaction_id: id });
        const late = await t.services.seamless.bet(provider, {
          ...base,
          transaction_id: id,
          game_id: 'g',
          amount: 0.01,
        });
        expect(late.status).toBe(409);
        m.earlyRollbacks.push(id);
      },
    ),
  ),
  fc.constant(
    command(
      'retry the last provider call',
      () => true,
      async (_m, r) => {
        if (!r.last) return;
        const [first, again] = [await r.last(), await r.last()];
        expect(again).toEqual(first);
      },
    ),
  ),
  amount.map((a) =>
    command(
      `reserve ${a}`,
      () => true,
      async (m, r) => {
        const call = () =>
          t.services.wallet.reserve({ key: key(r, 'hold'), userId: r.player, amount: a, purpose: 'payout' });
        if (a > m.cash) return void (await expect(call()).rejects.toMatchObject({ code: 'not_enough_money' }));
        const { holdId } = await call();
        m.holds.push({ id: holdId, amount: a, open: true });
        m.cash -= a;
        m.held += a;
      },
    ),
  ),
  fc.tuple(fc.nat(), fc.boolean()).map(([i, post]) =>
    command(
      `${post ? 'post' : 'void'} hold #${i}`,
      (m) => m.holds.length > 0,
      async (m, r) => {
        const hold = m.holds[i % m.holds.length]!;
        const call = () =>
          post
            ? t.services.wallet.postHold({ key: key(r, 'post'), holdId: hold.id, to: 'payment_clearing' })
            : t.services.wallet.voidHold({ key: key(r, 'void'), holdId: hold.id });
        if (!hold.open) return void (await expect(call()).rejects.toMatchObject({ statusCode: 409 }));
        await call();
        hold.open = false;
        m.held -= hold.amount;
        if (!post) m.cash += hold.amount;
      },
    ),
  ),
];

it('matches the in-memory model over random sequences', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
      const player = await insertPlayer(t);
      await t.services.seamless.issueLaunchToken(player, provider, 'g');
      const model: Model = { cash: 0, bonus: 0, held: 0, bets: [], earlyRollbacks: [], holds: [] };
      await fc.asyncModelRun(() => ({ model, real: { player, seq: 0, last: null } }), cmds);
    }),
    { numRuns: 60 },
  );
  expect((await reconcile(t.db)).ok).toBe(true);
}, 120_000);
