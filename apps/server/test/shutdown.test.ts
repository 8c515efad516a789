import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { SEAMLESS } from '@casino/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { lockKeyOf } from '../src/db/locked-transaction.js';
import { signedHeaders } from './seamless-headers.js';
import { reconcile } from '../src/modules/wallet/index.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './database.js';
import { insertPlayer } from './players.js';
import { answers, eventually, freePort, killHard, pause, startServer } from './signed-load.js';

/**
 * Graceful shutdown of the real server process (issue #27): on SIGTERM it first drains
 * (`/readyz` 503 `draining` for SHUTDOWN_GRACE_SECONDS while every request is still answered),
 * then closes the HTTP server, which waits for the requests in flight: a seamless bet held in
 * its batch (its bet's lock taken by the test) is committed and answered 200 after the server
 * stopped listening, and an idle keep-alive connection does not keep the process alive. A
 * second signal during the drain exits at once.
 */
const PROVIDER = 'drain-test';
const SECRET = 'drain-test-provider-secret-0123456789';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let player: number;
let server: ChildProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ DATABASE_URL: database.url });
  const services = createServices({ config, db: database.db, jwtSecret: 'x'.repeat(40) });
  await services.seamless.registerProvider({ code: PROVIDER, name: 'Drain test', secret: SECRET });
  player = await insertPlayer({ db: database.db, services });
  await services.wallet.deposit({ key: `drain-fund-${player}`, userId: player, amount: 10_000, paymentRef: 'drain' });
  await services.seamless.issueLaunchToken(player, PROVIDER, 'g');
});
afterEach(async () => {
  if (server) await killHard(server);
  server = undefined;
});
afterAll(() => database.drop());

const start = async (graceSeconds: number) => {
  const port = await freePort();
  server = await startServer(port, {
    DATABASE_URL: database.url,
    START_STUDIO: 'false',
    START_SPORTSBOOK: 'false',
    SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
  });
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, server, exited };
};

async function signed(url: string, call: string, payload: object) {
  const body = JSON.stringify(payload);
  const response = await fetch(`${url}${SEAMLESS.prefix}/${call}`, {
    method: 'POST',
    body,
    headers: signedHeaders(PROVIDER, SECRET, body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A GET over a keep-alive agent: its connection then stays open, idle, in the agent. */
const getKeptAlive = (agent: http.Agent, url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });

const waitingAdvisoryLocks = async () =>
  (
    await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`.execute(database.db)
  ).rows[0]!.count;

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, pause(ms).then(() => 'still running' as const)]);

it('drains for the grace period, then answers the call in flight and exits', async () => {
  const { url, server: child, exited } = await start(2);
  const betId = 'drain-bet-1';
  // The test holds the bet's lock: the batch that carries the bet waits for it, in flight.
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  const key = lockKeyOf(`bet:${PROVIDER}:${betId}`).toString();
  await holder.query('SELECT pg_advisory_lock($1::bigint)', [key]);
  const bet = signed(url, 'bet', {
    transaction_id: betId,
    round_id: 'drain-round-1',
    player_id: String(player),
    game_id: 'g',
    amount: 2.5,
  });
  expect(await eventually(async () => (await waitingAdvisoryLocks()) > 0, 10_000)).toBe(true);
  const agent = new http.Agent({ keepAlive: true });
  expect(await getKeptAlive(agent, `${url}/healthz`)).toBe(200);

  const signalled = Date.now();
  child.kill('SIGTERM');
  // The grace period: the balancer is told to go elsewhere, and every request is still answered.
  await expect
    .poll(async () => {
      const response = await fetch(`${url}/readyz`);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    })
    .toEqual({ status: 503, retryAfter: '5', body: { status: 'not_ready', failed: ['draining'] } });
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect((await signed(url, 'balance', { player_id: String(player) })).status).toBe(200);

  // Then the server stops listening, and waits for the bet held in its batch.
  expect(await eventually(async () => !(await answers(`${url}/healthz`)), 10_000)).toBe(true);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_900);
  await pause(500);
  expect(child.exitCode, 'the process waits for the call in flight').toBeNull();

  await holder.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
  await holder.end();
  const answered = await bet;
  expect(answered.status).toBe(200);
  expect(answered.body).toMatchObject({ transaction_id: betId, amount: 2.5, balance: 97.5 });
  // The idle keep-alive connection does not hold the close.
  expect(await within(10_000, exited)).toBe(0);
  agent.destroy();

  const transfers = await database.db
    .selectFrom('wallet_transfers')
    .select(['amount', 'kind'])
    .where('bet_ref', '=', betId)
    .execute();
  expect(transfers.map((row) => [row.kind, Number(row.amount)])).toEqual([['bet', 250]]);
  expect((await reconcile(database.db)).ok).toBe(true);
}, 120_000);

it('exits at once on a later second signal during the drain, not on the same one delivered twice', async () => {
  const { url, server: child, exited } = await start(60);
  child.kill('SIGTERM');
  await expect.poll(async () => (await fetch(`${url}/readyz`)).status).toBe(503);
  // The same signal again at once (a terminal's Ctrl-C also forwarded by npm) is one stop.
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(child.exitCode).toBeNull();
  const signalled = Date.now();
  child.kill('SIGTERM');
  expect(await within(5_000, exited)).toBe(1);
  expect(Date.now() - signalled).toBeLessThan(5_000);
}, 120_000);
