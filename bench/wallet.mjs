// bench/wallet (issue 3): signed bet+win pairs over HTTP against the real server on real
// PostgreSQL, (a) spread over 10,000 players and (b) on one hot player, at 64 requests in
// flight; beside it, pgbench's rate and latency (p50, p99) for the plain two-statement
// money transaction on the same database server, the ratio between the two, and reconcile
// after the run. Each load reports the CPU one call (or one pgbench transaction) costs, and
// `httpFloor` the same load against a server that only checks signatures: what HTTP alone
// costs on this machine.
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (a server to create the database in, else an
// embedded PostgreSQL), BENCH_SECONDS (default 15), BENCH_WARMUP_SECONDS (default 3).
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCpuMeter } from './wallet.cpu.mjs';
import { createProviderClient, runPairs } from './wallet.load.mjs';
import { createPgbenchTables, ensurePgbench, runPgbench } from './wallet.pgbench.mjs';
import { freePort, freshDatabase, seedPlayers } from './wallet.setup.mjs';

// Exported with the helpers below for the benches that run these scenarios on a platform of
// their own (bench/bonuses-wagering.mjs).
export const PLAYERS = 10_000;
export const CONCURRENCY = 64;
export const PROVIDER = 'bench';
export const SECRET = 'bench-provider-secret-0123456789abcdef';

/** How long each load is counted (BENCH_SECONDS) after its warm-up (BENCH_WARMUP_SECONDS). */
export const loadSeconds = () => ({
  seconds: Number(process.env.BENCH_SECONDS ?? 15),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
});

export async function startServer(root, url, port) {
  // As `npm start` runs it: the server's start script, its Node flags included.
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const [, ...args] = scripts.start.split(' ');
  const server = spawn(process.execPath, args, {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      SEED_DEMO_PLAYER: 'false',
      START_STUDIO: 'false',
      START_SPORTSBOOK: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      // One provider sends every call: the bench measures the wallet, not the per-provider limit.
      RATE_LIMIT_PROVIDER_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start');
}

export const stopServer = (server) =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

export function reconcileOk(root, url) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/reconcile.ts'], {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let report = '';
    child.stdout.on('data', (chunk) => (report += chunk));
    child.on('exit', (code) => {
      if (code !== 0) process.stderr.write(report);
      resolve(code === 0);
    });
  });
}

/** Whom a scenario's pairs go to: a player picked at random each time, or always the first. */
const PICKS = {
  spread: (players) => () => players[Math.floor(Math.random() * players.length)],
  hot: (players) => () => players[0],
};

/**
 * One scenario (`spread` or `hot`) against the started `server`: CONCURRENCY workers sending
 * bet+win pairs for `players` through `call`, the server's CPU measured. `tag` prefixes the
 * transaction ids: one per run on the same database.
 */
export const runScenario = (name, { call, server, players, seconds, warmupSeconds, tag = name }) =>
  runPairs({
    call,
    concurrency: CONCURRENCY,
    seconds,
    warmupSeconds,
    pickPlayer: PICKS[name](players),
    tag,
    startMeter: () => startCpuMeter(server.pid),
  });

/**
 * The same load against bench/wallet.floor.mjs, a server that only checks signatures and
 * answers: the CPU that HTTP alone takes per call here, server and generator together.
 */
async function runHttpFloor({ seconds, warmupSeconds, players }) {
  const port = await freePort();
  const floor = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'wallet.floor.mjs'), {
    env: { ...process.env, PORT: String(port), FLOOR_SECRET: SECRET },
    stdio: 'ignore',
  });
  try {
    await new Promise((resolve, reject) => {
      floor.once('message', resolve);
      floor.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
    });
    const { operations, opsPerSec, p50Ms, p99Ms, errors, cpu } = await runPairs({
      call: createProviderClient({ port, provider: PROVIDER, secret: SECRET, connections: CONCURRENCY }),
      concurrency: CONCURRENCY,
      seconds,
      warmupSeconds,
      pickPlayer: () => players[Math.floor(Math.random() * players.length)],
      tag: 'floor',
      startMeter: () => startCpuMeter(floor.pid),
    });
    return { operations, opsPerSec, p50Ms, p99Ms, errors, cpu };
  } finally {
    await stopServer(floor);
  }
}

export async function benchWallet(root) {
  const { seconds, warmupSeconds } = loadSeconds();
  ensurePgbench();
  const database = await freshDatabase(root);
  let server;
  try {
    const port = await freePort();
    server = await startServer(root, database.url, port);
    const players = await seedPlayers(database.url, {
      provider: PROVIDER,
      secret: SECRET,
      count: PLAYERS,
      fundMinor: 1_000_000,
    });
    const call = createProviderClient({ port, provider: PROVIDER, secret: SECRET, connections: CONCURRENCY });
    const scenarios = {};
    await createPgbenchTables(database.url, PLAYERS);
    // Each scenario's pgbench runs right after it: the machine's speed drifts (other load on
    // a shared host), and a ratio of two figures taken minutes apart would carry the drift.
    for (const name of ['spread', 'hot']) {
      const load = await runScenario(name, { call, server, players, seconds, warmupSeconds });
      // Other work on the machine (a shared one) shows here: the load average at the end.
      const loadAverage1m = os.loadavg()[0];
      const stopMeter = startCpuMeter();
      const pgbench = await runPgbench(database.url, {
        accounts: name === 'spread' ? PLAYERS : 1,
        clients: CONCURRENCY,
        seconds,
      });
      scenarios[name] = {
        ...load,
        loadAverage1m,
        pgbenchTps: pgbench.tps,
        pgbenchLatencyAvgMs: pgbench.latencyAvgMs,
        pgbenchP50Ms: pgbench.p50Ms,
        pgbenchP99Ms: pgbench.p99Ms,
        pgbenchCpu: stopMeter(pgbench.transactions),
        ratio: Math.round((load.opsPerSec / pgbench.tps) * 1000) / 1000,
      };
    }
    await stopServer(server);
    server = undefined;
    const ok = await reconcileOk(root, database.url);
    const httpFloor = await runHttpFloor({ seconds, warmupSeconds, players });
    return {
      database: database.where,
      concurrency: CONCURRENCY,
      players: PLAYERS,
      scenarios,
      httpFloor,
      reconcile: { ok },
      targets: {
        spreadRatioAtLeast: 1,
        hotOpsPerSecAtLeast: 2000,
        p99MsBelow: 25,
        met:
          scenarios.spread.ratio >= 1 &&
          scenarios.hot.opsPerSec >= 2000 &&
          scenarios.spread.p99Ms < 25 &&
          scenarios.hot.p99Ms < 25 &&
          ok,
      },
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    };
  } finally {
    if (server) await stopServer(server);
    await database.drop();
  }
}
