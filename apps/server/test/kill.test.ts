import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEAMLESS } from '@casino/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { signSeamless } from '../src/modules/seamless/index.js';
import { reconcile } from '../src/modules/wallet/index.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './database.js';
import { insertPlayer } from './players.js';

/**
 * Crash safety: the real server process takes signed bets and wins, is killed with
 * SIGKILL in the middle, and restarted. Every request answered 2xx must be in the
 * ledger exactly once, the unanswered ones can be retried safely, and the ledger
 * reconciles.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'kill-test-provider-secret-0123456789';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let port: number;
let server: ChildProcess | null = null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => resolve(p));
    });
  });

async function startServer() {
  // One process (no tsx wrapper), so SIGKILL really kills the server.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      SEED_DEMO_PLAYER: 'false',
      START_STUDIO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function send(route: 'bet' | 'win', body: Record<string, unknown>): Promise<number | null> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const response = await fetch(`http://127.0.0.1:${port}${SEAMLESS.prefix}/${route}`, {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS.headers.provider]: 'crash-test',
        [SEAMLESS.headers.timestamp]: timestamp,
        [SEAMLESS.headers.signature]: signSeamless(SECRET, timestamp, raw),
      },
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null; // no answer: the outcome is unknown to the provider
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await database.drop();
});

it('keeps every acknowledged bet and win exactly once across a SIGKILL', async () => {
  const config = loadConfig({ DATABASE_URL: database.url });
  const services = createServices({ config, db: database.db, jwtSecret: 'x'.repeat(40) });
  await services.seamless.registerProvider({ code: 'crash-test', name: 'Crash test', secret: SECRET });
  const players: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const id = await insertPlayer({ db: database.db, services });
    await services.wallet.deposit({ key: `kill-fund-${id}`, userId: id, amount: 500_000, paymentRef: 'kill' });
    await services.seamless.issueLaunchToken(id, 'crash-test', 'g');
    players.push(id);
  }

  await startServer();
  const requests: { route: 'bet' | 'win'; body: Record<string, unknown>; status: number | null }[] = [];
  let stop = false;
  const worker = async (w: number) => {
    for (let n = 0; !stop; n += 1) {
      const player = String(players[w % players.length]);
      const bet = {
        transaction_id: `k-${w}-${n}`,
        round_id: `r-${w}-${n}`,
        player_id: player,
        game_id: 'g',
        amount: 1,
      };
      const betEntry = { route: 'bet' as const, body: bet, status: await send('bet', bet) };
      requests.push(betEntry);
      if (betEntry.status !== 200) continue;
      const win = {
        transaction_id: `kw-${w}-${n}`,
        round_id: bet.round_id,
        player_id: player,
        bet_transaction_id: bet.transaction_id,
        amount: 1.5,
        round_closed: true,
      };
      requests.push({ route: 'win', body: win, status: await send('win', win) });
    }
  };
  const load = Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
  while (requests.filter((r) => r.status === 200).length < 300) await new Promise((resolve) => setTimeout(resolve, 10));
  const killed = server!;
  const exited = new Promise((resolve) => killed.once('exit', resolve));
  killed.kill('SIGKILL');
  stop = true;
  await Promise.all([load, exited]);
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  expect(health, 'the server must really be down').toBeNull();

  const acknowledged = requests.filter((r) => r.status === 200);
  expect(acknowledged.length).toBeGreaterThanOrEqual(300);

  await startServer();
  // The provider retries whatever got no answer; a retry must never move money twice.
  for (const request of requests.filter((r) => r.status === null))
    request.status = await send(request.route, request.body);

  for (const request of requests.filter((r) => r.status === 200)) {
    const kind = request.route;
    const betRef = String(request.route === 'bet' ? request.body.transaction_id : request.body.bet_transaction_id);
    const rows = await database.db
      .selectFrom('wallet_transfers')
      .select((eb) => [eb.fn.countAll<string>().as('legs'), eb.fn.sum<string>('amount').as('total')])
      .where('bet_ref', '=', betRef)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    expect({ ref: betRef, kind, total: Number(rows.total) }).toEqual({
      ref: betRef,
      kind,
      total: kind === 'bet' ? 100 : 150,
    });
  }
  expect((await reconcile(database.db)).ok).toBe(true);
}, 120_000);
