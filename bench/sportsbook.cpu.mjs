// CPU accounting of bench/sportsbook, from /proc: what one operation costs the sportsbook,
// the platform, PostgreSQL and the load generator, and the machine as a whole. PostgreSQL is
// counted as the backends of the bench's own databases (plus the server's shared WAL writer,
// checkpointer and background writer): on a machine shared with other work, every postgres
// process (bench/wallet.cpu.mjs) would also count other databases' backends.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100;
const SHARED = /^postgres: .*(checkpointer|background writer|walwriter)\s*$/;

function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
    return (fields[11] + fields[12]) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of each PostgreSQL backend of `databases` (and of the shared writers), by pid, with its database. */
function postgresOf(databases) {
  const seconds = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      // A backend's title: "postgres: <cluster>: <user> <database> <client> <state>".
      const database = /^postgres: (?:[^:]+: )?\S+ (\S+) /.exec(title)?.[1];
      if (SHARED.test(title) || (database && databases.includes(database)))
        seconds.set(pid, { database: SHARED.test(title) ? 'shared' : database, seconds: cpuSecondsOf(pid) });
    } catch {
      // The process ended while we looked.
    }
  }
  return seconds;
}

function machineTicks() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b, 0) };
}

/**
 * Starts measuring; the returned function ends it and gives, for the `operations` done in
 * between, the CPU microseconds each party spent per operation, the machine's busy share
 * and its load average (other work on a shared machine shows there). `names` label the
 * `databases` in the PostgreSQL breakdown.
 */
export function startMeters({ sportsbookPid, platformPid, databases, names = [] }) {
  const before = {
    sportsbook: sportsbookPid ? cpuSecondsOf(sportsbookPid) : 0,
    platform: platformPid ? cpuSecondsOf(platformPid) : 0,
    postgres: postgresOf(databases),
    generator: process.cpuUsage(),
    machine: machineTicks(),
    at: process.hrtime.bigint(),
  };
  return function stop(operations) {
    const seconds = Number(process.hrtime.bigint() - before.at) / 1e9;
    const machine = machineTicks();
    const busy = 1 - (machine.idle - before.machine.idle) / (machine.total - before.machine.total);
    let postgres = 0;
    const byDatabase = {};
    // A backend that started meanwhile counts from zero; one that ended is lost (the pools keep theirs).
    for (const [pid, now] of postgresOf(databases)) {
      const spent = now.seconds - (before.postgres.get(pid)?.seconds ?? 0);
      postgres += spent;
      byDatabase[now.database] = (byDatabase[now.database] ?? 0) + spent;
    }
    const generator = process.cpuUsage(before.generator);
    const each = (cpuSeconds) => Math.round((cpuSeconds / Math.max(1, operations)) * 1e6);
    return {
      machineBusyPct: Math.round(busy * 100),
      loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
      microsPerOperation: {
        ...(sportsbookPid ? { sportsbook: each(cpuSecondsOf(sportsbookPid) - before.sportsbook) } : {}),
        ...(platformPid ? { platform: each(cpuSecondsOf(platformPid) - before.platform) } : {}),
        postgres: each(postgres),
        // The same, by database (in the order given) and the shared writers.
        postgresBy: Object.fromEntries(
          [...databases, 'shared'].map((database, i) => [names[i] ?? database, each(byDatabase[database] ?? 0)]),
        ),
        generator: each((generator.user + generator.system) / 1e6),
        machine: each(busy * os.cpus().length * seconds),
      },
    };
  };
}
