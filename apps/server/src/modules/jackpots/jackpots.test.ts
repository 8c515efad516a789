import { type JackpotTerms, NOTICE_BONUS_TYPES } from '@casino/contracts';
import { createFairRng, hashServerSeed } from '@casino/fair';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { userWithRole } from '../../../test/payments.js';
import { createProvider } from '../../../test/provider.js';
import { SPORTSBOOK_PROVIDER } from '../sports/index.js';
import { reconcile } from '../wallet/index.js';
import { drawDropPoint } from './jackpots.rules.js';

let t: TestApp;
let casino: Awaited<ReturnType<typeof createProvider>>;
let operator: { auth: Record<string, string> };
let defaults: JackpotTerms;
beforeAll(async () => {
  t = await build();
  casino = await createProvider(t, 'jackpot-casino');
  operator = await userWithRole(t, 'SO');
  defaults = (await t.app.inject({ method: 'GET', url: '/api/backoffice/jackpots/', headers: operator.auth })).json();
  await t.services.jackpots.keep();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

const list = async (auth: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: '/api/jackpot/v1/jackpots/', headers: auth })).json() as {
    id: number;
    name: string;
    amount: number;
    currency: string;
    winner: string | null;
  }[];
const putTerms = (terms: JackpotTerms) =>
  t.app.inject({ method: 'PUT', url: '/api/backoffice/jackpots/', headers: operator.auth, payload: terms });
/** The default terms with the bronze pool of EUR between `seed` and `cap` (decimals). */
const bronzeEur = (seed: number, cap: number): JackpotTerms => ({
  ...defaults,
  tiers: { ...defaults.tiers, bronze: { ...defaults.tiers.bronze, seeds: { EUR: seed }, caps: { EUR: cap } } },
});
const poolOf = async (tier: string, currency = 'EUR') =>
  (await t.services.wallet.listPools(t.db, currency)).find((pool) => pool.tier === tier)?.balance ?? 0;
let bets = 0;
const bet = (userId: number, amount: number) => casino.bet(userId, `jb-${++bets}`, amount);
async function player(cash = 100_000, currency = 'EUR') {
  const created = await userWithRole(t, 'P', currency, cash);
  await casino.launch(created.id);
  return created;
}
/** The rounds of a pool, oldest first. */
const roundsOf = async (tier: string, currency = 'EUR') =>
  t.db
    .selectFrom('jackpot_rounds')
    .selectAll()
    .where('tier', '=', tier)
    .where('currency', '=', currency)
    .orderBy('id')
    .execute();
/** Waits until no drop is left won and unpaid (drops are paid right after their batch commits). */
async function settled() {
  await expect
    .poll(
      async () => (await t.db.selectFrom('jackpot_rounds').select('id').where('status', '=', 'won').execute()).length,
    )
    .toBe(0);
}
/** The jackpots paid to the player's bonus balance, as the ledger holds them. */
async function jackpotCredits(userId: number) {
  const { rows } = await sql<{ amount: string; key: string }>`
    SELECT t.amount, o.idempotency_key AS key FROM wallet_transfers t
    JOIN wallet_operations o ON o.id = t.operation_id
    JOIN wallet_accounts a ON a.id = t.to_account_id
    WHERE a.user_id = ${userId} AND a.kind = 'bonus' AND t.kind = 'PersonalJackpot'`.execute(t.db);
  return rows.map((row) => ({ amount: Number(row.amount), key: row.key }));
}

describe('jackpot pools', () => {
  it('open one round per tier and currency at their seeds, funded by the house, shown in the display order', async () => {
    const jackpots = await list();
    expect(jackpots.map((jackpot) => jackpot.name)).toEqual(['silver', 'gold', 'diamond', 'bronze']);
    expect(jackpots.map((jackpot) => jackpot.amount)).toEqual([50, 500, 5000, 10]);
    expect(jackpots.every((jackpot) => jackpot.currency === 'EUR' && jackpot.winner === null)).toBe(true);
    // A player sees their own currency's pools, converted from the default seeds.
    const dollars = await player(0, 'USD');
    const theirs = await list(dollars.auth);
    expect(theirs.map((jackpot) => [jackpot.name, jackpot.currency])).toContainEqual(['bronze', 'USD']);
    expect(theirs.find((jackpot) => jackpot.name === 'bronze')!.amount).toBe(10.8);
    // Opening again changes nothing.
    await t.services.jackpots.keep();
    expect((await roundsOf('gold')).length).toBe(1);
  });

  it('take their share of every casino stake, not of sports bets, and not of refused stakes', async () => {
    const before = await Promise.all(['bronze', 'silver', 'gold', 'diamond'].map((tier) => poolOf(tier)));
    const staker = await player(100_000);
    expect((await bet(staker.id, 100)).status).toBe(200);
    expect((await bet(staker.id, 5000)).status).toBe(400); // beyond the balance: refused, contributes nothing
    const sportsbook = await createProvider(t, SPORTSBOOK_PROVIDER, 'sportsbook-secret-0123456789abcdef');
    await sportsbook.launch(staker.id);
    expect((await sportsbook.bet(staker.id, 'jb-sports', 100)).status).toBe(200);
    const after = await Promise.all(['bronze', 'silver', 'gold', 'diamond'].map((tier) => poolOf(tier)));
    // 100.00 EUR: 0.2 %, 0.15 %, 0.1 % and 0.05 %.
    expect(after.map((amount, i) => amount - before[i]!)).toEqual([20, 15, 10, 5]);
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('carry fractions of a cent from stake to stake', async () => {
    const before = await poolOf('bronze');
    const staker = await player();
    // 1.00 EUR at 0.2 % is a fifth of a cent: five stakes make one.
    for (let i = 0; i < 5; i += 1) expect((await bet(staker.id, 1)).status).toBe(200);
    expect(await poolOf('bronze')).toBe(before + 1);
  });
});

describe('a drop', () => {
  it('pays the pool to the stake that reaches the point, as a PersonalJackpot with its notice, and starts again', async () => {
    expect((await putTerms(bronzeEur(10, 10.01))).statusCode).toBe(200);
    const [voided, running] = (await roundsOf('bronze')).slice(-2);
    expect(voided!.status).toBe('void');
    expect(Number(running!.drop_at)).toBe(Number(running!.low) + 1);
    const pool = await poolOf('bronze');
    const winner = await player();
    // 5.00 EUR at 0.2 % is one cent: the pool reaches its point.
    expect((await bet(winner.id, 5)).status).toBe(200);
    await settled();
    const won = (await roundsOf('bronze')).find((round) => Number(round.id) === Number(running!.id))!;
    expect(won.status).toBe('paid');
    expect(Number(won.winner_user_id)).toBe(winner.id);
    expect(Number(won.amount)).toBe(pool + 1);
    expect(await jackpotCredits(winner.id)).toEqual([{ amount: pool + 1, key: `jackpot:bronze:EUR:${running!.id}` }]);
    const notices = (
      await t.app.inject({ method: 'GET', url: '/api/bonus-system/notices/?kind=jackpot', headers: winner.auth })
    ).json();
    expect(notices).toMatchObject([{ kind: 'jackpot', amount: (pool + 1) / 100, amountCurrency: 'EUR' }]);
    // The next round is open at the seed again; the ticker names the winner, masked.
    expect(await poolOf('bronze')).toBe(1_000);
    const bronze = (await list()).find((jackpot) => jackpot.name === 'bronze')!;
    expect(bronze.amount).toBe(10);
    expect(bronze.winner).toMatch(/^.{2}\*\*\*.$/);
    expect(NOTICE_BONUS_TYPES.jackpot).toBe('PersonalJackpot');
  });

  it('shows its proof: the revealed seed draws the point the hash committed to', async () => {
    const rounds = (await t.app.inject({ method: 'GET', url: '/api/jackpot/v1/rounds/?name=bronze' })).json() as {
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      low: number;
      high: number;
      dropAt: number;
    }[];
    expect(rounds.length).toBeGreaterThanOrEqual(2);
    for (const round of rounds) {
      expect(hashServerSeed(round.serverSeed)).toBe(round.serverSeedHash);
      const point = drawDropPoint(
        createFairRng(round.serverSeed, round.clientSeed, round.nonce),
        Math.round(round.low * 100),
        Math.round(round.high * 100),
      );
      expect(point / 100).toBe(round.dropAt);
    }
  });

  it('has one winner per round and conserves money when many stakes race past its point', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => player()));
    // Every round drops at the next cent: forty one-cent contributions at once make many drops.
    const answers = await Promise.all(players.map((p) => bet(p.id, 5)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await settled();
    const paid = (await roundsOf('bronze')).filter((round) => round.status === 'paid');
    expect(paid.length).toBeGreaterThan(1);
    const credits = (await Promise.all(players.map((p) => jackpotCredits(p.id)))).flat();
    // Each paid round paid once, exactly its amount, under its own key; no credit without a round.
    const byKey = new Map(credits.map((credit) => [credit.key, credit.amount]));
    expect(byKey.size).toBe(credits.length);
    for (const round of paid.filter((round) => players.some((p) => p.id === Number(round.winner_user_id)))) {
      expect(byKey.get(`jackpot:bronze:EUR:${round.id}`)).toBe(Number(round.amount));
    }
    expect(credits.length).toBe(
      paid.filter((round) => players.some((p) => p.id === Number(round.winner_user_id))).length,
    );
    expect((await roundsOf('bronze')).filter((round) => round.status === 'open')).toHaveLength(1);
    expect((await reconcile(t.db)).ok).toBe(true);
    expect((await putTerms(defaults)).statusCode).toBe(200);
  });
});

describe('a drop a crash left unpaid', () => {
  it('is paid once by the next keep, and not again', async () => {
    const winner = await player();
    const round = (await roundsOf('silver')).at(-1)!;
    const pool = await poolOf('silver');
    // What a batch that committed its claim leaves when the process dies before paying it.
    await t.db
      .updateTable('jackpot_rounds')
      .set({ status: 'won', winner_user_id: winner.id, amount: pool, bet_key: 'crashed', ended_at: new Date() })
      .where('id', '=', round.id)
      .execute();
    await t.services.jackpots.keep();
    await t.services.jackpots.keep();
    await t.services.jackpots.payDrop(Number(round.id));
    expect(await jackpotCredits(winner.id)).toEqual([{ amount: pool, key: `jackpot:silver:EUR:${round.id}` }]);
    const [paid, next] = (await roundsOf('silver')).slice(-2);
    expect([paid!.status, next!.status]).toEqual(['paid', 'open']);
    expect(await poolOf('silver')).toBe(5_000);
    expect((await reconcile(t.db)).ok).toBe(true);
  });
});

describe('the operator', () => {
  it('refuses a cap at or below its seed, and a player', async () => {
    const bad = await putTerms(bronzeEur(10, 10));
    expect(bad.statusCode).toBe(400);
    const someone = await player(0);
    const refused = await t.app.inject({ method: 'GET', url: '/api/backoffice/jackpots/', headers: someone.auth });
    expect(refused.statusCode).toBe(403);
  });

  it('turns the jackpots off: none shown, stakes feed nothing', async () => {
    expect((await putTerms({ ...defaults, enabled: false })).statusCode).toBe(200);
    expect(await list()).toEqual([]);
    expect((await putTerms(defaults)).statusCode).toBe(200);
    expect((await list()).length).toBe(4);
  });
});
