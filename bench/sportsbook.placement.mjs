// bench/sportsbook (a): placements spread over many events, beside pgbench at the same
// concurrency on the same server (see bench/sportsbook.mjs).
import os from 'node:os';
import { CONCURRENCY, EVENTS, round, say } from './sportsbook.common.mjs';
import { startMeters } from './sportsbook.cpu.mjs';
import { runPlacements } from './sportsbook.load.mjs';
import { startCpuMeter } from './wallet.cpu.mjs';
import { createPgbenchTables, runPgbench } from './wallet.pgbench.mjs';

/** (a): placements over `spread` (100 events × 3 outcomes), then pgbench at the same concurrency. */
export async function benchPlacement({ seconds, warmupSeconds, players, spread, client, pids, platformUrl, accounts }) {
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
  await createPgbenchTables(platformUrl, accounts);
  const stopPgbenchMeter = startCpuMeter();
  const pgbench = await runPgbench(platformUrl, { accounts, clients: CONCURRENCY, seconds });
  const pgbenchCpu = stopPgbenchMeter(pgbench.transactions);
  return { placement, loadAverage1m, pgbench, pgbenchCpu };
}
