// CPU accounting of bench/wallet, from /proc: what one call costs the server, PostgreSQL
// (when it runs on this machine) and the load generator, and the machine as a whole.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100;

/**
 * user + system CPU seconds of a process, or 0 once it is gone; with `children`, plus those
 * of its children that have ended.
 */
function cpuSecondsOf(pid, { children = false } = {}) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
    const [user, system, childrenUser, childrenSystem] = fields.slice(11, 15);
    return (user + system + (children ? childrenUser + childrenSystem : 0)) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Every PostgreSQL process on the machine (backends, WAL writer, checkpointer, autovacuum),
 * and those that have ended: a backend's CPU passes to the postmaster when it exits, as
 * pgbench's do.
 */
function postgresCpuSeconds() {
  let seconds = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        seconds += cpuSecondsOf(pid, { children: true });
      }
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
 * between (calls, or pgbench's transactions), the machine's busy share and the CPU
 * microseconds per operation of each party. `serverPid` is the server under load; without
 * it (pgbench), the generator is not this process and only PostgreSQL and the machine count.
 */
export function startCpuMeter(serverPid) {
  const before = {
    server: serverPid ? cpuSecondsOf(serverPid) : 0,
    postgres: postgresCpuSeconds(),
    generator: process.cpuUsage(),
    machine: machineTicks(),
    at: process.hrtime.bigint(),
  };
  return function stop(operations) {
    const seconds = Number(process.hrtime.bigint() - before.at) / 1e9;
    const machine = machineTicks();
    const busy = 1 - (machine.idle - before.machine.idle) / (machine.total - before.machine.total);
    const generator = process.cpuUsage(before.generator);
    const each = (cpuSeconds) => Math.round((cpuSeconds / operations) * 1e6);
    return {
      machineBusyPct: Math.round(busy * 100),
      microsPerOperation: {
        ...(serverPid ? { server: each(cpuSecondsOf(serverPid) - before.server) } : {}),
        postgres: each(postgresCpuSeconds() - before.postgres),
        ...(serverPid ? { generator: each((generator.user + generator.system) / 1e6) } : {}),
        machine: each(busy * os.cpus().length * seconds),
      },
    };
  };
}
