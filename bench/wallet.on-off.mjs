// Shared by the benches that price one feature of the seamless wallet (bench/bonuses-wagering,
// bench/jackpots): bench/wallet's spread scenario on one started platform and one seeded player
// set, alternately with the feature off and on; each mode's figure is the median of its runs,
// and the target is on/off ≥ 0.9 in calls per second.
import os from 'node:os';
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

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

/**
 * Runs `rounds` pairs of runs, off then on. `prepare(url, players)` once the players exist;
 * `setMode(url, players, on)` before each run; `afterRun(url, mode)` after each; `finish(url)`
 * once the server has stopped. Returns the figures (`result`) and what the hooks returned.
 */
export async function benchOnOff(root, { tag, rounds, prepare, setMode, afterRun, finish }) {
  const { seconds, warmupSeconds } = loadSeconds();
  const count = Math.min(PLAYERS, Number(process.env.BENCH_PLAYERS ?? PLAYERS));
  const database = await freshDatabase(root);
  let server;
  try {
    const port = await freePort();
    // The server migrates (and seeds) the database as it starts.
    server = await startServer(root, database.url, port);
    const players = await seedPlayers(database.url, {
      provider: PROVIDER,
      secret: SECRET,
      count,
      fundMinor: 1_000_000,
    });
    const prepared = prepare ? await prepare(database.url, players) : undefined;
    const call = createProviderClient({ port, provider: PROVIDER, secret: SECRET, connections: CONCURRENCY });
    const runs = [];
    const afterRuns = [];
    for (let n = 1; n <= rounds; n += 1) {
      for (const mode of ['off', 'on']) {
        await setMode(database.url, players, mode === 'on');
        const runTag = `${tag}-${mode}-${n}`;
        const load = await runScenario('spread', { call, server, players, seconds, warmupSeconds, tag: runTag });
        runs.push({ mode, tag: runTag, ...load, loadAverage1m: os.loadavg()[0] });
        if (afterRun) afterRuns.push(await afterRun(database.url, mode));
      }
    }
    await stopServer(server);
    server = undefined;
    const after = finish ? await finish(database.url) : undefined;
    const ok = await reconcileOk(root, database.url);
    const offRuns = runs.filter((run) => run.mode === 'off');
    const onRuns = runs.filter((run) => run.mode === 'on');
    const off = summary(offRuns);
    const on = summary(onRuns);
    const ratio = round(on.calls_per_s / off.calls_per_s, 3);
    const result = {
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
      // Each round's own on/off, of two runs next to each other: the drift that the medians keep shows here.
      roundRatios: onRuns.map((run, n) => round(run.opsPerSec / offRuns[n].opsPerSec, 3)),
      met: ratio >= TARGET_RATIO && off.errors === 0 && on.errors === 0 && ok,
      reconcile: { ok },
      runs,
    };
    return { result, prepared, afterRuns, after };
  } finally {
    if (server) await stopServer(server);
    await database.drop();
  }
}
