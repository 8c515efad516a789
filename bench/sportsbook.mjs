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
import { fork, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPlayerClient, runPlacements } from './sportsbook.load.mjs';
import {
  openSessions,
  operator,
  prematchSelections,
  seedSportsbookPlayers,
  startPlatform,
  startSportsbook,
  stopProcess,
} from './sportsbook.setup.mjs';
import { placeDirect } from './sportsbook.tickets.mjs';
import { startMeters } from './sportsbook.cpu.mjs';
import { startCpuMeter } from './wallet.cpu.mjs';
import { createPgbenchTables, ensurePgbench, runPgbench } from './wallet.pgbench.mjs';
import { freePort, freshDatabase } from './wallet.setup.mjs';

const CONCURRENCY = 64;
const EVENTS = 100;
const SECRET = 'sportsbook-bench-wallet-secret-0123456789abcdef';
const OPERATOR_KEY = 'sportsbook-bench-operator-key-0123456789';
// Every event bet on kicks off at least this long after the bench starts: none goes in play
// (which would add the live acceptance delay) before the bench is over.
const LEAD_MS = 30 * 60_000;
// A 1-1 draw: the draw tickets win, the others lose (a zero win, which closes their round).
const RESULT = {
  kind: 'score',
  periods: [
    { home: 1, away: 0 },
    { home: 0, away: 1 },
  ],
};
const LANGS = ['en-US', 'fr-fr', 'ar-ar', 'ru'];

const here = path.dirname(fileURLToPath(import.meta.url));
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => process.stderr.write(`[bench sportsbook] ${line}\n`);

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

async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** (b): opens the tickets on one event, enters its result and waits for every ticket and credit. */
async function benchSettlement(root, { seconds, tickets, event, players, client, ports, urls, pids }) {
  const [{ lo }] = await query(urls.sportsbook, 'SELECT coalesce(max(id), 0) + 1 AS lo FROM sb_tickets');
  const outcomes = event.selections.map((selection) => selection.outcome_id);
  // Placement on one hot event, through HTTP (every ticket's liability adds to the same three outcomes).
  say(`(b) placing on event ${event.eventId} through HTTP for ${seconds} s`);
  let n = 0;
  const hot = await runPlacements({
    client,
    concurrency: CONCURRENCY,
    seconds,
    warmupSeconds: 1,
    pickPlayer: () => players[Math.floor(Math.random() * players.length)],
    pickSelection: () => event.selections[n++ % 3],
    tag: 'hot',
    startMeter: () => startMeters(pids),
  });
  const count = async () =>
    Number(
      (
        await query(urls.sportsbook, `SELECT count(*) AS n FROM sb_tickets WHERE id >= $1 AND state = 'accepted'`, [lo])
      )[0].n,
    );
  const viaHttp = await count();
  const rest = Math.max(0, tickets - viaHttp);
  say(`(b) ${viaHttp} tickets through HTTP; opening ${rest} more in bulk`);
  const direct = await placeDirect(root, {
    sportsbookUrl: urls.sportsbook,
    platformPort: ports.platform,
    secret: SECRET,
    eventId: event.eventId,
    count: rest,
    playerOf: (i) => players[i % players.length],
    outcomeOf: (i) => outcomes[i % outcomes.length],
    tag: 'bulk',
    concurrency: CONCURRENCY,
  });
  const open = await count();
  // The platform's calls of this event's tickets: their round ids are `<install>-<ticket id>`.
  const ofTickets = `provider = 'sportsbook' AND status_code = 200 AND split_part(round_id, '-', 2)::bigint >= ${Number(lo)}`;
  const [{ n: platformBets }] = await query(
    urls.platform,
    `SELECT count(*) AS n FROM provider_transactions WHERE ${ofTickets} AND kind = 'bet'`,
  );

  // Statistics as autovacuum would have taken them by now (a bench database server may run without it).
  await query(urls.sportsbook, 'ANALYZE sb_tickets, sb_ticket_legs, sb_liability, sb_event_jobs, sb_wallet_ops');
  await query(
    urls.platform,
    'ANALYZE provider_transactions, provider_rounds, wallet_operations, wallet_transfers, wallet_accounts',
  );

  // The result, then every ticket settled and every credit acknowledged.
  say(`(b) ${open} open tickets on event ${event.eventId}; entering its result`);
  const monitor = new pg.Client({ connectionString: urls.sportsbook });
  await monitor.connect();
  const meter = startMeters(pids);
  const resultAt = Date.now();
  await operator(ports.sportsbook, OPERATOR_KEY, 'POST', `/api/operator/events/${event.eventId}/result`, {
    result: RESULT,
  });
  const answeredMs = Date.now() - resultAt;
  let settledMs;
  let acknowledgedMs;
  const timeoutMs = Number(process.env.BENCH_SETTLE_TIMEOUT_SECONDS ?? 240) * 1000;
  try {
    while (Date.now() - resultAt < timeoutMs) {
      // Cheap reads only (the settlement is being measured): the event's job is deleted once
      // its every ticket is settled; the outbox's due calls are read through its partial index.
      const { rows } = await monitor.query(
        `SELECT (SELECT count(*) FROM sb_event_jobs WHERE event_id = $1) AS job,
                (SELECT count(*) FROM sb_wallet_ops WHERE state = 'pending') AS pending`,
        [event.eventId],
      );
      const elapsed = Date.now() - resultAt;
      if (Number(rows[0].job) === 0) settledMs ??= elapsed;
      if (settledMs !== undefined && Number(rows[0].pending) === 0) {
        acknowledgedMs = elapsed;
        break;
      }
      await sleep(250);
    }
    const cpu = meter(open);
    // What the tables say now, exactly.
    const [ticketsNow] = (
      await monitor.query(
        `SELECT count(*) AS accepted, count(*) FILTER (WHERE status = 'Wait') AS waiting,
                count(*) FILTER (WHERE status = 'Winner') AS winners, coalesce(sum(payout), 0) AS payout,
                extract(epoch FROM max(settled_at)) * 1000 AS last_settled
         FROM sb_tickets WHERE id >= $1 AND state = 'accepted'`,
        [lo],
      )
    ).rows;
    const [opsNow] = (
      await monitor.query(
        `SELECT count(*) AS ops, count(*) FILTER (WHERE state = 'done') AS done,
                count(*) FILTER (WHERE state = 'refused') AS refused, coalesce(sum(moved), 0) AS moved
         FROM sb_wallet_ops WHERE ticket_id >= $1`,
        [lo],
      )
    ).rows;
    const [platformNow] = await query(
      urls.platform,
      `SELECT count(*) FILTER (WHERE kind = 'win') AS wins,
              extract(epoch FROM max(created_at) FILTER (WHERE kind = 'win')) * 1000 AS last_win
       FROM provider_transactions WHERE ${ofTickets}`,
    );
    // The brief's count: every sportsbook win the platform holds (the placement tickets of (a) are still open).
    const [{ n: allWins }] = await query(
      urls.platform,
      `SELECT count(*) AS n FROM provider_transactions WHERE provider = 'sportsbook' AND kind = 'win' AND status_code = 200`,
    );
    const settled = Number(ticketsNow.waiting) === 0 && Number(ticketsNow.accepted) === open;
    const acknowledged = Number(opsNow.ops) === open && Number(opsNow.done) === open;
    return {
      tickets: open,
      placedThroughHttp: viaHttp,
      placedInBulk: direct.tickets,
      platformBets: Number(platformBets),
      hotEventPlacement: hot,
      bulkOpening: direct,
      resultAnsweredMs: answeredMs,
      settledSeconds: settled ? round((Number(ticketsNow.last_settled) - resultAt) / 1000) : null,
      settledSeenSeconds: settledMs === undefined ? null : round(settledMs / 1000),
      lastWinAtPlatformSeconds: platformNow.last_win ? round((Number(platformNow.last_win) - resultAt) / 1000) : null,
      allAcknowledgedSeconds:
        settled && acknowledged && acknowledgedMs !== undefined ? round(acknowledgedMs / 1000) : null,
      settledPerSec: acknowledgedMs ? Math.round(open / (acknowledgedMs / 1000)) : null,
      ticketsWaiting: Number(ticketsNow.waiting),
      winners: Number(ticketsNow.winners),
      payout: Number(ticketsNow.payout) / 100,
      walletOps: {
        total: Number(opsNow.ops),
        done: Number(opsNow.done),
        refused: Number(opsNow.refused),
        moved: Number(opsNow.moved) / 100,
      },
      platformWins: Number(allWins),
      platformWinsOfTheseTickets: Number(platformNow.wins),
      cpu,
    };
  } finally {
    await monitor.end();
  }
}

/** (c): `clients` SSE clients in a process of their own, following in-play events. */
async function benchFanOut({ seconds, clients, port, pids }) {
  const response = await fetch(`http://127.0.0.1:${port}/api/feed/events?state=live&limit=500`);
  const { events } = await response.json();
  const live = events.map((event) => event.id);
  if (!live.length) throw new Error('no event in play to follow');
  // Half follow a page of every event in play (up to the 50 a subscription holds), half one event each.
  const page = live.slice(0, 50).join(',');
  const paths = Array.from({ length: clients }, (_, i) => {
    const lang = LANGS[i % LANGS.length];
    const ids = i % 2 === 0 ? page : live[Math.floor(i / 2) % live.length];
    return `/api/feed/stream?events=${ids}&lang=${lang}`;
  });
  say(`(c) ${clients} SSE clients on ${live.length} events in play`);
  // One descriptor per stream: Node raises its soft limit of open files to the hard limit at
  // start (this process's clients and the sportsbook's sockets alike), so no `ulimit -n` is needed.
  const child = fork(path.join(here, 'sportsbook.sse.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    let stopMeter;
    const result = await new Promise((resolve, reject) => {
      child.on('message', (message) => {
        if (message.type === 'measuring') stopMeter = startMeters({ ...pids, platformPid: undefined });
        else if (message.type === 'result') resolve(message.result);
        else if (message.type === 'error') reject(new Error(message.error));
      });
      child.once('exit', (code) => reject(new Error(`the SSE clients' process exited with ${code}`)));
      child.send({ port, paths, seconds, openAtOnce: 100 });
    });
    const cpu = stopMeter?.(Math.max(1, result.messages));
    const busy = (micros) => round((micros * result.messages) / 1e4 / result.seconds, 1);
    return {
      eventsInPlay: live.length,
      subscriptions: {
        pageOfEventsInPlay: Math.ceil(clients / 2),
        oneEvent: Math.floor(clients / 2),
        languages: LANGS.length,
      },
      ...result,
      messagesPerClientPerSecond: round(result.messages / Math.max(1, result.connected) / result.seconds),
      // Of one core, during the window: the sportsbook (its publisher, listener and every socket write) and its database.
      cpuPctOfOneCore: cpu
        ? { sportsbook: busy(cpu.microsPerOperation.sportsbook), postgres: busy(cpu.microsPerOperation.postgres) }
        : null,
      machineBusyPct: cpu?.machineBusyPct ?? null,
      loadAverage1m: cpu?.loadAverage1m ?? null,
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
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
    say(`(a) placing on ${EVENTS} events for ${warmupSeconds} + ${seconds} s`);
    const placement = await runPlacements({
      client,
      concurrency: CONCURRENCY,
      seconds,
      warmupSeconds,
      pickPlayer: () => players[Math.floor(Math.random() * players.length)],
      pickSelection: () => spread[Math.floor(Math.random() * spread.length)],
      tag: 'spread',
      startMeter: () => startMeters(pids),
    });
    const loadAverage1m = round(os.loadavg()[0]);
    say(`(a) ${placement.opsPerSec}/s, p99 ${placement.p99Ms} ms; pgbench`);
    await createPgbenchTables(urls.platform, PLAYERS);
    const stopPgbenchMeter = startCpuMeter();
    const pgbench = await runPgbench(urls.platform, { accounts: PLAYERS, clients: CONCURRENCY, seconds });
    const pgbenchCpu = stopPgbenchMeter(pgbench.transactions);

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
