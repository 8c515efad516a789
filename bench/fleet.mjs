// bench/fleet (issue 27): bench/wallet's spread load (signed bet+win pairs over 10,000
// players, 64 in flight) through HAProxy to a fleet of 3 platform instances, and to the same
// fleet with 1 platform instance, on the same machine and database server, one after the other.
// On 2 cores more instances cannot add speed; the aim is that they cost at most 15 % of the rate.
// Each fleet runs the apps' bundles (npm run build) with 2 studio instances and the sportsbook.
//
// Two references, in the same run:
// - the same load through the same HAProxy to 1 and to 3 servers that only check the signature
//   and answer (bench/wallet.floor.mjs): what splitting the load over more processes costs on
//   these cores, with no database;
// - the fleet of 1 platform instance with a third of the calls in flight (21): what each of 3
//   instances sees of the load. A platform decides the calls it has in batches (decision 012),
//   and a third of the calls makes batches a third the size, which cost more per call.
//
// On this machine one pair of runs moved by 15 % or more from one try to the next, so the
// fleets run in turns, BENCH_ROUNDS times (3), and each figure is the run of median rate. Each
// instance compiles its code as it runs: the warm-up is 10 s here (BENCH_WARMUP_SECONDS), so
// that each of 3 instances has had as many calls as one instance gets in bench/wallet's 3 s.
// Env: as bench/wallet (BENCH_DATABASE_URL / TEST_DATABASE_URL, BENCH_SECONDS, BENCH_WARMUP_SECONDS),
// BENCH_ROUNDS.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { startCpuMeter } from './wallet.cpu.mjs';
import { CONCURRENCY, loadSeconds, PLAYERS, PROVIDER, reconcileOk, SECRET } from './wallet.mjs';
import { createProviderClient, runPairs } from './wallet.load.mjs';
import { freshDatabase, seedPlayers } from './wallet.setup.mjs';

const MAX_COST = 0.15;

/** The spread load, `concurrency` calls in flight, through the load balancer of a fleet with `platforms` platform instances. */
async function runFleet(root, { startFleet, freeFleetPort }, { platforms, concurrency = CONCURRENCY }) {
  const { seconds } = loadSeconds();
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
  const database = await freshDatabase(root);
  let fleet;
  try {
    const port = await freeFleetPort();
    fleet = await startFleet({
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        APP_MODE: 'local',
        LOG_LEVEL: 'warn',
        SEED_DEMO_PLAYER: 'false',
        WEB_DIST: '/nonexistent',
        // One provider sends every call: the bench measures the wallet, not the per-provider limit.
        RATE_LIMIT_PROVIDER_PER_MINUTE: '1000000000',
      },
      host: '127.0.0.1',
      port,
      platforms,
      studios: 2,
      compiled: true,
      log: () => {},
    });
    const players = await seedPlayers(database.url, {
      provider: PROVIDER,
      secret: SECRET,
      count: PLAYERS,
      fundMinor: 1_000_000,
    });
    const call = createProviderClient({ port, provider: PROVIDER, secret: SECRET, connections: concurrency });
    const { operations, opsPerSec, p50Ms, p99Ms, errors, errorSamples, cpu } = await runPairs({
      call,
      concurrency,
      seconds,
      warmupSeconds,
      pickPlayer: () => players[Math.floor(Math.random() * players.length)],
      tag: `fleet-${platforms}`,
      startMeter: () => startCpuMeter(),
    });
    const loadAverage1m = os.loadavg()[0];
    await fleet.stop();
    fleet = undefined;
    const ok = await reconcileOk(root, database.url);
    return {
      platforms,
      concurrency,
      operations,
      opsPerSec,
      p50Ms,
      p99Ms,
      errors,
      errorSamples,
      cpu,
      loadAverage1m,
      reconcile: { ok },
    };
  } finally {
    await fleet?.stop();
    await database.drop();
  }
}

/** The reference: the load through HAProxy to `servers` signature-checking floor servers. */
async function runFloor(root, { startHaproxy, freeFleetPort }, servers) {
  const { seconds, warmupSeconds } = loadSeconds();
  const port = await freeFleetPort();
  const floors = Array.from({ length: servers }, (_, i) =>
    fork(path.join(root, 'bench/wallet.floor.mjs'), {
      env: { ...process.env, PORT: String(port + 10 + i), FLOOR_SECRET: SECRET },
      stdio: 'ignore',
    }),
  );
  const haproxy = startHaproxy({
    host: '127.0.0.1',
    platformRequestsPerMinute: 1_000_000_000,
    services: [{ name: 'floor', port, instances: floors.map((_, i) => port + 10 + i) }],
  });
  try {
    await Promise.all(floors.map((floor) => once(floor, 'message')));
    await new Promise((resolve) => setTimeout(resolve, 500)); // HAProxy listening
    const { opsPerSec, p50Ms, p99Ms, errors } = await runPairs({
      call: createProviderClient({ port, provider: PROVIDER, secret: SECRET, connections: CONCURRENCY }),
      concurrency: CONCURRENCY,
      seconds,
      warmupSeconds,
      pickPlayer: () => 1,
      tag: `floor-${servers}`,
      startMeter: () => startCpuMeter(),
    });
    return { servers, opsPerSec, p50Ms, p99Ms, errors };
  } finally {
    haproxy.kill('SIGTERM');
    for (const floor of floors) floor.kill('SIGTERM');
  }
}

const costOf = (one, three) => Math.round((1 - three.opsPerSec / one.opsPerSec) * 1000) / 1000;

/** The run of median rate among `runs` (the lower of the middle two of an even number), every round's rate beside it. */
function medianOf(runs) {
  const sorted = [...runs].sort((a, b) => a.opsPerSec - b.opsPerSec);
  return { ...sorted[(sorted.length - 1) >> 1], ratesOfEachRound: runs.map((run) => run.opsPerSec) };
}

export async function benchFleet(root) {
  const load = (file) => tsImport(path.join(root, 'apps/server/src/fleet', file), import.meta.url);
  const tools = { ...(await load('fleet.ts')), ...(await load('fleet.ports.ts')), ...(await load('haproxy.ts')) };
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const ones = [];
  const threes = [];
  const thirds = [];
  for (let round = 0; round < rounds; round += 1) {
    ones.push(await runFleet(root, tools, { platforms: 1 }));
    threes.push(await runFleet(root, tools, { platforms: 3 }));
    thirds.push(await runFleet(root, tools, { platforms: 1, concurrency: Math.round(CONCURRENCY / 3) }));
  }
  const one = medianOf(ones);
  const three = medianOf(threes);
  const third = medianOf(thirds);
  const floorOne = await runFloor(root, tools, 1);
  const floorThree = await runFloor(root, tools, 3);
  const cost = costOf(one, three);
  return {
    concurrency: CONCURRENCY,
    players: PLAYERS,
    cores: os.cpus().length,
    rounds,
    oneInstance: one,
    threeInstances: three,
    costOfThreeInstances: cost,
    reference: {
      oneFloorServer: floorOne,
      threeFloorServers: floorThree,
      costOfThree: costOf(floorOne, floorThree),
      oneInstanceWithAThirdInFlight: third,
    },
    targets: {
      costAtMost: MAX_COST,
      met: cost <= MAX_COST && [...ones, ...threes, ...thirds].every((run) => run.errors === 0 && run.reconcile.ok),
    },
  };
}
