// bench/wallet (issue 3): signed bet+win pairs over HTTP against the real server on real
// PostgreSQL, (a) spread over 10,000 players and (b) on one hot player, at 64 requests in
// flight; beside it, pgbench's rate for the plain two-statement money transaction on the
// same database server, the ratio between the two, and reconcile after the run.
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (a server to create the database in, else an
// embedded PostgreSQL), BENCH_SECONDS (default 15), BENCH_WARMUP_SECONDS (default 3).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProviderClient, runPairs } from './wallet.load.mjs';
import { createPgbenchTables, ensurePgbench, runPgbench } from './wallet.pgbench.mjs';
import { freePort, freshDatabase, seedPlayers } from './wallet.setup.mjs';

const PLAYERS = 10_000;
const CONCURRENCY = 64;
const PROVIDER = 'bench';
const SECRET = 'bench-provider-secret-0123456789abcdef';

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy share of the whole machine between two /proc/stat samples. */
function machineBusy() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  return { idle, total: ticks.reduce((a, b) => a + b, 0) };
}

async function startServer(root, url, port) {
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
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
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

const stopServer = (server) =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

function reconcileOk(root, url) {
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

export async function benchWallet(root) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 15);
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
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
    const pick = {
      spread: () => players[Math.floor(Math.random() * players.length)],
      hot: () => players[0],
    };
    await createPgbenchTables(database.url, PLAYERS);
    // Each scenario's pgbench runs right after it: the machine's speed drifts (other load on
    // a shared host), and a ratio of two figures taken minutes apart would carry the drift.
    for (const name of ['spread', 'hot']) {
      const [serverCpu, machine] = [cpuSecondsOf(server.pid), machineBusy()];
      const load = await runPairs({
        call,
        concurrency: CONCURRENCY,
        seconds,
        warmupSeconds,
        pickPlayer: pick[name],
        tag: name,
      });
      const after = machineBusy();
      const serverCpuPct = Math.round(((cpuSecondsOf(server.pid) - serverCpu) / (seconds + warmupSeconds)) * 100);
      const machineBusyPct = Math.round((1 - (after.idle - machine.idle) / (after.total - machine.total)) * 100);
      // Other work on the machine (a shared one) shows here: the load average at the end.
      const loadAverage1m = os.loadavg()[0];
      const pgbench = await runPgbench(database.url, {
        accounts: name === 'spread' ? PLAYERS : 1,
        clients: CONCURRENCY,
        seconds,
      });
      scenarios[name] = {
        ...load,
        serverCpuPct,
        machineBusyPct,
        loadAverage1m,
        pgbenchTps: pgbench.tps,
        pgbenchLatencyAvgMs: pgbench.latencyAvgMs,
        ratio: Math.round((load.opsPerSec / pgbench.tps) * 1000) / 1000,
      };
    }
    await stopServer(server);
    server = undefined;
    const ok = await reconcileOk(root, database.url);
    return {
      database: database.where,
      concurrency: CONCURRENCY,
      players: PLAYERS,
      scenarios,
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
