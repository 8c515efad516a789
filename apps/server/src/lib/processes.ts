import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * Who holds what on this machine, for the processes `npm start` runs beside the platform
 * (the embedded PostgreSQL, the studio). A process is named by its pid and its start time,
 * so that a pid the system has given to another process since is never taken for it.
 */
export interface ProcessRecord {
  pid: number;
  /** Clock ticks after boot (Linux's /proc/<pid>/stat); null where the system does not say. */
  startTime: string | null;
}

/** Fields 3 and on of /proc/<pid>/stat (after the command name, which may hold spaces). */
function statOf(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Running, and not a zombie that a parent which never reaps (some containers' init) keeps listed. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return statOf(pid)?.[0] !== 'Z';
}

const startTimeOf = (pid: number): string | null => statOf(pid)?.[19] ?? null;

/** The arguments a live process was started with (empty where the system does not say). */
export function commandLineOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** Writes down that `pid` (this process by default) holds what `file` guards. */
export async function writeProcessRecord(file: string, pid = process.pid): Promise<void> {
  const record: ProcessRecord = { pid, startTime: startTimeOf(pid) };
  await writeFile(file, `${JSON.stringify(record)}\n`);
}

/** The process that `file` names, if it is still the same one and still running. */
export async function liveProcessOf(file: string): Promise<number | null> {
  const record = await readRecord(file);
  if (!record || !Number.isInteger(record.pid) || record.pid <= 0 || !isAlive(record.pid)) return null;
  return record.startTime === null || record.startTime === startTimeOf(record.pid) ? record.pid : null;
}

async function readRecord(file: string): Promise<ProcessRecord | null> {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ProcessRecord;
  } catch {
    return null; // a record cut short by a crash names nobody
  }
}

/** Removes the record if it names this process: another may have taken the place since. */
export async function removeOwnProcessRecord(file: string): Promise<void> {
  const record = await readRecord(file);
  if (record?.pid === process.pid) await rm(file, { force: true });
}

/** Sends `signal` and waits until the process is gone; false if it outlived `timeoutMs`. */
export async function stopProcess(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return !isAlive(pid);
  }
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once `child` has exited (at once if it has). */
export const exitOf = (child: ChildProcess): Promise<void> =>
  hasExited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** Sends `child` `signal` (SIGTERM: a clean stop), then SIGKILL if it is still running after `killAfterMs`; resolves once it has exited. */
export async function terminate(child: ChildProcess, killAfterMs: number, signal: NodeJS.Signals = 'SIGTERM') {
  if (hasExited(child)) return;
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  child.kill(signal);
  await exitOf(child);
  clearTimeout(timer);
}

/** Polls `url` until it answers 2xx while `child` runs: false if `child` exited or `timeoutMs` passed first. */
export async function answersWhileRunning(child: ChildProcess, url: string, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline && !hasExited(child);) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
