// bench/bonuses, wagering (issue #21): what tracking wagering requirements costs the seamless
// wallet. bench/wallet's spread scenario (bet+win pairs over HTTP for players picked at random,
// 64 requests in flight) runs on one started platform and one seeded player set, alternately
// with no wagering requirement ("off") and with one active requirement per player ("on": every
// bet of theirs then reads and moves it). The requirement never completes (required
// 9,000,000,000,000) and never refuses a bet (no maximum stake, no expiry); the bench's game is
// catalogued as a slot (weight 100), so every stake moves it. Each mode's figure is the median
// of its runs; the target is on/off ≥ 0.9 in calls per second. After each "on" run: the
// requirements' progress (0 while the seamless batches do not track them); at the end, reconcile.
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (as bench/wallet), BENCH_SECONDS (default 15) and
// BENCH_WARMUP_SECONDS (default 3) per run, BENCH_WAGER_ROUNDS (default 3: off, on, off, on, off,
// on), BENCH_PLAYERS (bench/wallet's 10,000 unless smaller: a smoke run).
// Run alone: node bench/bonuses-wagering.mjs (npm run bench -- bonuses runs it after the cashback).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createProviderClient } from './wallet.load.mjs';
import {
  CONCURRENCY,
  PLAYERS,
  PROVIDER,
  SECRET,
  loadSeconds,
  reconcileOk,
  runScenario,
  startServer,
  stopServer,
} from './wallet.mjs';
import { freePort, freshDatabase, seedPlayers } from './wallet.setup.mjs';

const TARGET_RATIO = 0.9;
const GRANT_KEY = 'bench-wager:';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * "on": one active requirement for each of `players`; "off": none. Then VACUUM ANALYZE, so
 * that neither mode inherits the other's dead rows or the planner's picture of an empty table.
 */
async function setWagering(url, players, on) {
  if (on) {
    await query(
      url,
      `INSERT INTO bonus_wagers (user_id, kind, grant_key, amount, required, weights, max_bet, expires_at)
       SELECT id, 'Cashback', $2::text || id, 100000, 9000000000000,
              '{"slot":100,"table":100,"live":100,"virtual":100,"sports":100}', NULL, NULL
       FROM users WHERE id = ANY($1::bigint[])`,
      [players, GRANT_KEY],
    );
  } else {
    await query(url, `DELETE FROM bonus_wagers WHERE grant_key LIKE $1`, [`${GRANT_KEY}%`]);
  }
  await query(url, 'VACUUM ANALYZE bonus_wagers');
}

/**
 * bench/wallet's game as a slot of the bench's producer: a stake counts towards a requirement
 * by its game's type in the catalogue, and on a game the catalogue does not hold counts nothing.
 * Only the wagering reads the catalogue in a seamless call: "off" runs as bench/wallet's spread.
 */
async function catalogueGame(url) {
  await query(url, `INSERT INTO game_producers (code, name) VALUES ($1, $1)`, [PROVIDER]);
  await query(
    url,
    `INSERT INTO games (integration, producer, game_id, name, image, image_desktop, game_type, category,
                        has_demo, min_bet, max_bet)
     VALUES ($1, $1, 'bench-game', 'Bench game', '', '', 'slot', 'slots', false, 0, 1000000000)`,
    [PROVIDER],
  );
}

/** The bench's requirements as they stand: how many, how many still active, what they count as wagered. */
async function wagerProgress(url) {
  const [row] = await query(
    url,
    `SELECT count(*)::int AS rows, count(*) FILTER (WHERE status = 'active')::int AS active,
            coalesce(sum(wagered), 0)::bigint AS wagered
     FROM bonus_wagers WHERE grant_key LIKE $1`,
    [`${GRANT_KEY}%`],
  );
  return { rows: row.rows, active: row.active, wageredMinor: Number(row.wagered) };
}

/** One mode's figure: the median over its runs of each value. */
function summary(runs) {
  const of = (value) => median(runs.map(value));
  return {
    calls_per_s: Math.round(of((run) => run.opsPerSec)),
    p50_ms: round(of((run) => run.p50Ms)),
    p99_ms: round(of((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    server_us_per_call: Math.round(of((run) => run.cpu.microsPerOperation.server)),
    postgres_us_per_call: Math.round(of((run) => run.cpu.microsPerOperation.postgres)),
  };
}

export async function benchWagering(root) {
  const { seconds, warmupSeconds } = loadSeconds();
  const rounds = Number(process.env.BENCH_WAGER_ROUNDS ?? 3);
  const count = Math.min(PLAYERS, Number(process.env.BENCH_PLAYERS ?? PLAYERS));
  const database = await freshDatabase(root);
  let server;
  try {
    const port = await freePort();
    // The server migrates the database as it starts: bonus_wagers exists from here on.
    server = await startServer(root, database.url, port);
    const players = await seedPlayers(database.url, {
      provider: PROVIDER,
      secret: SECRET,
      count,
      fundMinor: 1_000_000,
    });
    await catalogueGame(database.url);
    const call = createProviderClient({ port, provider: PROVIDER, secret: SECRET, connections: CONCURRENCY });
    const runs = [];
    const tracking = [];
    for (let n = 1; n <= rounds; n += 1) {
      for (const mode of ['off', 'on']) {
        await setWagering(database.url, players, mode === 'on');
        const tag = `wager-${mode}-${n}`;
        const load = await runScenario('spread', { call, server, players, seconds, warmupSeconds, tag });
        runs.push({ mode, tag, ...load, loadAverage1m: os.loadavg()[0] });
        if (mode === 'on') tracking.push(await wagerProgress(database.url));
      }
    }
    await stopServer(server);
    server = undefined;
    const ok = await reconcileOk(root, database.url);
    const offRuns = runs.filter((run) => run.mode === 'off');
    const onRuns = runs.filter((run) => run.mode === 'on');
    const off = summary(offRuns);
    const on = summary(onRuns);
    const ratio = round(on.calls_per_s / off.calls_per_s, 3);
    // Each round's own on/off, of two runs next to each other: the drift that the medians keep shows here.
    const roundRatios = onRuns.map((run, n) => round(run.opsPerSec / offRuns[n].opsPerSec, 3));
    return {
      database: database.where,
      players: count,
      concurrency: CONCURRENCY,
      rounds,
      seconds,
      warmupSeconds,
      off,
      on,
      ratio,
      target: TARGET_RATIO,
      roundRatios,
      met: ratio >= TARGET_RATIO && off.errors === 0 && on.errors === 0 && ok,
      // After each "on" run: every requirement still active, and what they counted as wagered
      // (0 while the seamless batches do not track requirements yet).
      tracking: { perOnRun: tracking, live: tracking.some((t) => t.wageredMinor > 0) },
      reconcile: { ok },
      runs,
    };
  } finally {
    if (server) await stopServer(server);
    await database.drop();
  }
}

// Run directly: node bench/bonuses-wagering.mjs (bench/run.mjs bonuses also writes bench/results/).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const wagering = await benchWagering(root);
  console.log(JSON.stringify({ bench: 'bonuses', at: new Date().toISOString(), wagering }, null, 2));
}
