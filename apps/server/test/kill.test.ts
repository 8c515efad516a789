import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { reconcile } from '../src/modules/wallet/index.js';
import { createServices } from '../src/services.js';
import type { Db } from '../src/db/database.js';
import { createTestDatabase } from './database.js';
import {
  answers,
  expectEachAnsweredOnce,
  freePort,
  killHard,
  preparePlayers,
  startBetLoad,
  startServer,
} from './signed-load.js';

/**
 * Crash safety: the real server process takes signed bets and wins, is killed with
 * SIGKILL in the middle, and restarted. Every request answered 2xx must be in the
 * ledger exactly once, the unanswered ones can be retried safely, and the ledger
 * reconciles. The bronze jackpot drops every stake or two meanwhile: each drop is paid
 * exactly once, the ones the crash left unpaid after the restart.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let port: number;
let server: ChildProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
});
afterAll(async () => {
  if (server) await killHard(server);
  await database.drop();
});

it('keeps every acknowledged bet and win exactly once across a SIGKILL', async () => {
  const config = loadConfig({ DATABASE_URL: database.url });
  const services = createServices({ config, db: database.db, jwtSecret: 'x'.repeat(40) });
  const players = await preparePlayers(database.db, services);
  await services.settings.updateStored((stored) => ({
    ...stored,
    jackpots: {
      ...stored.jackpots,
      tiers: { ...stored.jackpots.tiers, bronze: { contributionPpm: 20_000, seeds: { EUR: 10 }, caps: { EUR: 12 } } },
    },
  }));
  const env = { DATABASE_URL: database.url, START_STUDIO: 'false', START_SPORTSBOOK: 'false' };

  server = await startServer(port, env);
  const load = startBetLoad(port, players, 'k');
  while (load.answered() < 300) await new Promise((resolve) => setTimeout(resolve, 10));
  await killHard(server);
  await load.stop();
  expect(await answers(`http://127.0.0.1:${port}/api/health`), 'the server must really be down').toBe(false);
  expect(load.answered()).toBeGreaterThanOrEqual(300);
  expect((await dropsOf(database.db)).length, 'drops before the crash').toBeGreaterThan(0);

  server = await startServer(port, env);
  await load.retryUnanswered();
  await expectEachAnsweredOnce(database.db, load.calls);
  // The restarted server pays what was won and not paid, at start.
  await expect.poll(async () => (await dropsOf(database.db)).filter((drop) => drop.status === 'won').length).toBe(0);
  const payouts = new Map((await payoutsOf(database.db)).map((payout) => [payout.key, payout]));
  const drops = await dropsOf(database.db);
  expect(payouts.size).toBe(drops.length);
  for (const drop of drops) {
    expect(payouts.get(`jackpot:bronze:EUR:${drop.id}`)).toEqual({
      key: `jackpot:bronze:EUR:${drop.id}`,
      amount: drop.amount,
      count: 1,
    });
  }
  expect((await reconcile(database.db)).ok).toBe(true);
}, 120_000);

/** The jackpot rounds that dropped (won, or won and paid). */
const dropsOf = async (db: Db) =>
  (
    await db
      .selectFrom('jackpot_rounds')
      .select(['id', 'status', 'amount'])
      .where('status', 'in', ['won', 'paid'])
      .execute()
  ).map((row) => ({ id: Number(row.id), status: row.status, amount: Number(row.amount) }));

/** Each jackpot payout's key, amount and how many transfers it made. */
async function payoutsOf(db: Db) {
  const { rows } = await sql<{ key: string; amount: string; count: string }>`
    SELECT o.idempotency_key AS key, sum(t.amount) AS amount, count(*) AS count
    FROM wallet_transfers t JOIN wallet_operations o ON o.id = t.operation_id
    WHERE t.kind = 'PersonalJackpot' GROUP BY o.idempotency_key`.execute(db);
  return rows.map((row) => ({ key: row.key, amount: Number(row.amount), count: Number(row.count) }));
}
