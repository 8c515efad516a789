// bench/sportsbook (issue #19): the in-house sportsbook against the real platform, each a
// process of its own on its own database of one PostgreSQL server, as `npm start` runs them.
// (a) placements: 10,000 funded players with sessions place singles (stake 1) on the 1X2 of
//     100 prematch football events, 64 requests in flight, through the whole path (HTTP →
//     sportsbook → seamless bet → commit), for BENCH_SECONDS after a warm-up; beside it
//     pgbench's plain two-statement transaction at the same concurrency on the same server.
// (b) settlement: 100,000 open tickets on ONE event (the first BENCH_SECONDS of them placed
//     through HTTP, which measures placement on one hot event; the rest opened in bulk as the
//     placement does it, each stake taken by a real seamless bet: bench/sportsbook.tickets.mjs),
//     then the operator enters the result: the time until every ticket is settled and every
//     wallet credit acknowledged; then the platform's reconcile, and its count of sportsbook
//     wins against the tickets.
// (c) live fan-out: 2,000 SSE clients (in a process of their own) following in-play events;
//     each update's delay from its publication (`at`) to its arrival.
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (a server to create the databases in, else an
// embedded PostgreSQL), BENCH_SECONDS (default 15), BENCH_WARMUP_SECONDS (default 3),
// BENCH_SETTLE_TICKETS (default 100000), BENCH_SSE_CLIENTS (default 2000), BENCH_PLAYERS (default 10000),
// BENCH_PROFILE_DIR (V8 CPU profiles of both servers, written when they stop).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONCURRENCY, EVENTS, OPERATOR_KEY, SECRET, round, say } from './sportsbook.common.mjs';
import { benchFanOut } from './sportsbook.fanout.mjs';
import { createPlayerClient } from './sportsbook.load.mjs';
import { benchPlacement } from './sportsbook.placement.mjs';
import { benchSettlement } from './sportsbook.settlement.mjs';
import {
  openSessions,
  operator,
  prematchSelections,
  seedSportsbookPlayers,
  startPlatform,
  startSportsbook,
  stopProcess,
} from './sportsbook.setup.mjs';
import { ensurePgbench } from './wallet.pgbench.mjs';
import { freePort, freshDatabase } from './wallet.setup.mjs';

// Every event bet on kicks off at least this long after the bench starts: none goes in play
// (which would add the live acceptance delay) before the bench is over.
const LEAD_MS = 30 * 60_000;

const here = path.dirname(fileURLToPath(import.meta.url));

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

export async function benchSportsbook(root) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 15);
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  const settleTickets = Number(process.env.BENCH_SETTLE_TICKETS ?? 100_000);
  const sseClients = Number(process.env.BENCH_SSE_CLIENTS ?? 2_000);
  const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
  const benchStarted = Date.now();
  ensurePgbench();
  const platformDb = await freshDatabase(root);
  const sportsbookDb = await freshDatabase(root);
  let platform;
  let sportsbook;
  let client;
  try {
    const ports = { platform: await freePort(), sportsbook: await freePort() };
    const urls = { platform: platformDb.url, sportsbook: sportsbookDb.url };
    platform = await startPlatform(root, { url: urls.platform, port: ports.platform, sportsbookSecret: SECRET });
    sportsbook = await startSportsbook(root, {
      url: urls.sportsbook,
      port: ports.sportsbook,
      platformPort: ports.platform,
      secret: SECRET,
      operatorKey: OPERATOR_KEY,
    });
    const databaseOf = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
    const pids = {
      platformPid: platform.pid,
      sportsbookPid: sportsbook.pid,
      databases: [databaseOf(urls.platform), databaseOf(urls.sportsbook)],
      names: ['platform', 'sportsbook'],
    };

    // The players: funded in bulk, their sessions opened through the sportsbook.
    say(`seeding ${PLAYERS} players`);
    const players = await seedSportsbookPlayers(urls.platform, { count: PLAYERS, fundMinor: 1_000_000 });
    const sessionsStarted = Date.now();
    await openSessions(ports.sportsbook, players, CONCURRENCY);
    const sessionSeconds = (Date.now() - sessionsStarted) / 1000;
    say(`${PLAYERS} sessions in ${round(sessionSeconds, 1)} s`);
    // 100,000 tickets on one event pass the default liability limits.
    await operator(ports.sportsbook, OPERATOR_KEY, 'PUT', '/api/operator/settings', {
      maxMarketLiability: 1e9,
      maxEventLiability: 1e9,
    });
    const chosen = await prematchSelections(ports.sportsbook, { count: EVENTS + 1, leadMs: LEAD_MS });
    const spread = chosen.slice(0, EVENTS).flatMap((event) => event.selections);
    client = createPlayerClient({ port: ports.sportsbook, connections: CONCURRENCY });

    // (a) placements over 100 events × 3 outcomes, then pgbench at the same concurrency.
    const { placement, loadAverage1m, pgbench, pgbenchCpu } = await benchPlacement({
      seconds,
      warmupSeconds,
      players,
      spread,
      client,
      pids,
      platformUrl: urls.platform,
      accounts: PLAYERS,
    });

    // (b) 100,000 tickets on one event, its result, their settlement.
    const settlement = await benchSettlement(root, {
      seconds,
      tickets: settleTickets,
      event: chosen[EVENTS],
      players,
      client,
      ports,
      urls,
      pids,
    });
    client.close();
    client = undefined;

    // (c) the live stream's fan-out.
    const fanOut = await benchFanOut({ seconds, clients: sseClients, port: ports.sportsbook, pids });

    await stopProcess(sportsbook);
    sportsbook = undefined;
    await stopProcess(platform);
    platform = undefined;
    say('reconcile');
    const reconciled = await reconcileOk(root, urls.platform);
    const winsMatchTickets = settlement.platformWins === settlement.tickets;

    const targets = {
      placementsPerSecAtLeast: 1500,
      placementP99AtMostPgbenchP99: true,
      settleSecondsAtMost: 45,
      sseP99MsAtMost: 250,
    };
    const checks = {
      placementsPerSec: placement.opsPerSec >= 1500 && placement.errors === 0,
      placementP99: placement.p99Ms <= pgbench.p99Ms,
      settlement: settlement.allAcknowledgedSeconds !== null && settlement.allAcknowledgedSeconds <= 45,
      reconcile: reconciled,
      winsMatchTickets,
      sseP99: fanOut.connected === sseClients && fanOut.errors === 0 && fanOut.p99Ms <= 250,
    };
    return {
      database: platformDb.where,
      sportsbookDatabase: sportsbookDb.where,
      players: PLAYERS,
      concurrency: CONCURRENCY,
      sessionsPerSec: Math.round(PLAYERS / sessionSeconds),
      placement: {
        events: EVENTS,
        selections: spread.length,
        ...placement,
        loadAverage1m,
        pgbenchTps: pgbench.tps,
        pgbenchLatencyAvgMs: pgbench.latencyAvgMs,
        pgbenchP50Ms: pgbench.p50Ms,
        pgbenchP99Ms: pgbench.p99Ms,
        pgbenchCpu,
      },
      settlement: { ...settlement, reconcile: { ok: reconciled }, winsMatchTickets },
      fanOut,
      targets: { ...targets, checks, met: Object.values(checks).every(Boolean) },
      benchSeconds: Math.round((Date.now() - benchStarted) / 1000),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        node: process.version,
        loadAverage1m: round(os.loadavg()[0]),
      },
    };
  } finally {
    client?.close();
    await stopProcess(sportsbook);
    await stopProcess(platform);
    await sportsbookDb.drop();
    await platformDb.drop();
  }
}

// Run directly: node bench/sportsbook.mjs (bench/run.mjs sportsbook also writes bench/results/).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchSportsbook(path.resolve(here, '..'));
  console.log(JSON.stringify({ bench: 'sportsbook', at: new Date().toISOString(), ...result }, null, 2));
}
