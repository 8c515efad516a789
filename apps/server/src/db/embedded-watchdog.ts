import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/** Its name in the process list, so that a person (or a test) can tell what it is. */
export const WATCHDOG_NAME = 'casino-pg-watchdog';

// Waits for the end of its standard input, then asks the postmaster for a fast shutdown if
// the data directory's postmaster.pid still names it ($1 the pid file, $2 the postmaster).
const SCRIPT = 'read -r _; [ "$(head -n 1 "$1" 2>/dev/null)" = "$2" ] && kill -INT "$2"';

/**
 * Stops the embedded PostgreSQL when the process that started it dies, however it dies
 * (SIGKILL, out of memory), so that no database is left running without its platform.
 * A small shell holds the reading end of a pipe whose only writer is this process: the
 * kernel closes it when this process ends, and the shell then sends the postmaster SIGINT,
 * which is what `pg_ctl stop -m fast` sends and keeps every committed transaction. The
 * shell runs in a session of its own, so a signal to the terminal's process group leaves
 * it to do its work; after a clean stop the pid file is gone and it does nothing.
 */
export function watchOverPostgres(pidFile: string, postmasterPid: number, log: (line: string) => void) {
  const child = spawn('sh', ['-c', SCRIPT, WATCHDOG_NAME, pidFile, String(postmasterPid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  child.on('error', (error) => log(`The embedded PostgreSQL's watchdog could not start: ${error.message}`));
  // Neither the shell nor its pipe keeps this process alive.
  child.unref();
  (child.stdin as Socket).unref();
  return {
    /** Ends the watchdog without touching the database (a clean stop is under way). */
    disarm() {
      // Killed before its pipe closes: the end of the pipe is its signal to act.
      child.kill('SIGKILL');
      child.stdin?.destroy();
    },
  };
}
